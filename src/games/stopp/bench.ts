/**
 * Stopp's benchmarks, run by `npm run bench -- [--json] --game stopp [flags]` (see scripts/bench.ts).
 *
 * - random-deal: seeded shuffle, a 4-player deal, uniformly random legal play to the end of the deal, on the
 *   bots' simulator (one core).
 * - random-game-api: whole games (to the last survivor) through the public `apply` API with random legal actions.
 * - hint-latency: Strong hints (60 ms budget with early stopping) at mid-deal positions of Steady games.
 * - bot-strength: seeded 4-player deals, each replayed with the seats rotated, one Strong against three Steady
 *   players (paired with the all-Steady table); the figure is the units the measured seat pays per deal (lower is
 *   better). A fixed sample cap and an infinite time budget make it reproducible.
 * - coach-vs-steady: bot-strength's deals with a player that always follows the learner's hint button (`hint`, a
 *   fixed sample count `samples` and no time limit, so the line does not depend on the machine's speed).
 * - steady-vs-random: the same with Steady against three random players.
 * Every strength line says `beyondInterval`: whether the measured player beats the other by more than the 95% interval.
 *
 * Flags: --deals N (strength lines, default 300), --hint-positions N (default 200), --hint-budget MS (default 60),
 * --strong-samples N (default 600), --strong-eps X (playout noise, default 0.08), --coach-samples N (default
 * COACH_SAMPLES), --seed N (strength deals), --no-bots, --only NAME[,NAME].
 */
import { FULL_PACK } from '../../shared/cards/model';
import { flag, latency, measure, onlyLines, type RateRow } from '../../shared/bench/measure';
import { coachChoice, coachFields, newCoachTally, pairedStrength, type CoachTally, type Coach } from '../../shared/bench/strength';
import { nextBelow, rngFromSeed, shuffleInPlace, toGenerator } from '../../shared/random/rng';
import { FastRng } from '../../shared/search/rng';
import { chooseAction, type BotConfig } from './bots/bot';
import { hint } from './bots/hint';
import { giveCard, legalInto, makeSim, playCard, resetSim } from './bots/sim';
import { apply, legalActions, newGame, nextDecision, type GameAction, type GameState } from './engine/game';
import type { Card, Seat } from './engine/types';

let sink = 0;

function must(r: ReturnType<typeof apply>): GameState {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

export function benchRandomDeal(): RateRow {
  const sim = makeSim();
  const pack = new Int8Array(52);
  const legal = new Int8Array(52);
  const rng = new FastRng(12345);
  const gen = toGenerator(rngFromSeed(12345));
  return measure(
    'random-deal',
    1000,
    () => {
      for (let i = 0; i < 1000; i++) {
        for (let c = 0; c < 52; c++) pack[c] = c;
        shuffleInPlace(pack, gen, 52);
        resetSim(sim, 4, false, false);
        for (let c = 0; c < 24; c++) giveCard(sim, c & 3, pack[c] as number);
        sim.turn = 0;
        while (!sim.ended) {
          const k = legalInto(sim, legal);
          playCard(sim, legal[rng.below(k)] as number);
        }
        sink += sim.count[0] as number;
      }
    },
    1500,
    '4 players: shuffle, deal, random legal play to the end of the deal (simulator)',
  );
}

export function benchRandomGame(): RateRow {
  const gen = toGenerator(rngFromSeed(4242));
  let seed = 1;
  return measure(
    'random-game-api',
    1,
    () => {
      let s = must(newGame({ seed: seed++, players: 4 }) as ReturnType<typeof apply>);
      while (s.stage !== 'game-over') {
        const acts = legalActions(s);
        s = must(apply(s, acts[nextBelow(gen, acts.length)]));
      }
      sink += s.dealNo;
    },
    1500,
    '4 players, a whole game to the last survivor through apply() with random legal actions',
  );
}

/** The stacked pack of benchmark deal `i`. */
export function benchPack(seed: number, i: number): Card[] {
  const gen = toGenerator(rngFromSeed(seed * 100003 + i));
  const idx = Array.from({ length: 52 }, (_, k) => k);
  shuffleInPlace(idx, gen);
  return idx.map((k) => FULL_PACK[k] as Card);
}

type Player = BotConfig | Coach;

/**
 * The coach's sample count in the `coach-vs-steady` line: fixed, so the line does not depend on the machine, and
 * about what the hint button reaches in its 60 ms on a slow, busy machine (measured 2026-11-28).
 */
export const COACH_SAMPLES = 600;

/**
 * The action of `p` for `seat`. The coach takes the hint's action (seeded by the decision, as the hint button is);
 * where the hint gives none (a decision it does not cover) it falls back to Steady's choice.
 */
function decide(s: GameState, seat: Seat, p: Player): GameAction | null {
  if (p.level !== 'coach') return chooseAction(s, seat, p);
  return coachChoice(p.tally, hint(s, seat, { budgetMs: Infinity, maxSamples: p.maxSamples })?.action, () => chooseAction(s, seat, { level: 'steady' }));
}

/** Plays one deal of a fresh 4-player game; returns the units each seat paid. */
export function playDeal(pack: Card[], dealer: Seat, players: readonly Player[], seed: number): number[] {
  const g = newGame({ seed, players: players.length, firstDealer: dealer });
  if (!g.ok) throw new Error(JSON.stringify(g.error));
  let s = must(apply(g.value, { type: 'deal', pack }));
  while (s.stage === 'playing') {
    const d = nextDecision(s);
    if (d.kind !== 'lead' && d.kind !== 'beat' && d.kind !== 'stopp') throw new Error(`unexpected decision ${d.kind}`);
    const a = decide(s, d.seat, players[d.seat] as Player);
    if (!a) throw new Error('no action');
    s = must(apply(s, a));
  }
  return [...(s.record[0]?.paid ?? [])];
}

export function strengthLine(name: string, hero: Player, other: BotConfig, deals: number, seed: number): object {
  const n = 4;
  const line = pairedStrength({
    name,
    game: 'stopp',
    deals,
    seats: n,
    better: 'lower',
    play: (deal, heroSeat) => {
      const players: Player[] = Array.from({ length: n }, (_, i) => (i === heroSeat ? { ...hero, seed: seed + deal } : { ...other, seed: seed + deal + 7 }));
      return playDeal(benchPack(seed, deal), (deal % n) as Seat, players, seed * 7919 + deal);
    },
  });
  return hero.level === 'coach' ? { ...line, ...coachFields(hero.maxSamples, hero.tally) } : line;
}

export const BENCH_STRONG: BotConfig = { level: 'strong', budgetMs: Infinity, maxSamples: 600 };

/** Mid-deal positions: seeded deals played by Steady players for a random number of decisions. */
export function midDealPositions(count: number, seed = 3): { state: GameState; seat: Seat }[] {
  const out: { state: GameState; seat: Seat }[] = [];
  const gen = toGenerator(rngFromSeed(seed));
  for (let i = 0; out.length < count && i < count * 4; i++) {
    const players = 3 + (i % 4);
    const g = newGame({ seed: seed + i, players, firstDealer: 0 });
    if (!g.ok) continue;
    let s = must(apply(g.value, { type: 'deal' }));
    const stop = nextBelow(gen, 14);
    for (let k = 0; k < stop && s.stage === 'playing'; k++) {
      const d = nextDecision(s);
      if (d.kind !== 'lead' && d.kind !== 'beat' && d.kind !== 'stopp') break;
      const a = chooseAction(s, d.seat, { level: 'steady' });
      if (!a) break;
      s = must(apply(s, a));
    }
    const d = nextDecision(s);
    if ((d.kind === 'lead' || d.kind === 'beat') && d.legal.length > 1) out.push({ state: s, seat: d.seat });
  }
  return out;
}

export function benchHintLatency(count: number, budgetMs: number): object {
  const pos = midDealPositions(count);
  const run = (i: number): void => {
    const p = pos[i] as { state: GameState; seat: Seat };
    const h = hint(p.state, p.seat, { budgetMs, seed: i });
    sink += h ? h.samples : 0;
  };
  return { ...latency('hint-latency', pos.length, run, 10), budgetMs };
}

/** Every Stopp benchmark line. */
export function benchmarks(argv: readonly string[] = []): object[] {
  const want = onlyLines(argv);
  const rows: object[] = [];
  if (want('random-deal')) rows.push(benchRandomDeal());
  if (want('random-game-api')) rows.push(benchRandomGame());
  if (!argv.includes('--no-bots')) {
    const deals = Math.max(1, Math.floor(flag(argv, '--deals', 300)));
    const seed = Math.floor(flag(argv, '--seed', 1));
    if (want('hint-latency')) rows.push(benchHintLatency(Math.max(1, Math.floor(flag(argv, '--hint-positions', 200))), flag(argv, '--hint-budget', 60)));
    if (want('steady-vs-random')) rows.push(strengthLine('steady-vs-random', { level: 'steady' }, { level: 'random' }, deals, 2));
    if (want('bot-strength')) rows.push(strengthLine('bot-strength', { ...BENCH_STRONG, maxSamples: Math.max(1, Math.floor(flag(argv, '--strong-samples', BENCH_STRONG.maxSamples ?? 600))), eps: flag(argv, '--strong-eps', 0.08) }, { level: 'steady' }, deals, seed));
    if (want('coach-vs-steady')) rows.push(strengthLine('coach-vs-steady', { level: 'coach', tally: newCoachTally(), maxSamples: Math.max(1, Math.floor(flag(argv, '--coach-samples', COACH_SAMPLES))) }, { level: 'steady' }, deals, seed));
  }
  if (sink === 0.5) rows.push({ name: 'sink' });
  return rows;
}
