/**
 * The combination-builder drill (spec §12.1): build the asked-for combination from a hand. The engine's
 * `buildCombination` says what the chosen cards make, or why they make nothing (mixed ranks, too many cards, a gap
 * in a run...), and the verdict compares it with what was asked.
 */
import type { Verdict } from '../../../../shared/quiz/quizMachine';
import type { RuleSet } from '../../../../shared/settings/rulesSetting';
import { buildCombination } from '../../engine/drills';
import type { Combo, ComboError } from '../../engine/combos';
import type { PCard, Rank } from '../../engine/cards';
import { comboQuestion, wantedPlays, type ComboQuestion } from '../../positions/combo';
import { drillRules } from '../../positions/common';
import { drill } from './drill';

export interface CardsAnswer {
  cards: PCard[];
}

export interface ComboVerdict extends Verdict {
  /** What the cards make, or null with the engine's reason. */
  combo: Combo | null;
  reason: ComboError | null;
  /** A valid combination, but not the one asked for. */
  mismatch: 'type' | 'count' | null;
  /** One right answer (for "show me" and the explanation). */
  example: PCard[];
}

/** The rank a Joker-only selection stands for: the one the engine's own list of plays gives it, if any. */
export function declaredFor(cards: readonly PCard[], plays: { cards: PCard[]; declared: Rank | null }[]): Rank | undefined {
  if (!cards.every((c) => c.startsWith('JK'))) return undefined;
  const key = [...cards].sort().join();
  return plays.find((p) => [...p.cards].sort().join() === key)?.declared ?? undefined;
}

function judge(q: ComboQuestion, answer: CardsAnswer, set: RuleSet): ComboVerdict {
  const rules = drillRules(set);
  const plays = wantedPlays(q.hand, q.want, rules);
  const example = (plays.find((p) => p.cards.some((c) => !c.startsWith('JK'))) ?? plays[0])?.cards ?? [];
  const cards = Array.isArray(answer?.cards) ? answer.cards.filter((c) => q.hand.includes(c)) : [];
  const r = buildCombination(cards, rules, declaredFor(cards, plays));
  if (!r.ok) return { correct: false, combo: null, reason: { code: 'combo.empty' }, mismatch: null, example };
  const { combo, reason } = r.value;
  if (!combo) return { correct: false, combo: null, reason, mismatch: null, example };
  const mismatch = combo.type !== q.want.type ? 'type' : combo.count !== q.want.count ? 'count' : null;
  return { correct: mismatch === null, combo, reason: null, mismatch, example };
}

export const comboDrill = drill<ComboQuestion, CardsAnswer, ComboVerdict>({
  id: 'combo-builder',
  skill: 'combinations',
  generate: (seed, level, set) => comboQuestion(seed, level, drillRules(set)),
  judge,
  solve: (q, set) => ({ cards: judge(q, { cards: [] }, set).example }),
});
