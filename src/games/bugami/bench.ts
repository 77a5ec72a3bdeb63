/**
 * Bugami's benchmarks, run by `npm run bench -- [--json] --game bugami [flags]` (see scripts/bench.ts).
 *
 * - random-deal: seeded shuffle, 4-player deal, random bids, 13 tricks of uniformly random legal cards and the
 *   deal's scores, on the simulator's hot path (one core).
 * - hint-latency: Strong hints at varied mid-deal positions (Steady play up to a random point), p50/p95.
 * - bot-strength: seeded 4-player deals, each replayed with one Strong player in every seat against Steady
 *   players and once with Steady everywhere (`pairedStrength`); x, y = points per deal of the measured seat.
 *   Fixed sample caps and an infinite time budget, so the line is reproducible.
 * - coach-vs-steady: the same deals with a player that always follows the learner's hint button (`hint`, fixed
 *   sample counts `samples` and `bidSamples`, no time limit, so the line does not depend on the machine's speed)
 *   against Steady players.
 * - steady-vs-random: the same with Steady against random players.
 * Every strength line says `beyondInterval`: whether the measured player beats the other by more than the 95% interval.
 *
 * Flags: --deals N (default 300), --players N (default 4), --hint-positions N (default 200), --hint-budget MS
 * (default 60), --strong-samples N (card search cap, default 48), --bid-samples N (default 96), --coach-samples N
 * (the coach's card samples, default COACH_SAMPLES), --coach-bid-samples N (the coach's bid samples, default
 * COACH_BID_SAMPLES), --no-bots, --only NAME[,NAME].
 */
import { flag, latency, measure, onlyLines, r3 } from '../../shared/bench/measure';
import { coachChoice, coachFields, newCoachTally, pairedStrength, type CoachTally, type Coach as BenchCoach } from '../../shared/bench/strength';
import { rngFromSeed, shuffle, shuffleInPlace, toGenerator } from '../../shared/random/rng';
import { packOf, type GameCard } from './engine/cards';
import { apply, newGame, nextDecision, type GameAction, type GameState } from './engine/game';
import type { Seat } from './engine/types';
import { chooseAction, type BotConfig } from './bots/bot';
import { hint } from './bots/hint';
import { FastRng, dealCodes, makeSim, scoreSim, setUnits, simRules } from './bots/sim';
import { randomPlayout } from './bots/steady';
import { DEFAULT_RULES } from './engine/rules';

let sink = 0;

function must(r: ReturnType<typeof apply>): GameState {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

export function benchRandomDeal(players = 4): object {
  const gen = toGenerator(rngFromSeed(12345));
  const rng = new FastRng(7);
  const sim = makeSim();
  const pack = new Int32Array(52);
  for (let i = 0; i < 52; i++) pack[i] = i;
  const hs = Math.floor(52 / players);
  const rules = simRules(DEFAULT_RULES);
  const out = new Float64Array(8);
  const row = measure(
    'random-deal',
    1000,
    () => {
      for (let i = 0; i < 1000; i++) {
        shuffleInPlace(pack, gen);
        dealCodes(sim, pack, players, hs, 0, rules);
        for (let s = 0; s < players; s++) sim.bid[s] = rng.below(5);
        setUnits(sim);
        randomPlayout(sim, rng);
        scoreSim(sim, out);
        sink += out[0] as number;
      }
    },
    1500,
    `${players} players: shuffle, deal, random bids, ${hs} random legal tricks, remainder, scores`,
  );
  return row;
}

/** The pack of deal `i` of a benchmark series. */
export function benchPack(seed: number, i: number): GameCard[] {
  const r = shuffle(packOf(0), rngFromSeed(seed * 100003 + i));
  if (!r.ok) throw new Error('shuffle');
  return r.value.value;
}

/** The coach also searches a fixed number of samples for its bid. */
export interface Coach extends BenchCoach {
  bidSamples: number;
}

type Player = BotConfig | Coach;

/**
 * The coach's card samples in the `coach-vs-steady` line: fixed, so the line does not depend on the machine, and
 * about what the hint button reaches in its 60 ms on a slow, busy machine (measured 2026-11-28).
 */
export const COACH_SAMPLES = 200;
/** The coach's sampled deals per bid (the hint's own default). */
export const COACH_BID_SAMPLES = 120;

/**
 * The action of `p` for `seat`. The coach takes the hint's action (seeded by the decision, as the hint button is);
 * where the hint gives none (a decision it does not cover) it falls back to Steady's choice.
 */
function decide(s: GameState, seat: Seat, p: Player): GameAction | null {
  if (p.level !== 'coach') return chooseAction(s, seat, p);
  return coachChoice(p.tally, hint(s, seat, { budgetMs: Infinity, maxSamples: p.maxSamples, bidSamples: p.bidSamples })?.action, () => chooseAction(s, seat, { level: 'steady' }));
}

/** Plays deal `i` (bids and cards) with the given players by seat; returns the deal's scores by seat. */
export function playDeal(pack: GameCard[], players: readonly Player[], seed: number): number[] {
  const n = players.length;
  const g = newGame({ seed, players: n, firstDealer: n - 1 });
  if (!g.ok) throw new Error(JSON.stringify(g.error));
  let s = must(apply(g.value, { type: 'deal', pack }));
  for (;;) {
    const d = nextDecision(s);
    if (d.kind === 'bid') {
      const seat = d.waitingFor[0] as Seat;
      const a = decide(s, seat, players[seat] as Player);
      if (!a) throw new Error('no bid');
      s = must(apply(s, a));
    } else if (d.kind === 'play') {
      const a = decide(s, d.seat, players[d.seat] as Player);
      if (!a) throw new Error('no card');
      s = must(apply(s, a));
    } else break;
  }
  const row = s.record[s.record.length - 1];
  if (!row) throw new Error('no score');
  return row.scores;
}

export function strength(name: string, hero: Player, other: BotConfig, deals: number, players: number, seed: number): object {
  return pairedStrength({
    name,
    game: 'bugami',
    deals,
    seats: players,
    better: 'higher',
    play: (deal, h) => {
      const pack = benchPack(seed, deal);
      const ps: Player[] = Array.from({ length: players }, () => other);
      if (h >= 0) ps[h] = { ...hero, seed: (hero.seed ?? 0) + deal * 8 + h };
      return playDeal(pack, ps, seed * 7919 + deal);
    },
  });
}

/** Mid-deal positions: seeded deals played by Steady players up to a random card. */
export function midDealPositions(count: number, players = 4, seed = 3): { state: GameState; seat: Seat }[] {
  const out: { state: GameState; seat: Seat }[] = [];
  const rng = new FastRng(seed);
  const steady: Player = { level: 'steady' };
  for (let i = 0; out.length < count && i < count * 3; i++) {
    const g = newGame({ seed: seed + i, players, firstDealer: i % players });
    if (!g.ok) break;
    let s = must(apply(g.value, { type: 'deal', pack: benchPack(seed, i) }));
    const stop = rng.below(Math.floor(52 / players) * players - 2);
    let played = 0;
    for (;;) {
      const d = nextDecision(s);
      if (d.kind === 'bid') s = must(apply(s, chooseAction(s, d.waitingFor[0] as Seat, steady)));
      else if (d.kind === 'play') {
        if (played >= stop && d.legal.length > 1) {
          out.push({ state: s, seat: d.seat });
          break;
        }
        s = must(apply(s, chooseAction(s, d.seat, steady)));
        played++;
      } else break;
    }
  }
  return out;
}

export function benchHintLatency(count: number, budgetMs: number, players: number): object {
  const pos = midDealPositions(count, players);
  const run = (i: number): void => {
    const p = pos[i] as { state: GameState; seat: Seat };
    const h = hint(p.state, p.seat, { budgetMs, seed: i });
    sink += h ? h.samples : 0;
  };
  return { ...latency('hint-latency', pos.length, run, 10), budgetMs, players };
}

export function benchmarks(argv: readonly string[] = []): object[] {
  const players = Math.min(7, Math.max(3, Math.floor(flag(argv, '--players', 4))));
  const want = onlyLines(argv);
  const rows: object[] = [];
  if (want('random-deal')) rows.push(benchRandomDeal(players));
  if (argv.includes('--no-bots')) return rows;
  const deals = Math.max(1, Math.floor(flag(argv, '--deals', 300)));
  const strong: BotConfig = {
    level: 'strong',
    budgetMs: Infinity,
    maxSamples: Math.max(1, Math.floor(flag(argv, '--strong-samples', 48))),
    bidSamples: Math.max(1, Math.floor(flag(argv, '--bid-samples', 96))),
    seed: 1,
  };
  if (want('hint-latency')) rows.push(benchHintLatency(Math.max(1, Math.floor(flag(argv, '--hint-positions', 200))), flag(argv, '--hint-budget', 60), players));
  if (want('steady-vs-random')) rows.push(strength('steady-vs-random', { level: 'steady' }, { level: 'random' }, deals, players, 2));
  if (want('bot-strength')) {
    const bs = strength('bot-strength', strong, { level: 'steady' }, deals, players, 1);
    rows.push({ ...bs, strongSamples: strong.maxSamples ?? 0, bidSamples: strong.bidSamples ?? 0, sink: r3(sink % 1) });
  }
  if (want('coach-vs-steady')) {
    const coach: Coach = { level: 'coach', tally: newCoachTally(), maxSamples: Math.max(1, Math.floor(flag(argv, '--coach-samples', COACH_SAMPLES))), bidSamples: Math.max(1, Math.floor(flag(argv, '--coach-bid-samples', COACH_BID_SAMPLES))) };
    rows.push({ ...strength('coach-vs-steady', coach, { level: 'steady' }, deals, players, 1), ...coachFields(coach.maxSamples, coach.tally), bidSamples: coach.bidSamples });
  }
  return rows;
}
