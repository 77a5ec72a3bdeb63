/**
 * Cards and the one ranking Stopp uses: within a suit only (spec 1, OP1). Suits have no order among themselves.
 * Cards use the shared notation ('QH' = queen of hearts); the answer "Stopp" is the string 'STOPP'.
 */
import { FULL_PACK, isCard, rankOf, suitOf, type Card, type Rank, type Suit } from '../../../shared/cards/model';
import type { Rules } from './rules';
import { guard } from './safe';

export { FULL_PACK, isCard };
export type { Card, Rank, Suit };

export const STOPP = 'STOPP' as const;
export type Stopp = typeof STOPP;

/** Ranks low to high with the Ace high (default) or low. */
const ORDER_ACE_HIGH: readonly Rank[] = ['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A'];
const ORDER_ACE_LOW: readonly Rank[] = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'];

export type Ranking = Rules['ranking'];

/** Power of a card inside its suit, 0 (lowest) .. 12 (highest). */
function powerRaw(card: Card, ranking: Ranking = 'ace-high'): number {
  return (ranking === 'ace-low' ? ORDER_ACE_LOW : ORDER_ACE_HIGH).indexOf(rankOf(card));
}

/** The card of `suit` with power `p`. */
function cardOfPowerRaw(suit: Suit, p: number, ranking: Ranking = 'ace-high'): Card {
  const r = (ranking === 'ace-low' ? ORDER_ACE_LOW : ORDER_ACE_HIGH)[p] as Rank;
  return `${r}${suit}`;
}

/** Does `card` beat `top`? Same suit and higher (spec 3.3). */
function beatsRaw(card: Card, top: Card, ranking: Ranking = 'ace-high'): boolean {
  return suitOf(card) === suitOf(top) && power(card, ranking) > power(top, ranking);
}

/** The cards of `hand` that beat `top`, lowest first. */
function beatersOfRaw(hand: readonly Card[], top: Card, ranking: Ranking = 'ace-high'): Card[] {
  return hand.filter((c) => beats(c, top, ranking)).sort((a, b) => power(a, ranking) - power(b, ranking));
}

/** Sorts cards by suit (S H D C) and then high to low: a tidy hand for display and notation. */
function sortHandRaw(hand: readonly Card[], ranking: Ranking = 'ace-high'): Card[] {
  const so = (c: Card) => 'SHDC'.indexOf(suitOf(c));
  return [...hand].sort((a, b) => so(a) - so(b) || power(b, ranking) - power(a, ranking));
}

/** A list of distinct cards, or null. */
function asCardListRaw(x: unknown, max = 52): Card[] | null {
  if (!Array.isArray(x) || x.length > max) return null;
  const seen = new Set<string>();
  for (const c of x) {
    if (!isCard(c) || seen.has(c)) return null;
    seen.add(c);
  }
  return x as Card[];
}

/** Card index 0..51 in the shared FULL_PACK order (suit-major, S H D C; ranks A..2). */
function cardIndexRaw(card: Card): number {
  return 'SHDC'.indexOf(suitOf(card)) * 13 + 'AKQJT98765432'.indexOf(rankOf(card));
}
export const power = guard(powerRaw, () => -1);
export const cardOfPower = guard(cardOfPowerRaw, () => '2S' as Card);
export const beats = guard(beatsRaw, () => false);
export const beatersOf = guard(beatersOfRaw, () => [] as Card[]);
export const sortHand = guard(sortHandRaw, () => [] as Card[]);
export const asCardList = guard(asCardListRaw, () => null);
export const cardIndex = guard(cardIndexRaw, () => -1);
