/**
 * The pile tracker: a card has just gone on the pile. Who must beat it; or, when everyone else says Stopp, does the
 * player of the top card turn the pile away and lead next, or does the deal end? The engine's `pileOutcome` answers,
 * with the Stopps said on the way.
 */
import type { Verdict } from '../../../../shared/quiz/quizMachine';
import type { PileOutcome } from '../../engine/drills';
import type { DrillRules } from './rules';
import type { Seat } from '../../engine/types';
import { pileAnswer, pileQuestion, type PileQuestion } from '../../positions/pile';
import { drill } from './drill';

/** Someone must beat; everyone stops and the top player turns the pile and leads; or the deal ends. */
export type PileAnswer = { beat: Seat } | { turn: true } | { end: true };

export interface PileVerdict extends Verdict {
  outcome: PileOutcome;
  expected: PileAnswer;
  given: PileAnswer;
}

export function expectedPile(o: PileOutcome): PileAnswer {
  if (o.code === 'pile.must-beat') return { beat: o.seat };
  if (o.code === 'pile.turned') return { turn: true };
  return { end: true };
}

export const sameAnswer = (a: PileAnswer, b: PileAnswer) => JSON.stringify(a) === JSON.stringify(b);

export const pileDrill = drill<PileQuestion, PileAnswer, PileVerdict, DrillRules>({
  // Making a question plays deals out: the page brings its first question with it (shared/quiz/primed.ts).
  costly: true,
  id: 'pile-tracker',
  skill: 'pile',
  generate: (seed, level, rules) => pileQuestion(seed, level, rules),
  judge(q, given, rules) {
    const outcome = pileAnswer(q, rules);
    const expected = expectedPile(outcome);
    return { correct: sameAnswer(given, expected), outcome, expected, given };
  },
  solve: (q, rules) => expectedPile(pileAnswer(q, rules)),
});
