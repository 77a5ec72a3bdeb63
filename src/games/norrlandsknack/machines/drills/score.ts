/**
 * The countdown score sheet: one player's new number after a deal and whether he gets a limpa (a mark and a stake,
 * and from deal 2 five points back, never above 10). The engine's `scoreDeal` gives every seat's result with its
 * reasons; the pot after the deal follows from the limpas.
 */
import type { Verdict } from '../../../../shared/quiz/quizMachine';
import type { RuleSet } from '../../../../shared/settings/rulesSetting';
import { scoreDeal, type SeatScore } from '../../engine';
import { scoreScene, type ScoreScene } from '../../positions/score';
import { engineRules } from '../../ruleSpec';
import { drill } from './drill';

export interface ScoreAnswer {
  score: number;
  limpa: boolean;
}

export interface ScoreVerdict extends Verdict {
  expected: ScoreAnswer;
  seat: SeatScore;
  seats: SeatScore[];
  potAfter: number;
  parts: { score: boolean; limpa: boolean };
}

function explain(q: ScoreScene, rules: RuleSet): Omit<ScoreVerdict, 'correct' | 'parts'> {
  const r = engineRules(rules);
  const res = scoreDeal({ dealNo: q.dealNo, knocker: q.knocker, participants: q.participants, scores: q.scores, tricks: q.tricks, rules: r });
  if (!res.ok) throw new Error('invalid score scene');
  const seat = res.value.seats[q.seat] as SeatScore;
  const stakes = [...res.value.extraStakes.values()].reduce((a, b) => a + b, 0);
  return { expected: { score: seat.after, limpa: seat.limpas > 0 }, seat, seats: res.value.seats, potAfter: q.pot + stakes };
}

export const scoreDrill = drill<ScoreScene, ScoreAnswer, ScoreVerdict, RuleSet>({
  id: 'score-sheet',
  skill: 'scoring',
  generate: (seed, level, rules) => scoreScene(seed, level, engineRules(rules)),
  judge(q, answer, rules) {
    const v = explain(q, rules);
    const parts = { score: answer?.score === v.expected.score, limpa: answer?.limpa === v.expected.limpa };
    return { ...v, parts, correct: parts.score && parts.limpa };
  },
  solve: (q, rules) => explain(q, rules).expected,
});
