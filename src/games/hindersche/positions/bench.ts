/**
 * Benchmark of the scoring position generators: for each target, how long one position takes (a fresh seed each
 * time, everything included: building the deals and the engine's checks). Used by `scripts/bench.ts`.
 */
import { DEFAULT_RULES, type Rules } from '../engine/rules';
import { SCORING_TARGETS, scoringPosition, type ScoringTarget } from './scoring';

export interface PositionBenchRow {
  name: string;
  opsPerSecond: number;
  ops: number;
  seconds: number;
  meanMs: number;
  p95Ms: number;
  maxMs: number;
  note?: string;
}

export interface PositionBenchOptions {
  /** Time spent measuring each target (after a warm-up). */
  minMs?: number;
  /** At least this many positions per target. */
  minOps?: number;
  rules?: Rules;
  targets?: readonly ScoringTarget[];
}

const round = (x: number, digits = 4) => Number(x.toFixed(digits));

/** One row per target: `position:<target>`, with positions per second and the mean and 95th-percentile time of one. */
export function benchScoringPositions({ minMs = 300, minOps = 200, rules = DEFAULT_RULES, targets = SCORING_TARGETS }: PositionBenchOptions = {}): PositionBenchRow[] {
  const rows: PositionBenchRow[] = [];
  let sink = 0;
  for (const target of targets) {
    for (let seed = 1; seed <= 50; seed++) sink += scoringPosition(target, 1_000_000 + seed, rules).deal.points[0] ?? 0;
    const times: number[] = [];
    const start = performance.now();
    let seed = 1;
    while (times.length < minOps || performance.now() - start < minMs) {
      const t0 = performance.now();
      sink += scoringPosition(target, seed++, rules).deal.points[0] ?? 0;
      times.push(performance.now() - t0);
    }
    const seconds = (performance.now() - start) / 1000;
    const sorted = [...times].sort((a, b) => a - b);
    const mean = times.reduce((a, b) => a + b, 0) / times.length;
    rows.push({
      name: `position:${target}`,
      opsPerSecond: Math.round(times.length / seconds),
      ops: times.length,
      seconds: round(seconds, 3),
      meanMs: round(mean),
      p95Ms: round(sorted[Math.floor(sorted.length * 0.95)] ?? 0),
      maxMs: round(sorted[sorted.length - 1] ?? 0),
      note: 'one validated scoring position, fresh seed',
    });
  }
  if (sink === -1) rows.push({ name: 'never', opsPerSecond: 0, ops: 0, seconds: 0, meanMs: 0, p95Ms: 0, maxMs: 0 });
  return rows;
}
