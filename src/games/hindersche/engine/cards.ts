/**
 * The Hindersche pack (spec section 1): 36 cards, trump-dependent suits, ranking and card points.
 *
 * Two layers:
 * - a string layer over `Card` ("JS", "TD", ...) for the API, the UI and the conformance cases;
 * - an index layer for hot paths: card index 0..35 = suitIndex * 9 + rankIndex, with suits in `SUITS` order
 *   (S H D C) and ranks A K Q J T 9 8 7 6, plus flat tables indexed by `trumpIndex * 36 + cardIndex`.
 *   Hot code (random play, legal masks, trick winners) only reads these tables, so it never builds strings.
 */
import { SUITS, handSuits, isCard, partnerSuit, type Card, type Rank, type Suit } from '../../../shared/cards/model';

/** Ranks used by Hindersche, high to low in the natural order. */
export const HS_RANKS = ['A', 'K', 'Q', 'J', 'T', '9', '8', '7', '6'] as const;
export type HsRank = (typeof HS_RANKS)[number];

/** Effective suit: a printed suit, or 'trump' for the ten trumps (the trump suit plus the Little Man). */
export type EffectiveSuit = Suit | 'trump';

export const PACK_SIZE = 36;
const JACK = 3; // rank index of the jack in HS_RANKS

/** The 36-card pack in index order (suit by suit, ranks high to low). */
export const PACK: readonly Card[] = Object.freeze(SUITS.flatMap((s) => HS_RANKS.map((r) => `${r}${s}` as Card)));

const INDEX_OF = new Map<string, number>(PACK.map((c, i) => [c, i]));

/** 0..3 in `SUITS` order, or -1 for anything that is not a suit letter. */
export function suitIndex(suit: Suit): number {
  return SUITS.indexOf(suit);
}

/** Index 0..35 of a pack card, or -1 for anything else (including the 2s to 5s of a full pack). */
export function cardIndex(card: unknown): number {
  return typeof card === 'string' ? (INDEX_OF.get(card) ?? -1) : -1;
}

/** The card for an index; callers must pass 0..35. */
export function cardAt(index: number): Card {
  return (typeof index === 'number' ? PACK[index] : undefined) as Card;
}

export function isPackCard(x: unknown): x is Card {
  return isCard(x) && INDEX_OF.has(x);
}

// ---------------------------------------------------------------------------------------------
// Fast tables. The partner suit of suit index s is 3 - s because SUITS is S H D C (S<->C, H<->D).

/** Effective suit index per (trump, card): trumps map to the trump suit's index. */
export const EFF_SUIT = new Uint8Array(4 * PACK_SIZE);
/** Trick power per (trump, card): trumps 110..119 (Old Man 119), plain cards 0..8 (ace 8). */
export const POWER = new Uint8Array(4 * PACK_SIZE);
/** Card points per (trump, card). */
export const POINTS = new Uint8Array(4 * PACK_SIZE);
/** 1 if the card is a trump under that trump suit. */
export const IS_TRUMP = new Uint8Array(4 * PACK_SIZE);

const BASE_POINTS: Record<HsRank, number> = { A: 11, K: 4, Q: 3, J: 2, T: 10, '9': 0, '8': 0, '7': 0, '6': 0 };
const TRUMP_JACK_POINTS = 12;

for (let t = 0; t < 4; t++) {
  for (let c = 0; c < PACK_SIZE; c++) {
    const s = Math.floor(c / 9);
    const r = c % 9;
    const rank = HS_RANKS[r] as HsRank;
    const oldMan = s === t && r === JACK;
    const littleMan = s === 3 - t && r === JACK;
    const trump = s === t || littleMan;
    const k = t * PACK_SIZE + c;
    EFF_SUIT[k] = trump ? t : s;
    IS_TRUMP[k] = trump ? 1 : 0;
    // Tens stay in their natural place, so apart from the two jacks the trump order is the natural order minus the jack.
    POWER[k] = oldMan ? 119 : littleMan ? 118 : trump ? (r < JACK ? 117 - r : 118 - r) : 8 - r;
    POINTS[k] = oldMan || littleMan ? TRUMP_JACK_POINTS : BASE_POINTS[rank];
  }
}

// ---------------------------------------------------------------------------------------------
// String layer.

export function isOldMan(card: Card, trump: Suit): boolean {
  return card === oldMan(trump);
}

export function isLittleMan(card: Card, trump: Suit): boolean {
  return card === littleMan(trump);
}

/**
 * These typed helpers trust their callers, but must still not throw on garbage (a robustness test feeds them any
 * value): anything that is not a suit letter gives a string that is no card, so comparisons with it are false.
 */
const suitText = (x: unknown): string => (typeof x === 'string' ? x : '');

/** The jack of the trump suit (de Alt). */
export function oldMan(trump: Suit): Card {
  return `J${suitText(trump)}` as Card;
}

/** The jack of the trump suit's partner (de Kloei): a trump for every purpose. */
export function littleMan(trump: Suit): Card {
  return `J${suitText(partnerSuit(trump))}` as Card;
}

export function isTrump(card: Card, trump: Suit): boolean {
  return typeof card === 'string' && (card[1] === trump || card === littleMan(trump));
}

export function effectiveSuit(card: Card, trump: Suit): EffectiveSuit {
  return isTrump(card, trump) ? 'trump' : (suitText(card).charAt(1) as Suit);
}

/** The ten trumps, high to low: Old Man, Little Man, A K Q T 9 8 7 6. */
export function trumpRanking(trump: Suit): Card[] {
  const t = suitIndex(trump);
  return PACK.filter((c) => IS_TRUMP[t * PACK_SIZE + cardIndex(c)] === 1).sort(
    (a, b) => (POWER[t * PACK_SIZE + cardIndex(b)] as number) - (POWER[t * PACK_SIZE + cardIndex(a)] as number),
  );
}

/** The cards of a suit in play under `trump`, high to low. For the trump suit this is the trump ranking. */
export function suitRanking(suit: Suit, trump: Suit): Card[] {
  if (suit === trump) return trumpRanking(trump);
  return HS_RANKS.map((r) => `${r}${suitText(suit)}` as Card).filter((c) => !isTrump(c, trump));
}

/** Number of cards in each effective suit: 10 trumps, 8 in the partner suit, 9 in each suit of the other colour. */
export function suitSizes(trump: Suit): Record<EffectiveSuit, number> {
  const sizes = { trump: 0, S: 0, H: 0, D: 0, C: 0 } as Record<EffectiveSuit, number>;
  for (const c of PACK) sizes[effectiveSuit(c, trump)] += 1;
  if (typeof trump === 'string') delete (sizes as Partial<Record<EffectiveSuit, number>>)[trump];
  return sizes;
}

/** Card points under `trump` (trump jacks 12, other jacks 2, A 11, T 10, K 4, Q 3, the rest 0). */
export function cardPoints(card: Card, trump: Suit): number {
  const i = cardIndex(card);
  const t = suitIndex(trump);
  return i < 0 || t < 0 ? 0 : (POINTS[t * PACK_SIZE + i] as number);
}

export function pilePoints(cards: readonly Card[], trump: Suit): number {
  if (!Array.isArray(cards)) return 0;
  let sum = 0;
  for (const c of cards) sum += cardPoints(c, trump);
  return sum;
}

export const PACK_POINTS = 140;

/** Points still in play when `outOfPlay` is set aside (spec 3.6), valued under this deal's trump. */
export function pointsInPlay(outOfPlay: readonly Card[], trump: Suit): number {
  return PACK_POINTS - pilePoints(outOfPlay, trump);
}

/**
 * Compares two cards as candidates to win a trick led in `led` (an effective suit).
 * Positive if `a` beats `b`. Cards that are neither trump nor of the led suit cannot win and compare equal to each other.
 */
export function trickPower(card: Card, trump: Suit, led: EffectiveSuit): number {
  const t = suitIndex(trump);
  const i = cardIndex(card);
  if (t < 0 || i < 0) return 0;
  const k = t * PACK_SIZE + i;
  if (IS_TRUMP[k] === 1) return POWER[k] as number;
  if (led !== 'trump' && card[1] === led) return 10 + (POWER[k] as number);
  return 0;
}

export type { Card, Rank, Suit };

/**
 * A hand in the order a player sorts it: trumps first (Old Man down), then the other suits with their colours
 * alternating, each high to low. Anything that is not a card goes last.
 */
export function sortHand(hand: readonly Card[], trump: Suit): Card[] {
  if (!Array.isArray(hand)) return [];
  const order = [...trumpRanking(trump), ...handSuits(trump).slice(1).flatMap((s) => suitRanking(s, trump))];
  const at = (c: Card): number => (order.includes(c) ? order.indexOf(c) : order.length);
  return [...hand].sort((a, b) => at(a) - at(b));
}
