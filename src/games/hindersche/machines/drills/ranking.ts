/** The ranking drill: questions from the positions layer, answers judged by the engine's compareRank. */
import type { Card } from '../../../../shared/cards/model';
import type { Verdict } from '../../../../shared/quiz/quizMachine';
import { compareRank, sortByRank, type RankComparison } from '../../engine/ranking';
import { rankingQuestion, type RankingQuestion } from '../../positions/ranking';
import type { Rules } from '../../engine/rules';
import { drill } from './drill';

export type RankingAnswer = { pick: Card } | { order: Card[] };

export interface RankingVerdict extends Verdict {
  /** The right answer: the higher card, or the cards high to low. */
  expected: Card[];
  /** Why, pair by pair (for an order, each card against the next). */
  comparisons: RankComparison[];
}

function explain(q: RankingQuestion): RankingVerdict {
  if (q.kind === 'pair') {
    const c = compareRank(q.cards[0], q.cards[1], q.trump);
    if (!c.ok) return { correct: false, expected: [], comparisons: [] };
    return { correct: false, expected: [c.value.higher], comparisons: [c.value] };
  }
  const expected = sortByRank(q.cards, q.trump);
  const comparisons: RankComparison[] = [];
  for (let i = 0; i + 1 < expected.length; i++) {
    const c = compareRank(expected[i], expected[i + 1], q.trump);
    if (c.ok) comparisons.push(c.value);
  }
  return { correct: false, expected, comparisons };
}

export const rankingDrill = drill<RankingQuestion, RankingAnswer, RankingVerdict, Rules>({
  id: 'ranking-explorer',
  skill: 'ranking',
  generate: (seed, level) => rankingQuestion(seed, level),
  judge(q, answer) {
    const v = explain(q);
    const given = 'pick' in answer ? [answer.pick] : answer.order;
    return { ...v, correct: given.length === v.expected.length && given.every((c, i) => c === v.expected[i]) };
  },
  solve(q) {
    const v = explain(q);
    return q.kind === 'pair' ? { pick: v.expected[0] as Card } : { order: v.expected };
  },
});
