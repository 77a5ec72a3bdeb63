/** The stroke-and-potato drill: what each active player gets from a deal (net strokes), scored by the engine. */
import type { DrillRules } from './rules';
import type { Verdict } from '../../../../shared/quiz/quizMachine';
import { dealStrokes, type DealStrokes } from '../../engine/scoring';
import { strokesPerDeal, SUIT_MULTIPLIER, type Rules } from '../../engine/rules';
import { strokeScene, type StrokeScene } from '../../positions/scoring';
import { drill } from './drill';

/** Net strokes by seat (strokes minus potatoes); passers are not part of the answer. */
export type StrokeAnswer = Record<number, number>;

export interface StrokeVerdict extends Verdict {
  result: DealStrokes;
  expected: StrokeAnswer;
  wrong: number[];
}

export function scoreScene(q: StrokeScene, rules: Rules): DealStrokes {
  const active = q.seats.filter((s) => s.active).map((s) => s.seat);
  const totals = Object.fromEntries(q.seats.filter((s) => s.active).map((s) => [s.seat, s.total as number]));
  const r = dealStrokes({ tableSize: q.tableSize, active, totals, trump: q.trump, rules, drawCards: q.drawCards });
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
}

export function expectedNet(result: DealStrokes): StrokeAnswer {
  return Object.fromEntries(result.seats.map((s) => [s.seat, s.strokes - s.potatoes]));
}

/** The values a seat's answer can take under the rules (potatoes negative). */
export function netChoices(q: StrokeScene, rules: Rules): number[] {
  const m = rules.multiplier ? SUIT_MULTIPLIER[q.trump] : 1;
  const active = q.seats.filter((s) => s.active).length;
  const most = strokesPerDeal(rules, q.tableSize) + (rules.extraPerNull ? active - 1 : 0);
  const out = [-m, 0];
  for (let k = 1; k <= most; k++) out.push(k * m);
  return out;
}

export const strokeDrill = drill<StrokeScene, StrokeAnswer, StrokeVerdict, DrillRules>({
  id: 'stroke-scoring',
  skill: 'scoring',
  generate: (seed, level, rules) => strokeScene(seed, level, rules),
  judge: (q, answer, rules) => {
    const result = scoreScene(q, rules);
    const expected = expectedNet(result);
    const wrong = Object.keys(expected)
      .map(Number)
      .filter((s) => (answer ?? {})[s] !== expected[s]);
    return { result, expected, wrong, correct: wrong.length === 0 };
  },
  solve: (q, rules) => expectedNet(scoreScene(q, rules)),
});
