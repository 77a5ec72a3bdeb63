/**
 * Hindersche's benchmarks, run by `npm run bench -- [--json] [--game hindersche]` (see scripts/bench.ts).
 *
 * - random-deal: seeded shuffle, 4-player deal, nine tricks of uniformly random legal cards, points/tricks and the
 *   march, all on the index-level hot path.
 * - legal-plays: legal-card masks for random mid-deal positions (index level), plus the string-level API for comparison.
 * - random-game: a whole game (phase 1, playoffs, Butzen, to a loser) through the public `apply` API with random
 *   legal actions.
 * - replay, position:*, scoring positions: see below.
 * - hint-latency, steady-vs-random, bot-strength, coach-vs-steady: see bots/bench.ts.
 * `--only NAME[,NAME]` runs just these lines.
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { PACK, cardAt } from './engine/cards';
import { apply, applyAll, legalActions, newGame, type GameAction, type GameState } from './engine/game';
import { makeGame, parseGame } from './engine/notation';
import { DEFAULT_RULES } from './engine/rules';
import { legalPlays, legalSlotMask, makeSimScratch, marcherSlot, simulateRandomDeal } from './engine/play';
import { shuffleInPlace } from './engine/rng';
import { botBenchmarks } from './bots/bench';
import { latency, measure, onlyLines, type RateRow } from '../../shared/bench/measure';
import { FOLLOW_TARGETS, followPosition } from './positions/follow';
import { pointsQuestion } from './positions/points';
import { benchScoringPositions } from './positions/bench';

type Row = RateRow;

let sink = 0;

function benchRandomDeal(): Row {
  const gen = xoroshiro128plus(12345);
  const s = makeSimScratch();
  return measure('random-deal', 1000, () => {
    for (let i = 0; i < 1000; i++) {
      simulateRandomDeal(gen, 4, false, false, s);
      sink += marcherSlot(s.points, s.tricks, 4, false) + (s.points[0] as number);
    }
  }, 1500, '4 players: shuffle, deal, 9 random legal tricks, points/tricks, march');
}

/** Random mid-deal positions: a hand of 1-9 cards and a trick of 0-3 cards, prepared up front. */
function positions(count: number): { hands: Uint8Array; lens: Uint8Array; leads: Int8Array; trumps: Uint8Array } {
  const gen = xoroshiro128plus(777);
  const hands = new Uint8Array(count * 9);
  const lens = new Uint8Array(count);
  const leads = new Int8Array(count);
  const trumps = new Uint8Array(count);
  const pack = new Uint8Array(36);
  for (let p = 0; p < count; p++) {
    for (let i = 0; i < 36; i++) pack[i] = i;
    shuffleInPlace(pack, gen);
    const len = uniformInt(gen, 1, 9);
    for (let i = 0; i < len; i++) hands[p * 9 + i] = pack[i] as number;
    lens[p] = len;
    leads[p] = uniformInt(gen, 0, 3) === 0 ? -1 : (pack[20] as number);
    trumps[p] = uniformInt(gen, 0, 3);
  }
  return { hands, lens, leads, trumps };
}

function benchLegalPlays(): Row[] {
  const N = 4096;
  const pos = positions(N);
  const fast = measure('legal-plays', N, () => {
    for (let p = 0; p < N; p++) sink += legalSlotMask(pos.hands, p * 9, pos.lens[p] as number, pos.leads[p] as number, pos.trumps[p] as number, false);
  }, 1000, 'index level: legal-card mask for a random mid-deal position');
  const cardsOf = (p: number) => Array.from(pos.hands.subarray(p * 9, p * 9 + (pos.lens[p] as number)), cardAt);
  const strHands = Array.from({ length: N }, (_, p) => cardsOf(p));
  const strTricks = Array.from({ length: N }, (_, p) => ((pos.leads[p] as number) < 0 ? [] : [cardAt(pos.leads[p] as number)]));
  const suits = ['S', 'H', 'D', 'C'] as const;
  const api = measure('legal-plays-api', N, () => {
    for (let p = 0; p < N; p++) {
      const r = legalPlays(strHands[p] ?? [], strTricks[p] ?? [], suits[pos.trumps[p] as number] ?? 'S');
      if (r.ok) sink += r.value.length;
    }
  }, 1000, 'string level: legalPlays with reasons');
  return [fast, api];
}

function randomGame(seed: number, gen: ReturnType<typeof xoroshiro128plus>): number {
  const g = newGame({ seed, firstDealer: (seed & 3) as 0 | 1 | 2 | 3, rules: { VP22: 1 } });
  if (!g.ok) throw new Error('newGame failed');
  let s: GameState = g.value;
  let steps = 0;
  while (s.stage !== 'rubber-over') {
    const acts = legalActions(s).filter((a) => a.type !== 'huebscher');
    const a = acts[uniformInt(gen, 0, acts.length - 1)] as GameAction;
    const r = apply(s, a);
    if (!r.ok) throw new Error(`apply failed: ${JSON.stringify(r.error)}`);
    s = r.value;
    steps++;
  }
  return steps;
}

function benchRandomGame(): Row {
  const gen = xoroshiro128plus(4242);
  let seed = 1;
  return measure('random-game', 1, () => {
    sink += randomGame(seed++, gen);
  }, 2000, 'one whole game through apply() with random legal actions');
}

/** A whole rubber of `games` games played with the first legal action each time (a long saved game). */
function longRubber(games: number): string {
  const g = newGame({ seed: 99, firstDealer: 0, rules: { ...DEFAULT_RULES, VP22: games } });
  if (!g.ok) return '';
  let s = g.value;
  const actions: GameAction[] = [];
  while (s.stage !== 'rubber-over' && actions.length < 100_000) {
    const a = legalActions(s)[0];
    if (!a) break;
    actions.push(a);
    const r = applyAll(s, [a]);
    if (!r.ok) break;
    s = r.value;
  }
  return makeGame(s);
}

/**
 * replay: loading a saved game replays every action, so its cost must grow linearly with the game's length. Two
 * rubbers, of 8 and of 99 games; `usPerAction` should be about the same for both.
 */
function benchReplay(): object[] {
  return [8, 99].map((games) => {
    const text = longRubber(games);
    const parsed = parseGame(text);
    const actions = parsed.ok ? parsed.value.actions.length : 0;
    const row = measure(`replay-${games}`, 1, () => {
      const r = parseGame(text);
      sink += r.ok ? r.value.log.length : 0;
    }, 1500, `parse and replay a saved rubber of ${games} games`);
    return { name: 'replay', games, actions, usPerAction: Math.round((1e6 * row.seconds) / row.ops / Math.max(1, actions) * 100) / 100, replaysPerSecond: row.opsPerSecond };
  });
}

/**
 * Drill positions made on demand: one follow-or-trump position per target (a rare case asked for) and one
 * point-counter question per level, each from a fresh seed. A learner waits for these, so p95 should stay in
 * single-digit milliseconds.
 */
function benchDrillPositions(): object[] {
  const rows: object[] = FOLLOW_TARGETS.map((target) => latency(`position:follow:${target}`, 400, (i) => void (sink += followPosition(5000 + i, { target }).hand.length)));
  for (const level of [1, 2, 3]) rows.push(latency(`position:points:level-${level}`, 300, (i) => void (sink += pointsQuestion(1000 + i, level, DEFAULT_RULES).tricks.length)));
  return rows;
}

/** Every Hindersche benchmark line (flags: see `botBenchmarks`). */
export function benchmarks(argv: readonly string[]): object[] {
  const want = onlyLines(argv);
  const rows: object[] = [];
  if (want('random-deal')) rows.push(benchRandomDeal());
  if (want('legal-plays')) rows.push(...benchLegalPlays());
  if (want('random-game')) rows.push(benchRandomGame());
  if (want('replay')) rows.push(...benchReplay());
  if (want('positions')) rows.push(...benchDrillPositions(), ...benchScoringPositions());
  rows.push(...botBenchmarks(argv));
  if (sink === 0.5) rows.push({ name: 'sink', value: PACK.length }); // keep the results observable so nothing is optimised away
  return rows;
}
