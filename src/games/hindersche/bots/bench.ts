/**
 * Benchmarks of the bots, imported by `scripts/bench.ts`:
 * - hint latency: Strong hints from random mid-deal positions (one core), p50 and p95;
 * - bot strength: seeded deals, each played four times with the seats rotated, one Strong against three Steady
 *   players, scored as in phase 1 (most points takes the mark, a march gives the other three a mark each, tied
 *   players share the mark; all four on 35 gives everyone a mark);
 * - Steady against three random players, the same way.
 */
import type { Card } from '../../../shared/cards/model';
import { apply, newGame, nextDecision, type GameState } from '../engine/game';
import { shuffledIndicesInto } from '../engine/deal';
import { PACK } from '../engine/cards';
import { rngFromSeed, toGenerator, nextBelow } from '../engine/rng';
import type { Seat } from '../engine/types';
import { chooseCard, type BotConfig } from './bot';
import { hint } from './hint';
import { flag, latency, r3, type LatencyRow } from '../../../shared/bench/measure';

type Player = BotConfig | 'random';

export interface StrengthRow {
  name: string;
  deals: number;
  [key: string]: number | string;
}

function must(r: ReturnType<typeof apply>): GameState {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

/** The pack of deal `i` of a benchmark series. */
export function benchPack(seed: number, i: number): Card[] {
  const gen = toGenerator(rngFromSeed(seed * 100003 + i));
  const idx = new Uint8Array(36);
  shuffledIndicesInto(idx, gen);
  return Array.from(idx, (c) => PACK[c] as Card);
}

/** A fresh game with the given pack dealt (phase 1, four players). */
export function dealtState(pack: Card[], dealer: Seat, seed: number): GameState {
  const g = newGame({ seed, firstDealer: dealer });
  if (!g.ok) throw new Error(JSON.stringify(g.error));
  return must(apply(g.value, { type: 'deal', pack }));
}

/** Phase-1 marks of a finished deal (points by seat): most points takes the mark (shared if tied), a march gives the others one each. */
export function phase1Marks(points: readonly number[]): number[] {
  const m = [0, 0, 0, 0];
  const marcher = points.findIndex((p) => p >= 100);
  if (marcher >= 0) return m.map((_, i) => (i === marcher ? 0 : 1));
  if (points.every((p) => p === 35)) return [1, 1, 1, 1];
  const max = Math.max(...points);
  const tied = points.filter((p) => p === max).length;
  return points.map((p) => (p === max ? 1 / tied : 0));
}

/** Plays one deal with the given players by seat; returns points by seat. */
export function playDeal(pack: Card[], dealer: Seat, players: readonly Player[], seed: number): number[] {
  let s = dealtState(pack, dealer, seed);
  const gen = toGenerator(rngFromSeed(seed ^ 0x5bd1e995));
  while (s.stage === 'playing') {
    const d = nextDecision(s);
    if (d.kind !== 'play') throw new Error(`unexpected decision ${d.kind}`);
    const p = players[d.seat] as Player;
    const card = p === 'random' ? (d.legal[nextBelow(gen, d.legal.length)] as Card) : chooseCard(s, d.seat, p);
    if (!card) throw new Error('no card');
    s = must(apply(s, { type: 'play', seat: d.seat, card }));
  }
  const deal = s.deal;
  if (!deal) throw new Error('no deal');
  return [...deal.points];
}

export interface MatchResult {
  deals: number;
  /** 95% half-width of the mean per-deal difference hero marks - other marks (the four rotations averaged). */
  ci95: number;
  heroMarks: number;
  heroPoints: number;
  otherMarks: number;
  otherPoints: number;
  seconds: number;
}

/** `deals` packs, each played four times with `hero` in every seat and `other` in the three remaining seats. */
export function match(hero: Player, other: Player, deals: number, seed = 1, onProgress?: (i: number) => void): MatchResult {
  const start = performance.now();
  let heroMarks = 0;
  let heroPoints = 0;
  let otherMarks = 0;
  let otherPoints = 0;
  const diffs: number[] = [];
  for (let i = 0; i < deals; i++) {
    let dealDiff = 0;
    const pack = benchPack(seed, i);
    const dealer = (i % 4) as Seat;
    for (let r = 0; r < 4; r++) {
      const players: Player[] = [other, other, other, other];
      players[r] = typeof hero === 'object' ? { ...hero, seed: (hero.seed ?? 0) + i * 4 + r } : hero;
      const pts = playDeal(pack, dealer, players, seed * 7919 + i * 4 + r);
      const marks = phase1Marks(pts);
      dealDiff += (marks[r] as number) - (marks.reduce((a, b) => a + b, 0) - (marks[r] as number)) / 3;
      for (let s = 0; s < 4; s++) {
        if (s === r) {
          heroMarks += marks[s] as number;
          heroPoints += pts[s] as number;
        } else {
          otherMarks += (marks[s] as number) / 3;
          otherPoints += (pts[s] as number) / 3;
        }
      }
    }
    diffs.push(dealDiff / 4);
    onProgress?.(i);
  }
  const n = deals * 4;
  const meanDiff = diffs.reduce((a, b) => a + b, 0) / Math.max(1, deals);
  const variance = diffs.reduce((a, b) => a + (b - meanDiff) ** 2, 0) / Math.max(1, deals - 1);
  return {
    deals,
    ci95: 1.96 * Math.sqrt(variance / Math.max(1, deals)),
    heroMarks: heroMarks / n,
    heroPoints: heroPoints / n,
    otherMarks: otherMarks / n,
    otherPoints: otherPoints / n,
    seconds: (performance.now() - start) / 1000,
  };
}


/** Default Strong settings of the strength run (a fixed sample count keeps it reproducible). */
export const BENCH_STRONG: BotConfig = { level: 'strong', budgetMs: Infinity, maxSamples: 120, seed: 1 };

export function benchBotStrength(deals = 300, strong: BotConfig = BENCH_STRONG, seed = 1): StrengthRow {
  const m = match(strong, { level: 'steady' }, deals, seed);
  return {
    name: 'bot-strength',
    game: 'hindersche',
    deals,
    strong: r3(m.heroMarks),
    steady: r3(m.otherMarks),
    better: 'lower',
    ci95: r3(m.ci95),
    strongMarksPerDeal: r3(m.heroMarks),
    steadyMarksPerDeal: r3(m.otherMarks),
    ratio: r3(m.heroMarks / Math.max(1e-9, m.otherMarks)),
    strongPointsPerDeal: r3(m.heroPoints),
    steadyPointsPerDeal: r3(m.otherPoints),
    seconds: r3(m.seconds),
  };
}

export function benchSteadyVsRandom(deals = 300, seed = 2): StrengthRow {
  const m = match({ level: 'steady' }, 'random', deals, seed);
  return {
    name: 'steady-vs-random',
    game: 'hindersche',
    deals,
    strong: r3(m.heroMarks),
    steady: r3(m.otherMarks),
    better: 'lower',
    ci95: r3(m.ci95),
    steadyMarksPerDeal: r3(m.heroMarks),
    randomMarksPerDeal: r3(m.otherMarks),
    ratio: r3(m.heroMarks / Math.max(1e-9, m.otherMarks)),
    steadyPointsPerDeal: r3(m.heroPoints),
    randomPointsPerDeal: r3(m.otherPoints),
    seconds: r3(m.seconds),
  };
}

/** Random mid-deal positions: a seeded deal played by Steady players for a random number of cards. */
export function midDealPositions(count: number, seed = 3): { state: GameState; seat: Seat }[] {
  const out: { state: GameState; seat: Seat }[] = [];
  const gen = toGenerator(rngFromSeed(seed));
  for (let i = 0; i < count; i++) {
    let s = dealtState(benchPack(seed, i), (i % 4) as Seat, seed + i);
    const stop = nextBelow(gen, 32);
    for (let k = 0; k < stop; k++) {
      const d = nextDecision(s);
      if (d.kind !== 'play') break;
      const card = chooseCard(s, d.seat, { level: 'steady' });
      if (!card) break;
      s = must(apply(s, { type: 'play', seat: d.seat, card }));
    }
    const d = nextDecision(s);
    if (d.kind === 'play') out.push({ state: s, seat: d.seat });
  }
  return out;
}

export function benchHintLatency(count = 200, budgetMs = 60): LatencyRow & { game: string; budgetMs: number } {
  const pos = midDealPositions(count);
  const run = (i: number): void => {
    const p = pos[i] as { state: GameState; seat: Seat };
    hint(p.state, p.seat, { budgetMs, seed: i });
  };
  // Warm-up (JIT) on the first positions is not measured.
  return { ...latency('hint-latency', pos.length, run, 10), game: 'hindersche', budgetMs };
}

/**
 * The bot benchmark lines. Flags: `--deals N` (strength and steady-vs-random deals, default 300),
 * `--hint-positions N` (default 200), `--hint-budget MS` (default 60), `--strong-samples N` (samples per Strong
 * card in the strength run, default 120), `--no-bots` to skip them all.
 */
export function botBenchmarks(argv: readonly string[] = []): object[] {
  if (argv.includes('--no-bots')) return [];
  const deals = Math.max(1, Math.floor(flag(argv, '--deals', 300)));
  return [
    benchHintLatency(Math.max(1, Math.floor(flag(argv, '--hint-positions', 200))), flag(argv, '--hint-budget', 60)),
    benchSteadyVsRandom(deals),
    benchBotStrength(deals, { ...BENCH_STRONG, maxSamples: Math.max(1, Math.floor(flag(argv, '--strong-samples', BENCH_STRONG.maxSamples ?? 120))) }),
  ];
}
