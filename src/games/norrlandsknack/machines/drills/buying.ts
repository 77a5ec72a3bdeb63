/**
 * The buying drill: a player puts some cards away; how many does he get from the talon, or is the exchange not
 * allowed? The engine's `judgeBuy` answers with a verdict code: the same number for a player, one fewer for the
 * dealer (who must put away at least one), and the turned-up trump under the learner's reading of OP7.
 */
import type { Verdict } from '../../../../shared/quiz/quizMachine';
import type { RuleSet } from '../../../../shared/settings/rulesSetting';
import { judgeBuy, type BuyVerdict } from '../../engine';
import { buyingScene, type BuyingScene } from '../../positions/buying';
import { engineRules } from '../../ruleSpec';
import { drill } from './drill';

/** How many cards he gets, or 'refused' when the exchange is not allowed. */
export type BuyingAnswer = number | 'refused';

export interface BuyingVerdict extends Verdict {
  verdict: BuyVerdict;
  expected: BuyingAnswer;
  turnupRule: boolean;
}

function explain(q: BuyingScene, rules: RuleSet): Omit<BuyingVerdict, 'correct'> {
  const r = engineRules(rules);
  const j = judgeBuy({ hand: q.hand, discard: q.discard, isDealer: q.isDealer, upcard: q.upcard, rules: r });
  if (!j.ok) throw new Error('invalid buying scene');
  const v = j.value.verdict;
  return { verdict: v, expected: v.code === 'buy.ok' ? v.receive : 'refused', turnupRule: r.dealer_may_discard_turnup };
}

export const buyingDrill = drill<BuyingScene, BuyingAnswer, BuyingVerdict, RuleSet>({
  id: 'buying',
  skill: 'buying',
  generate: (seed, level, rules) => buyingScene(seed, level, engineRules(rules)),
  judge(q, answer, rules) {
    const v = explain(q, rules);
    return { ...v, correct: answer === v.expected };
  },
  solve: (q, rules) => explain(q, rules).expected,
});
