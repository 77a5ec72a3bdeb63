/**
 * Benchmarks of the bots, imported by `../bench.ts`:
 * - hint-latency: Strong hints at varied mid-deal positions (4 players, Steady play up to a random point);
 * - bot-strength: seeded first deals of 4 players; each deal played with Steady everywhere (baseline) and once per
 *   seat with one Strong player, scored in points per deal by finishing place (3-2-1-0), paired by seat;
 * - coach-vs-steady: bot-strength's deals with a player that always follows the learner's hint button (`hint`, a
 *   fixed sample count `samples` and no time limit, so the line does not depend on the machine's speed);
 * - steady-vs-random: the same with one Steady player among random players.
 * Every strength line says `beyondInterval`: whether the measured player beats the other by more than the 95% interval.
 */
import { packOf, type PCard } from '../engine/cards';
import { apply, newGame, nextDecision, type GameAction, type GameState } from '../engine/game';
import { rngFromSeed, shuffle } from '../../../shared/random/rng';
import { flag, latency, onlyLines, type LatencyRow } from '../../../shared/bench/measure';
import { coachChoice, coachFields, newCoachTally, pairedStrength, type CoachTally, type StrengthLine } from '../../../shared/bench/strength';
import { chooseAction, type BotOptions } from './bot';
import { hint } from './hint';

function must(r: ReturnType<typeof apply>): GameState {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

/** The pack of deal `i` of a series. */
export function benchPack(seed: number, i: number): PCard[] {
  const r = shuffle(packOf(0), rngFromSeed(seed * 100003 + i));
  if (!r.ok) throw new Error('shuffle');
  return r.value.value;
}

export function dealtState(pack: PCard[], dealer: number, players = 4, seed = 1): GameState {
  const g = newGame({ seed, players, firstDealer: dealer });
  if (!g.ok) throw new Error(JSON.stringify(g.error));
  return must(apply(g.value, { type: 'deal', pack }));
}

/** A player that always follows the learner's hint button, searching a fixed number of samples. */
export interface Coach {
  level: 'coach';
  maxSamples: number;
  /** Counts the coach's decisions and its fallbacks to Steady. */
  tally: CoachTally;
}

export type BenchPlayer = BotOptions | Coach;

/**
 * The coach's sample count in the `coach-vs-steady` line: fixed, so the line does not depend on the machine, and
 * about what the hint button reaches in its 60 ms on a slow, busy machine (measured 2026-11-28).
 */
export const COACH_SAMPLES = 300;

/**
 * The action of `p` for `seat`. The coach takes the hint's action (seeded by the decision, as the hint button is);
 * where the hint gives none (a decision it does not cover) it falls back to Steady's choice.
 */
function decide(s: GameState, seat: number, p: BenchPlayer, seed: number): GameAction | null {
  if (p.level !== 'coach') return chooseAction(s, seat, { ...p, seed: (p.seed ?? 0) + seed });
  return coachChoice(p.tally, hint(s, seat, { budgetMs: Infinity, maxSamples: p.maxSamples })?.action, () => chooseAction(s, seat, { level: 'steady', seed }));
}

/** Plays one deal with a bot per seat; returns the points by seat. */
export function playDeal(pack: PCard[], dealer: number, players: readonly BenchPlayer[], seed: number): number[] {
  let s = dealtState(pack, dealer, players.length, seed);
  let guard = 0;
  while (s.stage === 'playing' && guard++ < 5000) {
    const d = nextDecision(s);
    if (d.kind !== 'play') throw new Error(`unexpected decision ${d.kind}`);
    const a = decide(s, d.seat, players[d.seat] as BenchPlayer, seed);
    if (!a) throw new Error('no action');
    s = must(apply(s, a));
  }
  const rec = s.record[s.record.length - 1];
  if (!rec) throw new Error('deal not scored');
  return [...rec.points];
}

export const BENCH_STRONG: BotOptions = { level: 'strong', budgetMs: Infinity, maxSamples: 100, seed: 1 };

function strength(name: string, hero: BenchPlayer, other: BotOptions, deals: number, seed: number): StrengthLine {
  const line = pairedStrength({
    name,
    game: 'president',
    deals,
    seats: 4,
    better: 'higher',
    play: (deal, h) => {
      const players = [0, 1, 2, 3].map((s): BenchPlayer => (s === h ? hero : other));
      return playDeal(benchPack(seed, deal), deal % 4, players, seed * 7919 + deal);
    },
  });
  return hero.level === 'coach' ? { ...line, ...coachFields(hero.maxSamples, hero.tally) } : line;
}

export function benchBotStrength(deals = 300, strong: BotOptions = BENCH_STRONG): StrengthLine {
  return strength('bot-strength', strong, { level: 'steady' }, deals, 1);
}

/** The learner's coach (the hint, `samples` per decision, no time limit) against three Steady players, on bot-strength's deals. */
export function benchCoachVsSteady(deals = 300, samples = COACH_SAMPLES): StrengthLine {
  return strength('coach-vs-steady', { level: 'coach', maxSamples: samples, tally: newCoachTally() }, { level: 'steady' }, deals, 1);
}

export function benchSteadyVsRandom(deals = 300): StrengthLine {
  return strength('steady-vs-random', { level: 'steady' }, { level: 'random' }, deals, 2);
}

/** Mid-deal positions: seeded deals played by Steady players for a random number of actions. */
export function midDealPositions(count: number, seed = 3): { state: GameState; seat: number }[] {
  const out: { state: GameState; seat: number }[] = [];
  for (let i = 0; out.length < count && i < count * 3; i++) {
    let s = dealtState(benchPack(seed, i), i % 4, 4, seed + i);
    const stop = (i * 7919) % 40;
    for (let k = 0; k < stop && s.stage === 'playing'; k++) {
      const d = nextDecision(s);
      if (d.kind !== 'play') break;
      const a = chooseAction(s, d.seat, { level: 'steady' });
      if (!a) break;
      s = must(apply(s, a));
    }
    const d = nextDecision(s);
    if (d.kind === 'play') out.push({ state: s, seat: d.seat });
  }
  return out;
}

export function benchHintLatency(count = 200, budgetMs = 60): LatencyRow & { budgetMs: number } {
  const pos = midDealPositions(count);
  const run = (i: number): void => {
    const p = pos[i] as { state: GameState; seat: number };
    hint(p.state, p.seat, { budgetMs, seed: i });
  };
  return { ...latency('hint-latency', pos.length, run, 10), budgetMs };
}

/**
 * The bot lines. Flags: `--deals N` (strength runs, default 300), `--hint-positions N` (default 200),
 * `--hint-budget MS` (default 60), `--strong-samples N` (Strong's sample cap in the strength run, default 100),
 * `--coach-samples N` (the coach's samples per decision, default COACH_SAMPLES), `--no-bots`, `--only NAME[,NAME]`.
 */
export function botBenchmarks(argv: readonly string[] = []): object[] {
  if (argv.includes('--no-bots')) return [];
  const deals = Math.max(1, Math.floor(flag(argv, '--deals', 300)));
  const want = onlyLines(argv);
  const rows: object[] = [];
  if (want('hint-latency')) rows.push(benchHintLatency(Math.max(1, Math.floor(flag(argv, '--hint-positions', 200))), flag(argv, '--hint-budget', 60)));
  if (want('bot-strength')) rows.push(benchBotStrength(deals, { ...BENCH_STRONG, maxSamples: Math.max(1, Math.floor(flag(argv, '--strong-samples', BENCH_STRONG.maxSamples ?? 100))) }));
  if (want('coach-vs-steady')) rows.push(benchCoachVsSteady(deals, Math.max(1, Math.floor(flag(argv, '--coach-samples', COACH_SAMPLES)))));
  if (want('steady-vs-random')) rows.push(benchSteadyVsRandom(deals));
  return rows;
}
