/**
 * Handjass's benchmarks, run by `npm run bench -- [--json] --game handjass` (see scripts/bench.ts).
 *
 * - random-deal: seeded shuffle, 4-player deal, random legal play of the nine tricks, Weis, Stöck, strokes (index
 *   level, one core).
 * - hint-latency: Strong hints at mid-deal positions of seeded 4-player deals (p50, p95).
 * - bot-strength: one Strong player against three Steady players, every seeded 4-player deal replayed with the
 *   Strong player in each seat (`pairedStrength`); the result is the seat's net strokes in the deal (strokes minus
 *   potatoes), so higher is better.
 * - coach-vs-steady: the same deals with a player that always follows the learner's hint button (`hint`, a fixed
 *   sample count and no time limit, so the line does not depend on the machine's speed) against three Steady players;
 *   `samples` is the coach's sample count.
 * - steady-vs-random: the same with Steady against random players.
 * Every strength line says `beyondInterval`: whether the measured player beats the other by more than the 95% interval.
 * Flags: --deals N (strength deals, default 300), --strong-samples N (default 100), --coach-samples N (default
 * COACH_SAMPLES), --hint-positions N (default 150), --hint-budget MS (default 60), --no-bots, --only NAME[,NAME].
 */
import type { Card } from '../../shared/cards/model';
import { flag, latency, measure, onlyLines } from '../../shared/bench/measure';
import { coachChoice, coachFields, newCoachTally, pairedStrength, type CoachTally, type Coach } from '../../shared/bench/strength';
import { rngFromSeed, shuffleInPlace, toGenerator, nextBelow } from '../../shared/random/rng';
import { PACK } from './engine/cards';
import { makeDealScratch, simulateRandomDeal } from './engine/fast';
import { apply, newGame, nextDecision, type GameAction, type GameState } from './engine/game';
import { chooseAction, tableAction, type BotConfig } from './bots/bot';
import { hint } from './bots/hint';

let sink = 0;

function benchRandomDeal(): object {
  const gen = toGenerator(rngFromSeed(12345));
  const sc = makeDealScratch();
  const shuffle = (a: Uint8Array, g: typeof gen): void => shuffleInPlace(a, g);
  return measure('random-deal', 1000, () => {
    for (let i = 0; i < 1000; i++) sink += simulateRandomDeal(gen, sc, shuffle);
  }, 1500, '4 players: shuffle, deal, 9 random legal tricks, Weis, Stöck, strokes');
}

/** The pack of benchmark deal `i`. */
export function benchPack(seed: number, i: number): Card[] {
  const gen = toGenerator(rngFromSeed(seed * 100003 + i));
  const idx = Uint8Array.from({ length: 36 }, (_, k) => k);
  shuffleInPlace(idx, gen);
  return Array.from(idx, (c) => PACK[c] as Card);
}

function must(r: ReturnType<typeof apply>): GameState {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

/** A fresh 4-player game with deal `i`'s pack dealt. */
export function dealtState(seed: number, i: number): GameState {
  const g = newGame({ seed: seed * 7919 + i, players: 4, firstDealer: i % 4 });
  if (!g.ok) throw new Error(JSON.stringify(g.error));
  return must(apply(g.value, { type: 'deal', pack: benchPack(seed, i) }));
}

export type BenchPlayer = BotConfig | Coach;

/**
 * The coach's sample count in the `coach-vs-steady` line: fixed, so the line does not depend on the machine, and
 * about what the hint button reaches in its 60 ms on a slow, busy machine (measured 2026-11-28).
 */
export const COACH_SAMPLES = 200;

/**
 * The action of `p` for `seat`. The coach takes the hint's action (seeded by the decision, as the hint button is);
 * where the hint gives none (a decision it does not cover) it falls back to Steady's choice.
 */
function decide(s: GameState, seat: number, p: BenchPlayer): GameAction | null {
  if (p.level !== 'coach') return chooseAction(s, seat, p);
  return coachChoice(p.tally, hint(s, seat, { budgetMs: Infinity, maxSamples: p.maxSamples })?.action, () => chooseAction(s, seat, { level: 'steady' }));
}

/** Plays deal `i` with `players[seat]` and returns each seat's net strokes of the deal. */
export function playBenchDeal(seed: number, i: number, players: readonly BenchPlayer[]): number[] {
  let s = dealtState(seed, i);
  while (s.stage !== 'scored' && s.stage !== 'game-over') {
    const d = nextDecision(s);
    let a = tableAction(s);
    if (!a && 'seat' in d) a = decide(s, d.seat, players[d.seat] as BenchPlayer);
    if (!a) throw new Error(`no action at ${d.kind}`);
    s = must(apply(s, a));
  }
  const out = [0, 0, 0, 0];
  for (const r of s.lastScore?.seats ?? []) out[r.seat] = r.strokes - r.potatoes;
  return out;
}

export function strength(name: string, hero: BenchPlayer, other: BotConfig, deals: number, seed: number): object {
  const line = pairedStrength({
    name,
    game: 'handjass',
    deals,
    seats: 4,
    better: 'higher',
    play: (deal, heroSeat) => {
      const players: BenchPlayer[] = [0, 1, 2, 3].map((s) => (s === heroSeat ? { ...hero, seed: (hero.seed ?? 0) + deal * 4 + s } : { ...other, seed: deal * 4 + s + 77 }));
      return playBenchDeal(seed, deal, players);
    },
  });
  return hero.level === 'coach' ? { ...line, ...coachFields(hero.maxSamples, hero.tally) } : line;
}

/** Mid-deal positions: seeded deals played by Steady players for a random number of decisions. */
export function midDealPositions(count: number, seed = 3): { state: GameState; seat: number }[] {
  const out: { state: GameState; seat: number }[] = [];
  const gen = toGenerator(rngFromSeed(seed));
  for (let i = 0; out.length < count && i < count * 4; i++) {
    let s = dealtState(seed, i);
    const stop = nextBelow(gen, 30);
    let plays = 0;
    for (let k = 0; k < 80; k++) {
      const d = nextDecision(s);
      if (d.kind === 'play' && plays >= stop) break;
      const a = tableAction(s) ?? ('seat' in d ? chooseAction(s, d.seat, { level: 'steady' }) : null);
      if (!a) break;
      if (a.type === 'play') plays++;
      s = must(apply(s, a));
    }
    const d = nextDecision(s);
    if (d.kind === 'play' && d.legal.length > 1) out.push({ state: s, seat: d.seat });
  }
  return out;
}

function benchHint(count: number, budgetMs: number): object {
  const pos = midDealPositions(count);
  const row = latency('hint-latency', pos.length, (i) => {
    const p = pos[i] as { state: GameState; seat: number };
    const h = hint(p.state, p.seat, { budgetMs, seed: i });
    if (h) sink += h.samples;
  }, 10);
  return { ...row, budgetMs };
}

export function benchmarks(argv: readonly string[]): object[] {
  const want = onlyLines(argv);
  const rows: object[] = [];
  if (want('random-deal')) rows.push(benchRandomDeal());
  if (!argv.includes('--no-bots')) {
    const deals = Math.max(1, Math.floor(flag(argv, '--deals', 300)));
    const samples = Math.max(1, Math.floor(flag(argv, '--strong-samples', 100)));
    const coach = Math.max(1, Math.floor(flag(argv, '--coach-samples', COACH_SAMPLES)));
    if (want('hint-latency')) rows.push(benchHint(Math.max(1, Math.floor(flag(argv, '--hint-positions', 150))), flag(argv, '--hint-budget', 60)));
    if (want('steady-vs-random')) rows.push(strength('steady-vs-random', { level: 'steady' }, { level: 'random' }, deals, 2));
    if (want('bot-strength')) rows.push(strength('bot-strength', { level: 'strong', budgetMs: Infinity, maxSamples: samples, seed: 1 }, { level: 'steady' }, deals, 1));
    if (want('coach-vs-steady')) rows.push(strength('coach-vs-steady', { level: 'coach', maxSamples: coach, tally: newCoachTally() }, { level: 'steady' }, deals, 1));
  }
  if (sink === 0.5) rows.push({ name: 'sink' });
  return rows;
}
