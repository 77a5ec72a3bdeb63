/**
 * The finishing-order drill (spec §12.4, §12.9). Levels 1-2: a player's points and role from the order in which
 * everyone went out (the engine's `finishingBoard`). Level 3: the race to the target; after this deal, has anyone
 * won, and who (the engine's `gameEnd` with the learner's tie-break)?
 */
import type { Verdict } from '../../../../shared/quiz/quizMachine';
import type { RuleSet } from '../../../../shared/settings/rulesSetting';
import { finishingBoard, gameEnd, type BoardEntry, type EndReason, type Role } from '../../engine/scoring';
import { drillRules } from '../../positions/common';
import { finishQuestion, type FinishQuestion } from '../../positions/finishing';
import { drill } from './drill';

export type FinishAnswer = { points: number; role: Role } | { winner: number | null };

export interface FinishVerdict extends Verdict {
  board: BoardEntry<number>[];
  expected: FinishAnswer;
  /** Level 3: totals after the deal by seat, and the engine's reason. */
  totals: number[] | null;
  end: EndReason | null;
  target: number;
  parts: { points: boolean; role: boolean } | null;
}

function explain(q: FinishQuestion, set: RuleSet): Omit<FinishVerdict, 'correct' | 'parts'> {
  const rules = drillRules(set);
  const b = finishingBoard(q.finishOrder, rules);
  const board = b.ok ? b.value : [];
  if (!q.before) {
    const mine = board.find((e) => e.player === q.focus);
    return { board, expected: { points: mine?.points ?? 0, role: mine?.role ?? 'citizen' }, totals: null, end: null, target: rules.target };
  }
  const points = q.before.map((_, seat) => board.find((e) => e.player === seat)?.points ?? 0);
  const totals = q.before.map((t, seat) => t + (points[seat] ?? 0));
  const r = gameEnd(totals, points, rules.target, rules.tieBreak);
  const end = r.ok ? r.value : null;
  return { board, expected: { winner: end?.winner === null || end?.winner === undefined ? null : Number(end.winner) }, totals, end: end?.reason ?? null, target: rules.target };
}

export const finishingDrill = drill<FinishQuestion, FinishAnswer, FinishVerdict>({
  id: 'finishing-order',
  skill: 'finishing',
  skillOf: (q) => (q.before ? 'gameEnd' : 'finishing'),
  generate: (seed, level, set) => finishQuestion(seed, level, drillRules(set)),
  judge(q, answer, set) {
    const v = explain(q, set);
    const e = v.expected;
    if ('points' in e) {
      const parts = answer && typeof answer === 'object' && 'points' in answer ? { points: answer.points === e.points, role: answer.role === e.role } : { points: false, role: false };
      return { ...v, parts, correct: parts.points && parts.role };
    }
    return { ...v, parts: null, correct: answer !== null && typeof answer === 'object' && 'winner' in answer && answer.winner === e.winner };
  },
  solve: (q, set) => explain(q, set).expected,
});
