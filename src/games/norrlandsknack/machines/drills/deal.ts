/**
 * The deal drill: how many cards stay in the talon (the engine's `dealLayout`), or who gets the k-th card of the
 * pack (the engine deals a pack in order with `dealFromPack` and the card is found in a hand or turned up).
 */
import type { Verdict } from '../../../../shared/quiz/quizMachine';
import type { RuleSet } from '../../../../shared/settings/rulesSetting';
import { PACK, dealFromPack, dealLayout, type DealLayout, type Seat } from '../../engine';
import { dealScene, type DealScene } from '../../positions/deal';
import { engineRules } from '../../ruleSpec';
import { drill } from './drill';

export type DealAnswer = { talon: number } | { owner: Seat | 'turn-up' };

export interface DealVerdict extends Verdict {
  layout: DealLayout;
  expected: DealAnswer;
  /** Level 2: where the card falls: the first packet (3 each), the turn-up or the second packet (2 each). */
  round: 'first' | 'turn-up' | 'second' | null;
  forehand: Seat;
}

function explain(q: DealScene): Omit<DealVerdict, 'correct'> {
  const l = dealLayout(q.players);
  if (!l.ok) throw new Error('dealLayout');
  const forehand = (q.dealer + 1) % q.players;
  if (q.k === null) return { layout: l.value, expected: { talon: l.value.talon }, round: null, forehand };
  const d = dealFromPack(PACK, q.dealer, q.players);
  if (!d.ok) throw new Error('dealFromPack');
  const card = PACK[q.k - 1];
  const owner: Seat | 'turn-up' = card === d.value.upcard ? 'turn-up' : d.value.hands.findIndex((h) => h.includes(card!));
  const round = owner === 'turn-up' ? 'turn-up' : q.k <= 3 * q.players ? 'first' : 'second';
  return { layout: l.value, expected: { owner }, round, forehand };
}

export const dealDrill = drill<DealScene, DealAnswer, DealVerdict, RuleSet>({
  id: 'deal',
  skill: 'deal',
  levels: 2,
  generate: (seed, level, rules) => dealScene(seed, level, engineRules(rules)),
  judge(q, answer) {
    const v = explain(q);
    const e = v.expected;
    const correct = 'talon' in e ? !!answer && 'talon' in answer && answer.talon === e.talon : !!answer && 'owner' in answer && answer.owner === e.owner;
    return { ...v, correct };
  },
  solve: (q) => explain(q).expected,
});
