/**
 * The bad-card counter drill: how many cards of their bad suit (Jokers included) has this player taken so far?
 * The count is the engine's live counter (`badCounter`) on the deal replayed to this moment; the explanation is
 * the engine's own per-trick count from its `trick-won` and `remainder-taken` events.
 */
import type { Verdict } from '../../../../shared/quiz/quizMachine';
import { badCounter } from '../../engine/game';
import { playDeal, stateAfter } from '../../positions/deal';
import { badCountQuestion, type BadCountQuestion } from '../../positions/badCount';
import { rulesOf } from '../../ruleSpec';
import { drill } from './drill';

export type BadCountAnswer = { bad: number };

export interface BadCountVerdict extends Verdict {
  expected: number;
  given: number | null;
  /** Per won trick: its number, the bad cards in it and the running total (from the engine's events). */
  steps: { number: number; bad: number; total: number }[];
  /** The undealt cards' bad count when they were taken, else null. */
  remainderBad: number | null;
  tricks: number;
}

export function countBad(q: BadCountQuestion): Omit<BadCountVerdict, 'correct' | 'given'> {
  const p = playDeal(q.dealSeed, q.players, q.rules);
  const s = stateAfter(p, q.played * q.players);
  const rows = badCounter(s);
  if (!rows.ok) throw new Error(rows.error.code);
  const row = rows.value[q.seat]!;
  const steps: BadCountVerdict['steps'] = [];
  let remainderBad: number | null = null;
  for (const e of s.log) {
    if (e.type === 'trick-won' && e.winner === q.seat && e.trick <= q.played && s.deal && e.trick >= 1) steps.push({ number: e.trick, bad: e.bad, total: e.badTotal });
    if (e.type === 'remainder-taken' && e.seat === q.seat) remainderBad = e.bad;
  }
  // The log holds this deal only (one deal per generated game).
  return { expected: row.bad, steps, remainderBad, tricks: row.tricks };
}

export const badCountDrill = drill<BadCountQuestion, BadCountAnswer, BadCountVerdict>({
  // Making a question plays deals out: the page brings its first question with it (shared/quiz/primed.ts).
  costly: true,
  id: 'bad-counter',
  skill: 'badCount',
  generate: (seed, level, rules) => badCountQuestion(seed, level, rulesOf(rules)),
  judge(q, answer) {
    const c = countBad(q);
    const given = answer && Number.isInteger(answer.bad) ? answer.bad : null;
    return { ...c, given, correct: given === c.expected };
  },
  solve: (q) => ({ bad: countBad(q).expected }),
});
