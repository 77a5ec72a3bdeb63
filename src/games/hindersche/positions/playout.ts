/**
 * Play a seeded deal forward with legal cards, to any chosen moment. Shared by the position generators: every
 * position they show is a moment of a real deal the engine dealt and whose every card the engine allowed.
 *
 * - Deal for 4, 3 or 2 active players (any dealer among them), shuffled from the seed.
 * - Play: each player in turn chooses among the engine's legal cards (`legalPlaysUnchecked`); by default uniformly
 *   at random from the same seeded generator, or through a `choose` callback (e.g. to steer towards a kind of lead;
 *   whatever it returns must be legal, otherwise a random legal card is played).
 * - Stop: before card `card` (0 = the lead) of trick `trick` (both 0-based), or at the first decision point where
 *   `stopWhen` says so, or after the ninth trick.
 * - Result: the deal, the cards every seat still holds, the trick so far (who played what), the tricks played and
 *   the tricks won by each seat, with points, all as plain data.
 */
import type { Card, Suit } from '../../../shared/cards/model';
import { dealFromRng, type Deal } from '../engine/deal';
import { legalPlaysUnchecked, trickWinnerUnchecked, type TrickPlay, type TrickResult } from '../engine/play';
import { DEFAULT_RULES, type Rules } from '../engine/rules';
import { fromGenerator, nextBelow, rngFromSeed, toGenerator, type RandomGenerator, type RngState } from '../engine/rng';
import type { BySeat } from '../engine/seats';
import type { Seat } from '../engine/types';

export interface PlayedTrick {
  /** 0-based number of the trick in the deal. */
  index: number;
  leader: Seat;
  /** Lead first. */
  plays: TrickPlay[];
  winner: Seat;
  points: number;
  /** The engine's verdict on the trick (winner, reason, beaten cards). */
  result: TrickResult;
}

/** A decision point while playing: `toPlay` is about to play to `trick` (empty = leading). Live data: copy to keep. */
export interface PlayoutMoment {
  deal: Deal;
  trump: Suit;
  hands: BySeat<Card[]>;
  trick: TrickPlay[];
  trickIndex: number;
  toPlay: Seat;
  tricks: PlayedTrick[];
  /** The legal cards of `toPlay`, in hand order. */
  legal: Card[];
}

export type Chooser = (moment: PlayoutMoment, gen: RandomGenerator) => Card | undefined;

export interface PlayoutOptions {
  /** Number of active players (default 4): the first `players` seats of `active` order, or seats 0..players-1. */
  players?: 2 | 3 | 4;
  /** The active seats (overrides `players`). */
  active?: readonly Seat[];
  /** The dealer; default the last active seat, so the lowest active seat is forehand. */
  dealer?: Seat;
  /** VP01 (turned card with 2-3 players) and VP05 (Little Man and following) matter here. */
  rules?: Pick<Rules, 'VP01' | 'VP05'>;
  /** Stop before card `card` (0 = lead) of trick `trick` is played. */
  stopAt?: { trick: number; card: number };
  /** Stop at the first decision point where this returns true. */
  stopWhen?: (moment: PlayoutMoment, gen: RandomGenerator) => boolean;
  choose?: Chooser;
}

export interface Playout {
  deal: Deal;
  trump: Suit;
  /** Cards each seat still holds, in the order received. */
  hands: BySeat<Card[]>;
  /** The unfinished trick, lead first (empty at a trick boundary and at the end). */
  trick: TrickPlay[];
  /** 0-based trick in progress; 9 when the deal is over. */
  trickIndex: number;
  /** Who plays next, or null when the deal is over. */
  toPlay: Seat | null;
  /** Completed tricks in order. */
  tricks: PlayedTrick[];
  /** Completed tricks by winner. */
  won: BySeat<PlayedTrick[]>;
  /** Points taken so far by each seat. */
  points: BySeat<number>;
  finished: boolean;
  /** The generator state after the playout (to continue drawing, e.g. for another attempt). */
  rng: RngState;
}

function activeSeats(opts: PlayoutOptions): Seat[] {
  if (opts.active && opts.active.length >= 2) return [...opts.active].sort((a, b) => a - b);
  const n = opts.players ?? 4;
  return ([0, 1, 2, 3] as Seat[]).slice(0, n);
}

/** Plays the deal from a generator state (see `playout` for a seed). Returns null only for impossible seating. */
export function playoutFromRng(rng: RngState, opts: PlayoutOptions = {}): Playout | null {
  const rules = opts.rules ?? DEFAULT_RULES;
  const active = activeSeats(opts);
  const dealer = opts.dealer ?? (active[active.length - 1] as Seat);
  const dealt = dealFromRng(rng, dealer, active, { VP01: rules.VP01 });
  if (!dealt.ok) return null;
  const deal = dealt.value.deal;
  const gen = toGenerator(dealt.value.rng);
  const trump = deal.trump;
  const order = deal.order;
  const n = order.length;
  const hands = deal.hands.map((h) => h.slice()) as BySeat<Card[]>;
  const tricks: PlayedTrick[] = [];
  const vp05 = { VP05: rules.VP05 };
  let leader = deal.forehand;
  let trick: TrickPlay[] = [];
  let trickIndex = 0;
  let stoppedAt: Seat | null = null;

  outer: for (; trickIndex < 9; trickIndex++) {
    trick = [];
    let seatPos = order.indexOf(leader);
    for (let k = 0; k < n; k++) {
      const seat = order[seatPos] as Seat;
      const hand = hands[seat];
      const legal = legalPlaysUnchecked(hand, trick[0]?.card, trump, vp05)
        .filter((p) => p.legal)
        .map((p) => p.card);
      const moment: PlayoutMoment = { deal, trump, hands, trick, trickIndex, toPlay: seat, tricks, legal };
      if ((opts.stopAt && opts.stopAt.trick === trickIndex && opts.stopAt.card === k) || opts.stopWhen?.(moment, gen)) {
        stoppedAt = seat;
        break outer;
      }
      let card = opts.choose?.(moment, gen);
      if (card === undefined || !legal.includes(card)) card = legal[legal.length === 1 ? 0 : nextBelow(gen, legal.length)] as Card;
      hand.splice(hand.indexOf(card), 1);
      trick.push({ seat, card });
      seatPos = (seatPos + 1) % n;
    }
    const result = trickWinnerUnchecked(trick, trump);
    tricks.push({ index: trickIndex, leader, plays: trick, winner: result.winner, points: result.points, result });
    leader = result.winner;
  }
  if (stoppedAt === null) trick = [];

  const won: BySeat<PlayedTrick[]> = [[], [], [], []];
  const points: BySeat<number> = [0, 0, 0, 0];
  for (const t of tricks) {
    won[t.winner].push(t);
    points[t.winner] += t.points;
  }
  return {
    deal,
    trump,
    hands: hands.map((h) => h.slice()) as BySeat<Card[]>,
    trick: trick.map((p) => ({ ...p })),
    trickIndex,
    toPlay: stoppedAt,
    tricks,
    won,
    points,
    finished: stoppedAt === null,
    rng: fromGenerator(gen),
  };
}

/** Deals from `seed` and plays forward; the same seed and options always give the same playout. */
export function playout(seed: number, opts: PlayoutOptions = {}): Playout | null {
  return playoutFromRng(rngFromSeed(seed), opts);
}

/**
 * Tries successive deals from `seed` (each continuing the generator of the one before) until `accept` takes one, at
 * most `attempts` times. Returns the accepted playout, or null.
 */
export function searchPlayouts<T>(seed: number, attempts: number, opts: PlayoutOptions, accept: (p: Playout, gen: RandomGenerator) => T | null): T | null {
  let rng = rngFromSeed(seed);
  for (let a = 0; a < attempts; a++) {
    const p = playoutFromRng(rng, opts);
    if (!p) return null;
    const gen = toGenerator(p.rng);
    const found = accept(p, gen);
    if (found !== null) return found;
    rng = fromGenerator(gen);
  }
  return null;
}
