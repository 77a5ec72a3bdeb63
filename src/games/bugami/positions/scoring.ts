/**
 * Deal results for the division calculator. Levels 1 and 2 come from real deals (the engine's own score sheet row):
 * level 1 asks about a player who named a suit and took tricks (the division, or 20 a trick when clean); level 2
 * about anyone, preferring Null bidders and players without a trick. Level 3 brings the rare cases on demand: one
 * player (or, with Zwangshochzeit, one partnership) takes every trick.
 */
import { nextSeed } from '../../../shared/quiz/seeds';
import { dealLayout } from '../engine/cards';
import type { Rules } from '../engine/rules';
import { BIDS, type Bid, type Seat } from '../engine/types';
import { playDeal } from './deal';
import { below, genFromSeed, pick } from './random';

export interface ScoringQuestion {
  level: number;
  players: number;
  rules: Rules;
  /** The asked seat. */
  seat: Seat;
  bids: Bid[];
  tricks: number[];
  /** Bad cards by seat, the undealt cards included for whoever took the last trick. */
  bad: number[];
  totalTricks: number;
  /** The seed of the real deal behind levels 1-2, null for level 3. */
  dealSeed: number | null;
}

function fromDeal(gen: ReturnType<typeof genFromSeed>, seed: number, level: number, rules: Rules): ScoringQuestion | null {
  const players = pick(gen, [3, 4, 4, 5, 6, 7]);
  const p = playDeal(seed, players, rules);
  const row = p.final.record[p.final.record.length - 1]!;
  const seats = Array.from({ length: players }, (_, s) => s);
  const suitWithTricks = seats.filter((s) => row.bids[s] !== 'NULL' && (row.tricks[s] as number) > 0);
  const special = seats.filter((s) => row.bids[s] === 'NULL' || row.tricks[s] === 0);
  let pool = level === 1 ? suitWithTricks : special.length > 0 && below(gen, 3) > 0 ? special : seats;
  // Level 1 prefers a real division (bad cards taken) three times in four.
  if (level === 1 && below(gen, 4) > 0) {
    const divided = pool.filter((s) => (row.bad[s] as number) > 0);
    if (divided.length > 0) pool = divided;
  }
  if (pool.length === 0 || row.allTricks) return null;
  return {
    level,
    players,
    rules,
    seat: pick(gen, pool),
    bids: [...row.bids],
    tricks: [...row.tricks],
    bad: [...row.bad],
    totalTricks: row.tricks.reduce((a, b) => a + b, 0),
    dealSeed: seed,
  };
}

function sweep(gen: ReturnType<typeof genFromSeed>, rules: Rules): ScoringQuestion {
  const players = pick(gen, [3, 4, 5, 6, 7]);
  const layout = dealLayout(players, rules.jokers);
  const hs = layout.ok ? layout.value.handSize : 13;
  const rem = layout.ok ? layout.value.remainder : 0;
  const bids: Bid[] = Array.from({ length: players }, () => pick(gen, BIDS));
  const taker = below(gen, players);
  // One case in four: the sweeper bid Null (the failed-Null override).
  if (below(gen, 4) === 0) bids[taker] = 'NULL';
  else if (bids[taker] === 'NULL') bids[taker] = pick(gen, ['S', 'H', 'D', 'C'] as const);
  // Often give someone else a Null, to show the other-took-all case for Null.
  if (below(gen, 2) === 0) bids[(taker + 1) % players] = 'NULL';
  const tricks = bids.map((_, s) => (s === taker ? hs : 0));
  // The sweeper holds plenty of bad cards: 13 of the suit (and the Jokers) are spread over his tricks and the rest.
  const bad = bids.map((b, s) => (s === taker && b !== 'NULL' ? 1 + below(gen, Math.min(13 + rules.jokers, hs + rem)) : 0));
  const ask = below(gen, 2) === 0 ? taker : (taker + 1 + below(gen, players - 1)) % players;
  return { level: 3, players, rules, seat: ask, bids, tricks, bad, totalTricks: hs, dealSeed: null };
}

export function scoringQuestion(seed: number, level: number, rules: Rules): ScoringQuestion {
  const gen = genFromSeed(seed);
  if (level >= 3) return sweep(gen, rules);
  let s = seed;
  for (let i = 0; i < 60; i++) {
    const q = fromDeal(gen, s, level, rules);
    if (q) return q;
    s = nextSeed(s);
  }
  throw new Error(`no scoring question for seed ${seed}`);
}
