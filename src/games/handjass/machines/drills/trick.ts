/** The trick-winner drill: who wins a finished trick and how many points it holds (the last trick 5 more). */
import type { Verdict } from '../../../../shared/quiz/quizMachine';
import { LAST_TRICK_BONUS } from '../../engine/cards';
import { trickWinner, type TrickResult } from '../../engine/play';
import type { DrillRules } from './rules';
import type { Seat } from '../../positions/deal';
import { trickScene, type TrickScene } from '../../positions/trick';
import { drill } from './drill';

export interface TrickAnswer {
  winner: number;
  points: number;
}

export interface TrickVerdict extends Verdict {
  result: TrickResult;
  winner: Seat;
  points: number;
  bonus: number;
  parts: { winner: boolean; points: boolean };
}

export function explainTrick(q: TrickScene): Omit<TrickVerdict, 'correct' | 'parts'> {
  const r = trickWinner(q.plays.map((p) => p.card), q.trump);
  if (!r.ok) throw new Error(r.error.code);
  const bonus = q.number === 9 ? LAST_TRICK_BONUS : 0;
  return { result: r.value, winner: q.plays[r.value.winnerIndex]!.seat, points: r.value.points + bonus, bonus };
}

export const trickDrill = drill<TrickScene, TrickAnswer, TrickVerdict, DrillRules>({
  id: 'trick-winner',
  skill: 'tricks',
  generate: (seed, level) => trickScene(seed, level),
  judge: (q, answer) => {
    const v = explainTrick(q);
    const parts = { winner: answer?.winner === v.winner, points: answer?.points === v.points };
    return { ...v, parts, correct: parts.winner && parts.points };
  },
  solve: (q) => {
    const v = explainTrick(q);
    return { winner: v.winner, points: v.points };
  },
});
