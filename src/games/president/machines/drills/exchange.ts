/**
 * The exchange drill (spec §4, §12.6): the Bottom hands over his highest cards, the President his lowest; 3-card
 * (level 1), 2-card (level 2) and Trouduc 1-card (level 3) modes, where a Joker is never handed over. The engine's
 * `exchangeDrill` gives the requirement (forced cards, a free choice of suit at a tie) and checks the choice with a
 * reason (kept a higher card, gave a Joker, wrong number).
 */
import type { Verdict } from '../../../../shared/quiz/quizMachine';
import type { RuleSet } from '../../../../shared/settings/rulesSetting';
import { exchangeDrill as engineExchange } from '../../engine/drills';
import type { GiveError, GiveRequirement } from '../../engine/deal';
import { drillRules } from '../../positions/common';
import { exchangeQuestion, type ExchangeQuestion } from '../../positions/exchange';
import type { CardsAnswer } from './combo';
import { drill } from './drill';

export interface ExchangeVerdict extends Verdict {
  requirement: GiveRequirement | null;
  error: GiveError | null;
}

function judge(q: ExchangeQuestion, answer: CardsAnswer, _set: RuleSet): ExchangeVerdict {
  const cards = Array.isArray(answer?.cards) ? answer.cards : [];
  const r = engineExchange(q.hand, q.role, q.count, q.rules, cards);
  if (!r.ok) return { correct: false, requirement: null, error: null };
  const check = r.value.check;
  return { correct: check?.ok === true, requirement: r.value.requirement, error: check && !check.ok ? check.error : null };
}

export const exchangeDrillDef = drill<ExchangeQuestion, CardsAnswer, ExchangeVerdict>({
  id: 'exchange',
  skill: 'exchange',
  generate: (seed, level, set) => exchangeQuestion(seed, level, drillRules(set)),
  judge,
  solve(q) {
    const r = engineExchange(q.hand, q.role, q.count, q.rules);
    return { cards: r.ok ? r.value.requirement.choice : [] };
  },
});
