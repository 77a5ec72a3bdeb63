/**
 * Handjass cards: the 36-card pack (A K Q J T 9 8 7 6 in each French suit), the two ranking ladders (plain and
 * trump, with the Buur and the Nell promoted) and the card points (spec §2-§3).
 *
 * Cards use the platform's French notation (`src/shared/cards/model.ts`): rank letter + suit letter, 'JH' = Jack
 * (Under) of hearts, 'TS' = ten (Banner) of spades. The shared model has 13 ranks; this pack is its 36-card subset
 * (no 5-2), so `isHjCard` is the check to use here. The Swiss-German names are a display layer (`SUIT_MAPPINGS`).
 *
 * Index level (bots, simulator): card index = suit * 9 + r, suits S H D C = 0..3, r the natural order
 * 6 7 8 9 T J Q K A = 0..8. Per-suit bit masks use bit r.
 */
import type { Card, Suit } from '../../../shared/cards/model';
import { err, ok, type Result } from '../../../shared/result';

export type { Card, Suit };

export const HJ_SUITS: readonly Suit[] = ['S', 'H', 'D', 'C'];
/** Ranks in the natural (and plain-suit) order, low to high: 6 7 8 9 T J Q K A. */
export const HJ_RANKS = ['6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A'] as const;
export type HjRank = (typeof HJ_RANKS)[number];

/** The 36 cards, suit by suit (S H D C), ranks low to high. PACK[i] is the card with index i. */
export const PACK: readonly Card[] = HJ_SUITS.flatMap((s) => HJ_RANKS.map((r) => `${r}${s}` as Card));

const INDEX = new Map<string, number>(PACK.map((c, i) => [c, i]));

/** Is `x` one of the 36 cards of the Handjass pack? */
export function isHjCard(x: unknown): x is Card {
  return typeof x === 'string' && INDEX.has(x);
}

export function isHjSuit(x: unknown): x is Suit {
  return x === 'S' || x === 'H' || x === 'D' || x === 'C';
}

/** Index 0..35 of a card (the caller has checked `isHjCard`). */
export function cardIndex(c: Card): number {
  return INDEX.get(c) ?? -1;
}

export function cardAt(i: number): Card {
  return PACK[i] as Card;
}

export const suitIndex = (s: Suit): number => HJ_SUITS.indexOf(s);
export const suitOfIndex = (c: number): number => (c / 9) | 0;
export const rankOfIndex = (c: number): number => c % 9;

/** Trump strength by natural rank index (6 7 8 9 T J Q K A): J > 9 > A > K > Q > T > 8 > 7 > 6. */
export const TRUMP_STRENGTH: readonly number[] = [0, 1, 2, 7, 3, 8, 4, 5, 6];
/** Card points by natural rank index, plain suits and trumps. */
export const PLAIN_POINTS: readonly number[] = [0, 0, 0, 0, 10, 2, 3, 4, 11];
export const TRUMP_POINTS: readonly number[] = [0, 0, 0, 14, 10, 20, 3, 4, 11];
/** Rank indices of the special trumps. */
export const R_SIX = 0;
export const R_NINE = 3;
export const R_TEN = 4;
export const R_JACK = 5;
export const R_QUEEN = 6;
export const R_KING = 7;
export const R_ACE = 8;

export const LAST_TRICK_BONUS = 5;
export const DEAL_TOTAL = 157;

/** Points of card index `c` with trump suit index `t`. */
export function pointsOf(c: number, t: number): number {
  const r = c % 9;
  return ((c / 9) | 0) === t ? (TRUMP_POINTS[r] as number) : (PLAIN_POINTS[r] as number);
}

export type CardError = { code: 'card.not-in-pack'; card: unknown } | { code: 'card.bad-suit'; suit: unknown };

/** Why a card is worth what it is worth. */
export type PointsReason =
  | { code: 'points.buur'; points: 20 }
  | { code: 'points.nell'; points: 14 }
  | { code: 'points.ace'; points: 11 }
  | { code: 'points.ten'; points: 10 }
  | { code: 'points.king'; points: 4 }
  | { code: 'points.queen'; points: 3 }
  | { code: 'points.jack'; points: 2 }
  | { code: 'points.blank'; points: 0 };

function pointsReason(r: number, trump: boolean): PointsReason {
  if (trump && r === R_JACK) return { code: 'points.buur', points: 20 };
  if (trump && r === R_NINE) return { code: 'points.nell', points: 14 };
  switch (r) {
    case R_ACE:
      return { code: 'points.ace', points: 11 };
    case R_TEN:
      return { code: 'points.ten', points: 10 };
    case R_KING:
      return { code: 'points.king', points: 4 };
    case R_QUEEN:
      return { code: 'points.queen', points: 3 };
    case R_JACK:
      return { code: 'points.jack', points: 2 };
    default:
      return { code: 'points.blank', points: 0 };
  }
}

export interface CardInfo {
  card: Card;
  trump: boolean;
  points: number;
  /** Place on its ladder, 1 = highest (plain ladder A K Q J T 9 8 7 6, trump ladder J 9 A K Q T 8 7 6). */
  place: number;
  reason: PointsReason;
}

/** A card's points and place on its ladder, with the reason for the points. */
export function cardInfo(card: unknown, trump: unknown): Result<CardInfo, CardError> {
  if (!isHjCard(card)) return err({ code: 'card.not-in-pack', card });
  if (!isHjSuit(trump)) return err({ code: 'card.bad-suit', suit: trump });
  const c = cardIndex(card);
  const r = c % 9;
  const isTrump = card[1] === trump;
  const reason = pointsReason(r, isTrump);
  const place = isTrump ? 9 - (TRUMP_STRENGTH[r] as number) : 9 - r;
  return ok({ card, trump: isTrump, points: reason.points, place, reason });
}

export interface LadderRung {
  card: Card;
  points: number;
  /** Running total of the points down the ladder. */
  running: number;
  reason: PointsReason;
}

export interface RankLadders {
  trump: Suit;
  /** The trump suit, high to low: J (Buur) 9 (Nell) A K Q T 8 7 6. */
  trumpLadder: LadderRung[];
  /** Each plain suit, high to low: A K Q J T 9 8 7 6. */
  plainLadders: { suit: Suit; rungs: LadderRung[] }[];
  trumpPoints: number;
  plainPointsEach: number;
  cardPoints: number;
  lastTrickBonus: number;
  /** 157. */
  total: number;
}

/** The two-ladder ranking board with card points and running counters (widget "two-ladder ranking"). */
export function rankLadders(trump: unknown): Result<RankLadders, CardError> {
  if (!isHjSuit(trump)) return err({ code: 'card.bad-suit', suit: trump });
  const t = suitIndex(trump);
  const ladder = (s: number, order: readonly number[]): LadderRung[] => {
    let running = 0;
    return order.map((r) => {
      const p = pointsOf(s * 9 + r, t);
      running += p;
      return { card: cardAt(s * 9 + r), points: p, running, reason: pointsReason(r, s === t) };
    });
  };
  const trumpOrder = [R_JACK, R_NINE, R_ACE, R_KING, R_QUEEN, R_TEN, 2, 1, 0];
  const plainOrder = [8, 7, 6, 5, 4, 3, 2, 1, 0];
  const trumpLadder = ladder(t, trumpOrder);
  const plainLadders = HJ_SUITS.filter((s) => s !== trump).map((s) => ({ suit: s, rungs: ladder(suitIndex(s), plainOrder) }));
  const trumpPoints = trumpLadder[trumpLadder.length - 1]?.running ?? 0;
  const plainPointsEach = plainLadders[0]?.rungs[8]?.running ?? 0;
  const cardPoints = trumpPoints + 3 * plainPointsEach;
  return ok({ trump, trumpLadder, plainLadders, trumpPoints, plainPointsEach, cardPoints, lastTrickBonus: LAST_TRICK_BONUS, total: cardPoints + LAST_TRICK_BONUS });
}

/** Card points in the whole pack for a trump suit (the 157 counter): 152 + 5 for the last trick. */
export function deckPoints(trump: unknown): Result<{ cardPoints: number; lastTrickBonus: number; total: number }, CardError> {
  const l = rankLadders(trump);
  if (!l.ok) return l;
  return ok({ cardPoints: l.value.cardPoints, lastTrickBonus: l.value.lastTrickBonus, total: l.value.total });
}

/** Sum of the points of a list of cards (cards outside the pack count 0). */
export function sumPoints(cards: readonly Card[], trump: Suit): number {
  const t = suitIndex(trump);
  let s = 0;
  for (const c of cards) {
    const i = cardIndex(c);
    if (i >= 0) s += pointsOf(i, t);
  }
  return s;
}

/** Display layer only (OP1): Swiss-German suit names for the French suits. No rule depends on it. */
export const SUIT_MAPPINGS = {
  /** As implied by the source's run example and the multiplier variant (default). */
  source: { H: 'schellen', D: 'schilten', C: 'rosen', S: 'eicheln' },
  /** The common Swiss correspondence (jassen.ch). */
  common: { D: 'schellen', H: 'schilten', S: 'rosen', C: 'eicheln' },
} as const;

/** Swiss-German rank names (display layer). */
export const SWISS_RANK_NAMES: Readonly<Record<HjRank, string>> = { A: 'as', K: 'koenig', Q: 'ober', J: 'under', T: 'banner', '9': '9', '8': '8', '7': '7', '6': '6' };

/** Checks a list of distinct Handjass cards. */
export function validateCards(x: unknown, field = 'cards'): Result<Card[], { code: 'cards.bad-list'; field: string } | { code: 'cards.duplicate'; field: string; card: Card } | CardError> {
  if (!Array.isArray(x)) return err({ code: 'cards.bad-list', field });
  const seen = new Set<string>();
  for (const c of x) {
    if (!isHjCard(c)) return err({ code: 'card.not-in-pack', card: c });
    if (seen.has(c)) return err({ code: 'cards.duplicate', field, card: c });
    seen.add(c);
  }
  return ok([...(x as Card[])]);
}

/** Sorts cards for display: by suit (S H D C), then high to low in the given trump's ladders. */
export function sortHand(cards: readonly Card[], trump?: Suit): Card[] {
  if (!Array.isArray(cards)) return [];
  const t = isHjSuit(trump) ? suitIndex(trump) : -1;
  const key = (c: Card): number => {
    const i = cardIndex(c);
    const s = (i / 9) | 0;
    const r = i % 9;
    return s * 16 + 15 - (s === t ? (TRUMP_STRENGTH[r] as number) : r);
  };
  return [...cards].filter(isHjCard).sort((a, b) => key(a) - key(b));
}
