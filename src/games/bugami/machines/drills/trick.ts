/** The trick-winner drill: who takes a finished trick. The verdict and its reasons are the engine's `trickWinner`. */
import type { Verdict } from '../../../../shared/quiz/quizMachine';
import { trickWinner, type TrickResult } from '../../engine/play';
import type { Seat } from '../../engine/types';
import { trickScene, type TrickScene } from '../../positions/trick';
import { rulesOf } from '../../ruleSpec';
import { drill } from './drill';

export type TrickAnswer = { winner: Seat };

export interface TrickVerdict extends Verdict {
  result: TrickResult;
  given: Seat | null;
}

function result(q: TrickScene): TrickResult {
  const r = trickWinner(q.plays, q.rules);
  if (!r.ok) throw new Error(`invalid trick: ${r.error.code}`);
  return r.value;
}

export const trickDrill = drill<TrickScene, TrickAnswer, TrickVerdict>({
  id: 'trick-winner',
  skill: 'tricks',
  levels: 2,
  generate: (seed, level, rules) => trickScene(seed, level, rulesOf(rules)),
  judge(q, answer) {
    const r = result(q);
    const given = answer && typeof answer.winner === 'number' ? answer.winner : null;
    return { result: r, given, correct: given === r.winner };
  },
  solve: (q) => ({ winner: result(q).winner }),
});
