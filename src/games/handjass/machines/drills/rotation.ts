/** The blackboard drill: after a deal, who retires (net strokes at the target), who is the next Vorhand and who deals. */
import type { Verdict } from '../../../../shared/quiz/quizMachine';
import type { DrillRules } from './rules';
import { rotationScene, rotationSolution, type RotationAnswer, type RotationScene } from '../../positions/rotation';
import { drill } from './drill';

export interface RotationVerdict extends Verdict {
  expected: RotationAnswer;
  parts: { retire: boolean; vorhand: boolean; dealer: boolean };
}

function solve(q: RotationScene): RotationAnswer {
  const s = rotationSolution(q);
  if (!s) throw new Error('rotation: game over');
  return s;
}

const sameSet = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x) => b.includes(x));

export const rotationDrill = drill<RotationScene, RotationAnswer, RotationVerdict, DrillRules>({
  id: 'blackboard',
  skill: 'gameEnd',
  generate: (seed, level, rules) => rotationScene(seed, level, rules),
  judge: (q, answer) => {
    const expected = solve(q);
    const parts = {
      retire: Array.isArray(answer?.retire) && sameSet(answer.retire, expected.retire),
      vorhand: answer?.vorhand === expected.vorhand,
      dealer: answer?.dealer === expected.dealer,
    };
    return { expected, parts, correct: parts.retire && parts.vorhand && parts.dealer };
  },
  solve,
});
