/**
 * The follow-or-trump drill: which cards may the player add to the trick? The engine's `legalPlays` decides card by
 * card with a reason; `trumfmantSwitch` shows how the legal set changes when Trumfmant is switched on or off.
 */
import type { Verdict } from '../../../../shared/quiz/quizMachine';
import type { RuleSet } from '../../../../shared/settings/rulesSetting';
import { legalPlays, trumfmantSwitch, type Card, type LegalPlay, type TrumfmantSwitch } from '../../engine';
import { followScene, type FollowScene } from '../../positions/follow';
import { engineRules } from '../../ruleSpec';
import { drill } from './drill';

export type FollowAnswer = Card[];

export interface FollowVerdict extends Verdict {
  plays: LegalPlay[];
  expected: Card[];
  /** Cards the learner got wrong: chosen but illegal, or legal but left out. */
  wrongIn: Card[];
  missed: Card[];
  switched: TrumfmantSwitch;
}

function explain(q: FollowScene, rules: RuleSet): Omit<FollowVerdict, 'correct' | 'wrongIn' | 'missed'> {
  const r = engineRules(rules);
  const trick = q.trick.map((p) => p.card);
  const res = legalPlays(q.hand, trick, { trump: q.trump, trumfmant: q.trumfmant, rules: r });
  if (!res.ok) throw new Error(`invalid follow scene: ${res.error.code}`);
  const sw = trumfmantSwitch(q.hand, trick, q.trump, r);
  if (!sw.ok) throw new Error('trumfmantSwitch');
  return { plays: res.value, expected: res.value.filter((p) => p.legal).map((p) => p.card), switched: sw.value };
}

export const followDrill = drill<FollowScene, FollowAnswer, FollowVerdict, RuleSet>({
  id: 'follow-or-trump',
  skill: 'follow',
  skillOf: (q) => (q.trumfmant ? 'trumfmant' : 'follow'),
  generate: (seed, level, rules) => followScene(seed, level, engineRules(rules)),
  judge(q, answer, rules) {
    const v = explain(q, rules);
    const chosen = new Set(Array.isArray(answer) ? answer : []);
    const wrongIn = [...chosen].filter((c) => !v.expected.includes(c));
    const missed = v.expected.filter((c) => !chosen.has(c));
    return { ...v, wrongIn, missed, correct: wrongIn.length === 0 && missed.length === 0 };
  },
  solve: (q, rules) => explain(q, rules).expected,
});
