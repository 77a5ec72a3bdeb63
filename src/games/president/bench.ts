/**
 * President's benchmarks, run by `npm run bench -- [--json] --game president [flags]` (see scripts/bench.ts).
 *
 * - random-deal: shuffle, deal (4 players) and uniformly random legal play to the end of the deal, on the bots'
 *   rank-count simulator (one core).
 * - random-deal-api: the same through the engine's public API (`legalActions` + `apply`), for comparison.
 * - hint-latency, bot-strength, coach-vs-steady, steady-vs-random: see bots/bench.ts.
 * `--only NAME[,NAME]` runs just these lines.
 */
import { measure, onlyLines, type RateRow } from '../../shared/bench/measure';
import { FastRng } from '../../shared/search/rng';
import { apply, legalActions, newGame, type GameAction, type GameState } from './engine/game';
import { botBenchmarks } from './bots/bench';
import { addCard, applyCode, genPlays, makeSim, mayPass, simPoints, type Sim } from './bots/sim';

let sink = 0;

/** One random deal on the simulator: shuffle, deal, random legal plays until one player is left. */
export function simulateRandomDeal(sim: Sim, rng: FastRng, deck: Int8Array, buf: Int32Array, players = 4): number {
  sim.n = players;
  sim.cnt.fill(0);
  sim.jk.fill(0);
  sim.jkHi.fill(0);
  sim.size.fill(0);
  sim.place.fill(-1);
  sim.played.fill(0);
  sim.outCount = 0;
  sim.alive = players;
  sim.lastPos = -1;
  sim.passed = 0;
  for (let i = deck.length - 1; i > 0; i--) {
    const j = rng.below(i + 1);
    const t = deck[i] as number;
    deck[i] = deck[j] as number;
    deck[j] = t;
  }
  for (let i = 0; i < deck.length; i++) addCard(sim, i % players, deck[i] as number);
  sim.turn = 0;
  let steps = 0;
  while (sim.turn >= 0) {
    const k = genPlays(sim, sim.turn, buf);
    const total = k + (mayPass(sim, k) ? 1 : 0);
    const i = rng.below(total);
    applyCode(sim, i < k ? (buf[i] as number) : 0);
    steps++;
  }
  return steps + simPoints(sim, 0);
}

function benchRandomDeal(): RateRow {
  const sim = makeSim(6);
  const rng = new FastRng(12345);
  const deck = Int8Array.from({ length: 52 }, (_, i) => i % 13);
  const buf = new Int32Array(512);
  return measure('random-deal', 100, () => {
    for (let i = 0; i < 100; i++) sink += simulateRandomDeal(sim, rng, deck, buf);
  }, 1500, '4 players: shuffle, deal, uniformly random legal plays and passes to the end of the deal (rank-count simulator)');
}

function benchRandomDealApi(): RateRow {
  const rng = new FastRng(777);
  let seed = 1;
  return measure('random-deal-api', 1, () => {
    const g = newGame({ seed: seed++, players: 4 });
    if (!g.ok) throw new Error('newGame');
    let s: GameState = g.value;
    const first = apply(s, { type: 'deal' });
    if (!first.ok) throw new Error('deal');
    s = first.value;
    while (s.stage === 'playing') {
      const acts = legalActions(s, { distinct: true });
      const r = apply(s, acts[rng.below(acts.length)] as GameAction);
      if (!r.ok) throw new Error('apply');
      s = r.value;
    }
    sink += s.totals[0] as number;
  }, 1500, '4 players through the public API: deal, then random distinct legal actions (legalActions + apply) to the end of the deal');
}

/** Every President benchmark line (flags: see bots/bench.ts; `--no-speed` skips the two random-deal lines). */
export function benchmarks(argv: readonly string[]): object[] {
  const rows: object[] = [];
  const want = onlyLines(argv);
  if (!argv.includes('--no-speed')) {
    if (want('random-deal')) rows.push(benchRandomDeal());
    if (want('random-deal-api')) rows.push(benchRandomDealApi());
  }
  rows.push(...botBenchmarks(argv));
  if (sink === 0.5) rows.push({ name: 'sink' });
  return rows;
}
