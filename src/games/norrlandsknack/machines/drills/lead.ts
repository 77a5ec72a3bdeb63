/**
 * The opening-lead check: may the leader lead any card, or only the ace of trumps? The engine's `legalPlays` with
 * the opening-lead context decides (OP8: whoever makes the opening lead, forehand only, or nobody).
 */
import type { Verdict } from '../../../../shared/quiz/quizMachine';
import type { RuleSet } from '../../../../shared/settings/rulesSetting';
import { aceOf, legalPlays, type Card, type LegalPlay, type Rules } from '../../engine';
import { leadScene, type LeadScene } from '../../positions/lead';
import { engineRules } from '../../ruleSpec';
import { drill } from './drill';

export type LeadAnswer = 'ace-only' | 'any';

/** Why: which of the rule's conditions holds or fails, in the order a player checks them. */
export type LeadWhy = 'bound' | 'no-ace' | 'later-trick' | 'rule-off' | 'substitute-free';

export interface LeadVerdict extends Verdict {
  expected: LeadAnswer;
  why: LeadWhy;
  ace: Card;
  plays: LegalPlay[];
  rule: Rules['trump_ace_rule'];
}

function explain(q: LeadScene, rules: RuleSet): Omit<LeadVerdict, 'correct'> {
  const r = engineRules(rules);
  const res = legalPlays(q.hand, [], { trump: q.trump, openingLead: q.trickNo === 1, leaderIsForehand: !q.substitute, rules: r });
  if (!res.ok) throw new Error(`invalid lead scene: ${res.error.code}`);
  const ace = aceOf(q.trump);
  const bound = res.value.some((p) => p.reason.code === 'play.trump-ace-lead');
  const why: LeadWhy = bound ? 'bound' : !q.hand.includes(ace) ? 'no-ace' : q.trickNo > 1 ? 'later-trick' : r.trump_ace_rule === 'off' ? 'rule-off' : 'substitute-free';
  return { expected: bound ? 'ace-only' : 'any', why, ace, plays: res.value, rule: r.trump_ace_rule };
}

export const leadDrill = drill<LeadScene, LeadAnswer, LeadVerdict, RuleSet>({
  id: 'opening-lead',
  skill: 'openingLead',
  generate: (seed, level, rules) => leadScene(seed, level, engineRules(rules)),
  judge(q, answer, rules) {
    const v = explain(q, rules);
    return { ...v, correct: answer === v.expected };
  },
  solve: (q, rules) => explain(q, rules).expected,
});
