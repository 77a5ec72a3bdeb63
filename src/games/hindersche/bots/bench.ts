/**
 * Benchmarks of the bots, imported by `scripts/bench.ts`:
 * - hint latency: Strong hints from random mid-deal positions (one core), p50 and p95;
 * - bot-strength: seeded deals, each played with Steady everywhere (the baseline) and once per seat with one Strong
 *   player against three Steady players (`pairedStrength`), scored as in phase 1 (most points takes the mark, a march
 *   gives the other three a mark each, tied players share the mark; all four on 35 gives everyone a mark), lower is
 *   better; points per deal come along;
 * - coach-vs-steady: the same deals with a player that always follows the learner's hint button (`hint`, a fixed
 *   sample count `samples` and no time limit, so the line does not depend on the machine's speed);
 * - steady-vs-random: Steady against three random players, the same way.
 * Every strength line says `beyondInterval`: whether the measured player beats the other by more than the 95% interval.
 */
import type { Card } from '../../../shared/cards/model';
import { apply, newGame, nextDecision, type GameState } from '../engine/game';
import { shuffledIndicesInto } from '../engine/deal';
import { PACK } from '../engine/cards';
import { rngFromSeed, toGenerator, nextBelow } from '../engine/rng';
import type { Seat } from '../engine/types';
import { chooseCard, type BotConfig } from './bot';
import { hint } from './hint';
import { flag, latency, onlyLines, r3, type LatencyRow } from '../../../shared/bench/measure';
import { coachChoice, coachFields, newCoachTally, pairedStrength, type CoachTally } from '../../../shared/bench/strength';

type Player = BotConfig | 'random';

export interface StrengthRow {
  name: string;
  deals: number;
  [key: string]: number | string | boolean;
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

/** Plays one deal with the given players by seat (the coach: see `Coach`); returns points by seat. */
export function playDeal(pack: Card[], dealer: Seat, players: readonly (Player | Coach)[], seed: number): number[] {
  let s = dealtState(pack, dealer, seed);
  const gen = toGenerator(rngFromSeed(seed ^ 0x5bd1e995));
  while (s.stage === 'playing') {
    const d = nextDecision(s);
    if (d.kind !== 'play') throw new Error(`unexpected decision ${d.kind}`);
    const p = players[d.seat] as Player | Coach;
    const card =
      p === 'random'
        ? (d.legal[nextBelow(gen, d.legal.length)] as Card)
        : p.level === 'coach'
          ? // The coach plays the hint's card (seeded by the decision, as the hint button is); Steady's where it gives none.
            coachChoice(p.tally, hint(s, d.seat, { budgetMs: Infinity, maxSamples: p.maxSamples })?.card, () => chooseCard(s, d.seat, { level: 'steady' }))
          : chooseCard(s, d.seat, p);
    if (!card) throw new Error('no card');
    s = must(apply(s, { type: 'play', seat: d.seat, card }));
  }
  const deal = s.deal;
  if (!deal) throw new Error('no deal');
  return [...deal.points];
}

/** A player that always follows the learner's hint button, searching a fixed number of samples. */
export interface Coach {
  level: 'coach';
  maxSamples: number;
  /** Counts the coach's decisions and its fallbacks to Steady. */
  tally: CoachTally;
}

/**
 * The coach's sample count in the `coach-vs-steady` line: fixed, so the line does not depend on the machine, and
 * about what the hint button reaches in its 60 ms on a slow, busy machine (measured 2026-11-28).
 */
export const COACH_SAMPLES = 120;

export interface StrengthOptions {
  name: string;
  hero: Player | Coach;
  other: Player;
  deals: number;
  seed: number;
}

/**
 * A paired strength line (`pairedStrength`): deal `i` played by `other` everywhere, then once per seat with `hero`
 * there. The currency is phase-1 marks (lower is better); the points per deal of both sides come along.
 */
export function strengthLine(o: StrengthOptions): StrengthRow {
  let heroPoints = 0;
  let basePoints = 0;
  const line = pairedStrength({
    name: o.name,
    game: 'hindersche',
    deals: o.deals,
    seats: 4,
    better: 'lower',
    play: (i, h) => {
      const players: (Player | Coach)[] = [o.other, o.other, o.other, o.other];
      if (h >= 0) players[h] = typeof o.hero === 'object' && o.hero.level !== 'coach' ? { ...o.hero, seed: (o.hero.seed ?? 0) + i * 4 + h } : o.hero;
      const pts = playDeal(benchPack(o.seed, i), (i % 4) as Seat, players, o.seed * 7919 + i);
      if (h >= 0) heroPoints += pts[h] as number;
      else basePoints += pts.reduce((a, b) => a + b, 0);
      return phase1Marks(pts);
    },
  });
  const n = Math.max(1, o.deals * 4);
  return { ...line, heroPointsPerDeal: r3(heroPoints / n), otherPointsPerDeal: r3(basePoints / n) };
}

/** Default Strong settings of the strength run (a fixed sample count keeps it reproducible). */
export const BENCH_STRONG: BotConfig = { level: 'strong', budgetMs: Infinity, maxSamples: 120, seed: 1 };

export function benchBotStrength(deals = 300, strong: BotConfig = BENCH_STRONG, seed = 1): StrengthRow {
  return strengthLine({ name: 'bot-strength', hero: strong, other: { level: 'steady' }, deals, seed });
}

/** The learner's coach (the hint, `samples` per card, no time limit) against three Steady players, on bot-strength's deals. */
export function benchCoachVsSteady(deals = 300, samples = COACH_SAMPLES, seed = 1): StrengthRow {
  const tally = newCoachTally();
  return { ...strengthLine({ name: 'coach-vs-steady', hero: { level: 'coach', maxSamples: samples, tally }, other: { level: 'steady' }, deals, seed }), ...coachFields(samples, tally) };
}

export function benchSteadyVsRandom(deals = 300, seed = 2): StrengthRow {
  return strengthLine({ name: 'steady-vs-random', hero: { level: 'steady' }, other: 'random', deals, seed });
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
 * card in the strength run, default 120), `--coach-samples N` (the coach's samples per card, default
 * COACH_SAMPLES), `--no-bots` to skip them all, `--only NAME[,NAME]` (just these lines).
 */
export function botBenchmarks(argv: readonly string[] = []): object[] {
  if (argv.includes('--no-bots')) return [];
  const want = onlyLines(argv);
  const deals = Math.max(1, Math.floor(flag(argv, '--deals', 300)));
  const rows: object[] = [];
  if (want('hint-latency')) rows.push(benchHintLatency(Math.max(1, Math.floor(flag(argv, '--hint-positions', 200))), flag(argv, '--hint-budget', 60)));
  if (want('steady-vs-random')) rows.push(benchSteadyVsRandom(deals));
  if (want('bot-strength')) rows.push(benchBotStrength(deals, { ...BENCH_STRONG, maxSamples: Math.max(1, Math.floor(flag(argv, '--strong-samples', BENCH_STRONG.maxSamples ?? 120))) }));
  if (want('coach-vs-steady')) rows.push(benchCoachVsSteady(deals, Math.max(1, Math.floor(flag(argv, '--coach-samples', COACH_SAMPLES)))));
  return rows;
}
