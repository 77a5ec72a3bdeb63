/**
 * The division calculator: the learner gives one player's score for a deal. The engine scores the whole deal
 * (`scoreDeal`, so the every-trick override and Zwangshochzeit pooling apply), and the verdict carries the reason
 * code with its numbers (10 x tricks / bad rounded down, clean 20 a trick, no trick 30, Null 100 or 0, every trick
 * 100). `whatIf` rescored the deal with a different bad count for the slider.
 */
import type { Verdict } from '../../../../shared/quiz/quizMachine';
import { scoreDeal, type DealScore, type ScoredUnit } from '../../engine/scoring';
import { scoringQuestion, type ScoringQuestion } from '../../positions/scoring';
import { rulesOf } from '../../ruleSpec';
import { drill } from './drill';

export type ScoringAnswer = { score: number };

export interface ScoringVerdict extends Verdict {
  expected: number;
  given: number | null;
  unit: ScoredUnit;
}

export function scoreOf(q: ScoringQuestion, bad: readonly number[] = q.bad): DealScore {
  const r = scoreDeal(
    { players: q.bids.map((bid, seat) => ({ seat, bid, tricks: q.tricks[seat], bad: bid === 'NULL' ? 0 : bad[seat] })), totalTricks: q.totalTricks },
    q.rules,
  );
  if (!r.ok) throw new Error(`scoring: ${r.error.code}`);
  return r.value;
}

/** The asked seat's score if it had taken `bad` bad cards instead (the what-if slider). */
export function whatIf(q: ScoringQuestion, bad: number): { score: number; unit: ScoredUnit } {
  const d = scoreOf(q, q.bad.map((b, s) => (s === q.seat ? bad : b)));
  const seat = d.seats[q.seat]!;
  return { score: seat.score, unit: d.units[seat.unit]! };
}

function expected(q: ScoringQuestion) {
  const d = scoreOf(q);
  const seat = d.seats[q.seat]!;
  return { score: seat.score, unit: d.units[seat.unit]! };
}

export const scoringDrill = drill<ScoringQuestion, ScoringAnswer, ScoringVerdict>({
  id: 'division-scoring',
  skill: 'scoring',
  generate: (seed, level, rules) => scoringQuestion(seed, level, rulesOf(rules)),
  judge(q, answer) {
    const e = expected(q);
    const given = answer && typeof answer.score === 'number' && Number.isFinite(answer.score) ? answer.score : null;
    return { expected: e.score, unit: e.unit, given, correct: given === e.score };
  },
  solve: (q) => ({ score: expected(q).score }),
});
