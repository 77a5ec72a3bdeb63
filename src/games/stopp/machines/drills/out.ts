/**
 * The going-out simulator: a player puts down his last card. Can anybody still holding cards beat it? If so, the
 * first of them clockwise must, and play goes on; if not, the deal ends. The engine's `goingOut` answers, and also
 * lists every player who could have beaten the card.
 */
import type { Verdict } from '../../../../shared/quiz/quizMachine';
import type { GoingOutVerdict } from '../../engine/drills';
import type { DrillRules } from './rules';
import type { Seat } from '../../engine/types';
import { outAnswer, outQuestion, type OutQuestion } from '../../positions/pile';
import { drill } from './drill';

export type OutAnswer = { beat: Seat } | { end: true };

export interface OutVerdict extends Verdict {
  outcome: GoingOutVerdict;
  expected: OutAnswer;
  given: OutAnswer;
}

const expectedOut = (o: GoingOutVerdict): OutAnswer => (o.code === 'out.can-be-beaten' ? { beat: o.seat } : { end: true });

export const outDrill = drill<OutQuestion, OutAnswer, OutVerdict, DrillRules>({
  // Making a question plays deals out: the page brings its first question with it (shared/quiz/primed.ts).
  costly: true,
  id: 'going-out',
  skill: 'going-out',
  generate: (seed, level, rules) => outQuestion(seed, level, rules),
  judge(q, given, rules) {
    const outcome = outAnswer(q, rules);
    const expected = expectedOut(outcome);
    return { correct: JSON.stringify(given) === JSON.stringify(expected), outcome, expected, given };
  },
  solve: (q, rules) => expectedOut(outAnswer(q, rules)),
});
