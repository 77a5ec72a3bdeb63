/**
 * The follow-suit drill: the learner marks every card of the hand that may be played to the trick. Each card is
 * judged by the engine's `legalPlays`, so the explanation goes card by card with the engine's reason codes.
 */
import type { Verdict } from '../../../../shared/quiz/quizMachine';
import type { GameCard } from '../../engine/cards';
import { legalPlays, type LegalPlay } from '../../engine/play';
import type { Rules } from '../../engine/rules';
import { followQuestion, type FollowQuestion } from '../../positions/follow';
import { rulesOf } from '../../ruleSpec';
import { drill } from './drill';

export type FollowAnswer = { legal: GameCard[] };

export interface FollowVerdict extends Verdict {
  plays: LegalPlay[];
  expected: GameCard[];
  given: GameCard[];
}

function assess(q: FollowQuestion): Omit<FollowVerdict, 'correct' | 'given'> {
  const r = legalPlays(q.hand, q.trick.map((p) => p.card), q.rules);
  const plays = r.ok ? r.value : [];
  return { plays, expected: plays.filter((p) => p.legal).map((p) => p.card) };
}

export const followDrill = drill<FollowQuestion, FollowAnswer, FollowVerdict>({
  // Making a question plays deals out: the page brings its first question with it (shared/quiz/primed.ts).
  costly: true,
  id: 'follow-suit',
  skill: 'follow',
  levels: 2,
  generate: (seed, level, rules) => followQuestion(seed, level, rulesOf(rules)),
  judge(q, answer) {
    const a = assess(q);
    const marked = answer && Array.isArray(answer.legal) ? answer.legal : [];
    const given = q.hand.filter((c) => marked.includes(c));
    const correct = given.length === a.expected.length && marked.length === given.length && given.every((c) => a.expected.includes(c));
    return { ...a, given, correct };
  },
  solve: (q) => ({ legal: assess(q).expected }),
});

export type { Rules };
