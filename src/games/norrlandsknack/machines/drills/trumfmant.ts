/**
 * The Trumfmant quiz: is the next deal played with Trumfmant? The engine's `trumfmantNext` reads the numbers before
 * the deal (anyone on exactly 1, folded or not); at levels 2-3 the numbers come from `scoreDeal` after the deal shown.
 */
import type { Verdict } from '../../../../shared/quiz/quizMachine';
import type { RuleSet } from '../../../../shared/settings/rulesSetting';
import { scoreDeal, trumfmantNext, type SeatScore, type Seat } from '../../engine';
import { trumfmantScene, type TrumfmantScene } from '../../positions/trumfmant';
import { engineRules } from '../../ruleSpec';
import { drill } from './drill';

export type TrumfmantAnswer = boolean;

export interface TrumfmantVerdict extends Verdict {
  expected: boolean;
  /** The numbers the next deal starts from. */
  next: number[];
  onOne: Seat[];
  /** Levels 2-3: each seat's result in the deal shown. */
  seats: SeatScore[] | null;
  /** Was Trumfmant on in the deal shown (levels 2-3)? */
  before: boolean | null;
}

function explain(q: TrumfmantScene, rules: RuleSet): Omit<TrumfmantVerdict, 'correct'> {
  let next = q.scores;
  let seats: SeatScore[] | null = null;
  if (q.deal) {
    const res = scoreDeal({ ...q.deal, scores: q.scores, rules: engineRules(rules) });
    if (!res.ok) throw new Error('invalid Trumfmant scene');
    next = res.value.scores;
    seats = res.value.seats;
  }
  const t = trumfmantNext(next);
  if (!t.ok) throw new Error('trumfmantNext');
  const before = q.deal ? trumfmantNext(q.scores) : null;
  return { expected: t.value.on, next, onOne: t.value.onOne, seats, before: before && before.ok ? before.value.on : null };
}

export const trumfmantDrill = drill<TrumfmantScene, TrumfmantAnswer, TrumfmantVerdict, RuleSet>({
  id: 'trumfmant',
  skill: 'trumfmant',
  generate: (seed, level, rules) => trumfmantScene(seed, level, engineRules(rules)),
  judge(q, answer, rules) {
    const v = explain(q, rules);
    return { ...v, correct: answer === v.expected };
  },
  solve: (q, rules) => explain(q, rules).expected,
});
