/**
 * Bad-card counting positions from real deals: one player who named a bad suit, the tricks that player has won so
 * far, and (at the end of a deal) the undealt cards that go to the winner of the last trick. Level 1: part-way
 * through a deal. Level 2: the end of a deal in which that player took the last trick and with it the undealt cards.
 * Level 3: the Joker pack (a Joker counts as a bad card for whoever takes it), part-way or at the end.
 */
import { nextSeed } from '../../../shared/quiz/seeds';
import type { GameCard } from '../engine/cards';
import type { TrickRecord } from '../engine/game';
import type { Rules } from '../engine/rules';
import type { Bid, Seat } from '../engine/types';
import { playDeal } from './deal';
import { below, genFromSeed, pick } from './random';

export interface BadCountQuestion {
  level: number;
  dealSeed: number;
  players: number;
  rules: Rules;
  seat: Seat;
  bid: Exclude<Bid, 'NULL'>;
  /** Tricks played so far (the question is asked after the last of them). */
  played: number;
  handSize: number;
  /** The tricks the seat won so far, with their numbers (1-based). */
  won: { number: number; trick: TrickRecord }[];
  /** The undealt cards, when the seat has taken them (after the last trick). */
  remainder: GameCard[] | null;
}

export function badCountQuestion(seed: number, level: number, base: Rules): BadCountQuestion {
  const gen = genFromSeed(seed);
  const rules: Rules = level >= 3 ? { ...base, jokers: base.jokers > 0 ? base.jokers : 1 } : { ...base, jokers: 0 };
  const atEnd = level === 2 || (level >= 3 && below(gen, 2) === 0);
  let dealSeed = seed;
  for (let attempt = 0; attempt < 80; attempt++) {
    const players = atEnd && rules.jokers === 0 ? pick(gen, [3, 5, 6, 7]) : pick(gen, [3, 4, 5, 6, 7]);
    const p = playDeal(dealSeed, players, rules);
    dealSeed = nextSeed(dealSeed);
    const hs = p.tricks.length;
    const played = atEnd ? hs : 2 + below(gen, Math.max(1, hs - 3));
    const seats = atEnd ? [p.tricks[hs - 1]!.winner] : Array.from({ length: players }, (_, s) => s);
    const fits = seats.filter((s) => p.bids[s] !== 'NULL' && p.tricks.slice(0, played).some((t) => t.winner === s));
    if (fits.length === 0 || (atEnd && p.remainder.length === 0)) continue;
    const seat = pick(gen, fits);
    const won = p.tricks
      .slice(0, played)
      .map((trick, i) => ({ number: i + 1, trick }))
      .filter((x) => x.trick.winner === seat);
    return {
      level,
      dealSeed: p.seed,
      players,
      rules,
      seat,
      bid: p.bids[seat] as Exclude<Bid, 'NULL'>,
      played,
      handSize: hs,
      won,
      remainder: atEnd ? [...p.remainder] : null,
    };
  }
  throw new Error(`no bad-count position for seed ${seed}`);
}
