/**
 * Dealing and buying (spec sections 3 and 4.3): the layout arithmetic, a deal from a (shuffled or stacked) pack,
 * and the buying rule with the dealer's extra discard.
 */
import type { Card, Suit } from '../../../shared/cards/model';
import { rngFromSeed, isRngState, shuffle, type RngState } from '../../../shared/random/rng';
import { PACK, checkCardList, suitOfCard } from './cards';
import { err, guard, isPlayerCount, ok, type Result, type Seat } from './types';

export interface DealLayout {
  players: number;
  hand_size: number;
  dealer_hand_size: number;
  /** Cards dealt, the turn-up included: 5n + 1. */
  dealt: number;
  talon: number;
  /** Most cards the talon may have to give: 5 per non-dealer plus 5 for the dealer. */
  max_buy_demand: number;
  /** The talon always covers the largest possible buy. */
  talon_suffices: boolean;
}

export type LayoutError = { code: 'deal.bad-player-count'; players: unknown };

/** Spec 3.6: 5n + 1 cards dealt, the talon holds the rest and always covers the largest buy. */
export function dealLayout(players: unknown): Result<DealLayout, LayoutError> {
  if (!isPlayerCount(players)) return err({ code: 'deal.bad-player-count', players });
  const dealt = 5 * players + 1;
  const talon = 52 - dealt;
  const demand = 5 * players;
  return ok({ players, hand_size: 5, dealer_hand_size: 6, dealt, talon, max_buy_demand: demand, talon_suffices: demand <= talon });
}

export type BuyReason = { code: 'buy.same-number' } | { code: 'buy.dealer-one-extra' };

export interface BuyCheck {
  discard: number;
  receive: number;
  hand_before: number;
  hand_after: number;
  reason: BuyReason;
}

export type BuyError =
  | { code: 'buy.bad-discard'; discard: unknown }
  | { code: 'buy.dealer-must-discard'; discard: number }
  | { code: 'buy.too-many'; discard: number; max: number };

/**
 * Spec 4.3: a player discards 0-5 cards and receives as many; the dealer (6 cards) discards one more than he buys,
 * 1-6 cards, so everyone ends with 5.
 */
export function buyCheck(isDealer: unknown, discard: unknown): Result<BuyCheck, BuyError> {
  if (typeof discard !== 'number' || !Number.isInteger(discard) || discard < 0) return err({ code: 'buy.bad-discard', discard });
  const dealer = isDealer === true;
  const max = dealer ? 6 : 5;
  if (discard > max) return err({ code: 'buy.too-many', discard, max });
  if (dealer && discard === 0) return err({ code: 'buy.dealer-must-discard', discard });
  const receive = dealer ? discard - 1 : discard;
  const before = dealer ? 6 : 5;
  return ok({ discard, receive, hand_before: before, hand_after: before - discard + receive, reason: { code: dealer ? 'buy.dealer-one-extra' : 'buy.same-number' } });
}

export interface DealtCards {
  dealer: Seat;
  /** Seats clockwise from forehand (the dealer's left) to the dealer. */
  order: Seat[];
  /** Hands by seat; the dealer's includes the turn-up (6 cards). */
  hands: Card[][];
  upcard: Card;
  trump: Suit;
  /** The undealt cards, top first. */
  talon: Card[];
}

export type PackError = { code: 'deal.bad-pack'; problem: string; card?: unknown } | { code: 'deal.bad-seat'; dealer: unknown } | LayoutError;

/** Checks that `pack` is the 52 cards, each once. */
export function validatePack(pack: unknown): Result<Card[], PackError> {
  const c = checkCardList(pack, 52);
  if (!c.ok) return err({ code: 'deal.bad-pack', problem: c.problem, card: c.card });
  if (c.value.length !== 52) return err({ code: 'deal.bad-pack', problem: 'size' });
  return ok(c.value);
}

/** Seats clockwise from forehand (dealer + 1) to the dealer. */
export function seatOrder(players: number, dealer: Seat): Seat[] {
  if (!isPlayerCount(players) || typeof dealer !== 'number' || !Number.isInteger(dealer) || dealer < 0 || dealer >= players) return [];
  return Array.from({ length: players }, (_, i) => (dealer + 1 + i) % players);
}

/**
 * Spec 3: three cards each as a packet clockwise from forehand, the next card turned up for trumps, two more each,
 * the dealer takes the turn-up, the rest is the talon. `pack` is top first.
 */
export function dealFromPack(pack: unknown, dealer: unknown, players: unknown): Result<DealtCards, PackError> {
  return guard(() => {
    if (!isPlayerCount(players)) return err({ code: 'deal.bad-player-count', players });
    if (typeof dealer !== 'number' || !Number.isInteger(dealer) || dealer < 0 || dealer >= players) return err({ code: 'deal.bad-seat', dealer });
    const p = validatePack(pack);
    if (!p.ok) return p;
    const cards = p.value;
    const order = seatOrder(players, dealer);
    const hands: Card[][] = Array.from({ length: players }, () => []);
    let k = 0;
    for (const s of order) for (let i = 0; i < 3; i++) (hands[s] as Card[]).push(cards[k++] as Card);
    const upcard = cards[k++] as Card;
    for (const s of order) for (let i = 0; i < 2; i++) (hands[s] as Card[]).push(cards[k++] as Card);
    (hands[dealer] as Card[]).push(upcard);
    return ok({ dealer, order, hands, upcard, trump: suitOfCard(upcard), talon: cards.slice(k) });
  }) as Result<DealtCards, PackError>;
}

/** A shuffled pack (top first) and the generator state after shuffling. */
export function shuffledPack(rng: unknown): Result<{ pack: Card[]; rng: RngState }> {
  if (!isRngState(rng)) return err({ code: 'deal.bad-rng' });
  const r = shuffle(PACK, rng);
  if (!r.ok) return err({ code: 'deal.bad-rng' });
  return ok({ pack: r.value.value, rng: r.value.rng });
}

/** The pack of a seed (convenience for drills and benchmarks). */
export function packOfSeed(seed: unknown): Result<Card[]> {
  if (typeof seed !== 'number' || !Number.isSafeInteger(seed)) return err({ code: 'deal.bad-seed', seed });
  const r = shuffledPack(rngFromSeed(seed));
  return r.ok ? ok(r.value.pack) : r;
}
