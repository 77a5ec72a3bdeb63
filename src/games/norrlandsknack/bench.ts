/**
 * Norrlandsknack's benchmarks, run by `npm run bench -- --json --game norrlandsknack` (see scripts/bench.ts).
 *
 * - random-deal: whole deals (shuffle, deal, bids, answers, buys, five tricks) with uniformly random legal actions
 *   on the simulator, one core.
 * - random-game: whole games through the public `apply` API with random legal actions.
 * - hint-latency: Strong hints at varied mid-deal positions (bids, answers, buys, cards).
 * - steady-vs-random and bot-strength: seeded four-player deals (a quarter of them first deals, the rest later deals
 *   from random scores 6-10), each replayed with the measured policy in every seat (`pairedStrength`); the currency
 *   is the points taken off the seat's count in the deal (tricks less limpa points; higher is better).
 * - coach-vs-steady: bot-strength's deals with a player that always follows the learner's hint button (`hint`, a
 *   fixed sample count `samples` and no time limit, so the line does not depend on the machine's speed).
 * Every strength line says `beyondInterval`: whether the measured player beats the other by more than the 95% interval.
 *
 * Flags: --deals N (default 300), --hint-positions N (200), --hint-budget MS (60), --strong-samples N (fixed
 * sample cap of the strength run, default 160), --coach-samples N (default COACH_SAMPLES), --no-bots,
 * --only NAME[,NAME] (just these lines).
 */
import type { Card } from '../../shared/cards/model';
import { flag, latency, measure, onlyLines } from '../../shared/bench/measure';
import { coachChoice, coachFields, newCoachTally, pairedStrength, type CoachTally, type Coach } from '../../shared/bench/strength';
import { rngFromSeed, shuffleInPlace, toGenerator, nextBelow } from '../../shared/random/rng';
import { PACK } from './engine/cards';
import { apply, legalActions, newGame, nextDecision, type GameAction, type GameState } from './engine/game';
import { chooseAction, mixSeed, type BotConfig } from './bots/bot';
import { hint } from './bots/hint';
import { BUY, FOLD, GO, KNOCK, LURK, PH_BID, PH_BUY, PH_DONE, PH_RESPOND, POP, applyAction, handSize, legalInto, makeSim, pointsOff, type FastRng } from './bots/sim';
import { FastRng as Rng } from '../../shared/search/rng';

let sink = 0;

function must(r: ReturnType<typeof apply>): GameState {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

// ---------------------------------------------------------------------------------------------
// random-deal on the simulator

const L = new Int32Array(4);
function randomSimAction(sim: ReturnType<typeof makeSim>, rng: FastRng): number {
  switch (sim.phase) {
    case PH_BID:
      return rng.below(2) ? KNOCK : LURK;
    case PH_RESPOND:
      return rng.below(2) ? GO : FOLD;
    case PH_BUY: {
      const size = handSize(sim, sim.turn);
      const dealer = sim.turn === sim.dealer;
      for (;;) {
        const m = rng.below(1 << size);
        if (!dealer || m !== 0) return BUY + m;
      }
    }
    default: {
      legalInto(sim, sim.turn, L);
      let count = 0;
      for (let s = 0; s < 4; s++) count += POP[L[s] as number] as number;
      let k = rng.below(count);
      for (let s = 0; s < 4; s++) {
        let m = L[s] as number;
        while (m) {
          if (k === 0) return s * 13 + (31 - Math.clz32(m & -m));
          k--;
          m &= m - 1;
        }
      }
      return -1;
    }
  }
}

function benchRandomDeal(): object {
  const sim = makeSim();
  const rng = new Rng(12345);
  const pack = new Uint8Array(52);
  let dealNo = 0;
  return measure(
    'random-deal',
    1000,
    () => {
      for (let i = 0; i < 1000; i++) {
        dealNo++;
        sim.n = 4;
        sim.dealer = dealNo & 3;
        sim.later = (dealNo & 1) === 1;
        sim.hands.fill(0);
        sim.played.fill(0);
        sim.won.fill(0);
        sim.scores.fill(8);
        for (let k = 0; k < 52; k++) pack[k] = k;
        for (let k = 51; k > 0; k--) {
          const j = rng.below(k + 1);
          const t = pack[k] as number;
          pack[k] = pack[j] as number;
          pack[j] = t;
        }
        let p = 0;
        for (let r = 0; r < 3; r++) for (let s = 0; s < 4; s++) {
          const c = pack[p++] as number;
          const seat = (sim.dealer + 1 + s) % 4;
          sim.hands[seat * 4 + ((c / 13) | 0)] = (sim.hands[seat * 4 + ((c / 13) | 0)] as number) | (1 << c % 13);
        }
        const up = pack[12] as number;
        p = 13;
        for (let r = 0; r < 2; r++) for (let s = 0; s < 4; s++) {
          const c = pack[p++] as number;
          const seat = (sim.dealer + 1 + s) % 4;
          sim.hands[seat * 4 + ((c / 13) | 0)] = (sim.hands[seat * 4 + ((c / 13) | 0)] as number) | (1 << c % 13);
        }
        sim.hands[sim.dealer * 4 + ((up / 13) | 0)] = (sim.hands[sim.dealer * 4 + ((up / 13) | 0)] as number) | (1 << up % 13);
        sim.trump = (up / 13) | 0;
        sim.upcard = up;
        sim.talon.set(pack.subarray(21), 0);
        sim.talonPos = 0;
        sim.talonEnd = 31;
        sim.phase = PH_BID;
        sim.pos = 0;
        sim.turn = (sim.dealer + 1) % 4;
        sim.knocker = -1;
        sim.part = 0;
        sim.trickNo = 0;
        sim.trickLen = 0;
        sim.redeal = false;
        while (sim.phase !== PH_DONE) applyAction(sim, randomSimAction(sim, rng));
        sink += pointsOff(sim, 0);
      }
    },
    1500,
    '4 players, simulator: shuffle, deal, random knock/lurk, go-along/fold, buys and legal cards to the end of the deal',
  );
}

function randomGame(seed: number, rng: Rng): number {
  let s = must(newGame({ seed, players: (3 + (seed % 3)) as 3 | 4 | 5 }) as ReturnType<typeof apply>);
  let steps = 0;
  while (s.stage !== 'game-over' && steps < 100000) {
    const acts = legalActions(s);
    s = must(apply(s, acts[rng.below(acts.length)] as GameAction));
    steps++;
  }
  return steps;
}

function benchRandomGame(): object {
  const rng = new Rng(4242);
  let seed = 1;
  return measure('random-game', 1, () => {
    sink += randomGame(seed++, rng);
  }, 1500, 'one whole game (3-5 players) through apply() with random legal actions');
}

// ---------------------------------------------------------------------------------------------
// Bench deals

/** The pack of bench deal `i` (top first). */
export function benchPack(seed: number, i: number): Card[] {
  const gen = toGenerator(rngFromSeed(mixSeed(seed, i)));
  const idx = Array.from({ length: 52 }, (_, k) => k);
  shuffleInPlace(idx, gen);
  return idx.map((k) => PACK[k] as Card);
}

/** A fresh four-player state of bench deal `i`, dealt: every fourth deal a first deal, else deal 2 from scores 6-10. */
export function benchState(seed: number, i: number): GameState {
  const gen = toGenerator(rngFromSeed(mixSeed(seed, i, 77)));
  const first = i % 4 === 0;
  const scores = [0, 1, 2, 3].map(() => (first ? 10 : 6 + nextBelow(gen, 5)));
  const g = newGame({ seed: mixSeed(seed, i, 5), players: 4, firstDealer: i % 4, start: { scores, dealsPlayed: first ? 0 : 1 } });
  if (!g.ok) throw new Error(JSON.stringify(g.error));
  return must(apply(g.value, { type: 'deal', pack: benchPack(seed, i) }));
}

export type BenchPlayer = BotConfig | Coach;

/**
 * The coach's sample count in the `coach-vs-steady` line: fixed, so the line does not depend on the machine, and
 * about what the hint button reaches in its 60 ms on a slow, busy machine (measured 2026-11-28).
 */
export const COACH_SAMPLES = 160;

/**
 * The action of `p` for `seat`. The coach takes the hint's action (seeded by the decision, as the hint button is);
 * where the hint gives none (a decision it does not cover) it falls back to Steady's choice.
 */
function decide(s: GameState, seat: number, p: BenchPlayer): GameAction | null {
  if (p.level !== 'coach') return chooseAction(s, seat, p);
  return coachChoice(p.tally, hint(s, seat, { budgetMs: Infinity, maxSamples: p.maxSamples })?.action, () => chooseAction(s, seat, { level: 'steady' }));
}

/** Plays the bench deal to its end with one policy per seat; returns points off by seat (0 for all on a redeal). */
export function playBenchDeal(state: GameState, players: readonly BenchPlayer[]): number[] {
  let s = state;
  for (let k = 0; k < 200; k++) {
    const d = nextDecision(s);
    if (!('seat' in d)) break;
    const a = decide(s, d.seat, players[d.seat] as BenchPlayer);
    if (!a) throw new Error('no action');
    s = must(apply(s, a));
  }
  if (s.stage === 'awaiting-deal' || !s.lastDeal) return [0, 0, 0, 0];
  return [...s.lastDeal.pointsOff];
}

export const BENCH_STRONG: BotConfig = { level: 'strong', budgetMs: Infinity, maxSamples: 160, seed: 1 };

export function strengthLine(name: string, hero: BenchPlayer, other: BotConfig, deals: number, seed: number): object {
  const line = pairedStrength({
    name,
    game: 'norrlandsknack',
    deals,
    seats: 4,
    better: 'higher',
    play: (deal, heroSeat) => {
      const st = benchState(seed, deal);
      const players = [0, 1, 2, 3].map((s): BenchPlayer => (s === heroSeat ? hero : { ...other, seed: deal }));
      return playBenchDeal(st, players);
    },
  });
  return hero.level === 'coach' ? { ...line, ...coachFields(hero.maxSamples, hero.tally) } : line;
}

/** Mid-deal positions for the hint latency: bench deals advanced by Steady players a random number of steps. */
export function midDealPositions(count: number, seed = 3): { state: GameState; seat: number }[] {
  const out: { state: GameState; seat: number }[] = [];
  const gen = toGenerator(rngFromSeed(seed));
  for (let i = 0; out.length < count && i < count * 4; i++) {
    let s = benchState(seed, i);
    const stop = nextBelow(gen, 24);
    for (let k = 0; k < stop; k++) {
      const d = nextDecision(s);
      if (!('seat' in d)) break;
      const a = chooseAction(s, d.seat, { level: 'steady' });
      if (!a) break;
      s = must(apply(s, a));
    }
    const d = nextDecision(s);
    if ('seat' in d) out.push({ state: s, seat: d.seat });
  }
  return out;
}

export function benchHintLatency(count: number, budgetMs: number): object {
  const pos = midDealPositions(count);
  const run = (i: number): void => {
    const p = pos[i] as { state: GameState; seat: number };
    const h = hint(p.state, p.seat, { budgetMs, seed: i });
    sink += h ? h.samples : 0;
  };
  return { ...latency('hint-latency', pos.length, run, 10), budgetMs };
}

/** Every Norrlandsknack benchmark line. */
export function benchmarks(argv: readonly string[]): object[] {
  const want = onlyLines(argv);
  const rows: object[] = [];
  if (want('random-deal')) rows.push(benchRandomDeal());
  if (want('random-game')) rows.push(benchRandomGame());
  if (!argv.includes('--no-bots')) {
    const deals = Math.max(1, Math.floor(flag(argv, '--deals', 300)));
    const samples = Math.max(1, Math.floor(flag(argv, '--strong-samples', BENCH_STRONG.maxSamples ?? 160)));
    if (want('hint-latency')) rows.push(benchHintLatency(Math.max(1, Math.floor(flag(argv, '--hint-positions', 200))), flag(argv, '--hint-budget', 60)));
    if (want('steady-vs-random')) rows.push(strengthLine('steady-vs-random', { level: 'steady' }, { level: 'random' }, deals, 2));
    if (want('bot-strength')) rows.push(strengthLine('bot-strength', { ...BENCH_STRONG, maxSamples: samples }, { level: 'steady' }, deals, 1));
    if (want('coach-vs-steady')) rows.push(strengthLine('coach-vs-steady', { level: 'coach', tally: newCoachTally(), maxSamples: Math.max(1, Math.floor(flag(argv, '--coach-samples', COACH_SAMPLES))) }, { level: 'steady' }, deals, 1));
  }
  if (sink === 0.5) rows.push({ name: 'sink' });
  return rows;
}
