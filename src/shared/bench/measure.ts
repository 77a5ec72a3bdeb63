/**
 * Benchmark helpers every game shares (used by `npm run bench -- --json --game <id>`). Performance is measured
 * here, never in timed tests.
 */

export interface RateRow {
  name: string;
  opsPerSecond: number;
  ops: number;
  seconds: number;
  note?: string;
}

/** Runs `fn` (which performs `batch` operations) until at least `minMs` have passed, after a warm-up. */
export function measure(name: string, batch: number, fn: () => void, minMs = 1000, note?: string): RateRow {
  const warmUntil = performance.now() + Math.min(300, minMs / 3);
  while (performance.now() < warmUntil) fn();
  let ops = 0;
  const start = performance.now();
  let now = start;
  while (now - start < minMs) {
    fn();
    ops += batch;
    now = performance.now();
  }
  const seconds = (now - start) / 1000;
  const row: RateRow = { name, opsPerSecond: Math.round(ops / seconds), ops, seconds: Number(seconds.toFixed(3)) };
  if (note) row.note = note;
  return row;
}

/** Rounds to three decimals. */
export const r3 = (x: number): number => Math.round(x * 1000) / 1000;

export interface LatencyRow {
  name: string;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  positions: number;
}

/**
 * Latency of `run(i)` over `count` inputs (after `warm` unmeasured calls): p50, p95 and max in milliseconds.
 */
export function latency(name: string, count: number, run: (i: number) => void, warm = 10): LatencyRow {
  for (let i = 0; i < Math.min(warm, count); i++) run(i);
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    run(i);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const q = (f: number): number => times[Math.min(times.length - 1, Math.floor(f * times.length))] ?? 0;
  return { name, p50Ms: r3(q(0.5)), p95Ms: r3(q(0.95)), maxMs: r3(times[times.length - 1] ?? 0), positions: times.length };
}

/** The value after `--name` in argv as a non-negative number, or the fallback. */
export function flag(argv: readonly string[], name: string, fallback: number): number {
  const i = argv.indexOf(name);
  if (i < 0) return fallback;
  const v = Number(argv[i + 1]);
  return Number.isFinite(v) && v >= 0 ? v : fallback;
}

/**
 * The `--only NAME[,NAME]` filter of the bench: a function telling whether line `name` should run (every line when
 * the flag is absent).
 */
export function onlyLines(argv: readonly string[]): (name: string) => boolean {
  const i = argv.indexOf('--only');
  if (i < 0) return () => true;
  const names = (argv[i + 1] ?? '').split(',').map((x) => x.trim()).filter((x) => x.length > 0);
  return (name) => names.includes(name);
}
