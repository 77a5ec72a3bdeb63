/**
 * Cards of Norrlandsknack: the shared 52-card French pack (`shared/cards/model.ts`, e.g. 'AS', 'TD'). Ranking is
 * the same in every suit, trumps included: A K Q ... 2 by default (OP1), or ace low as a house rule.
 *
 * Index form for the hot paths: id = suit * 13 + p, suit S H D C = 0..3, p = 0 for the 2 up to 12 for the ace.
 */
import { FULL_PACK, RANKS, SUITS, handSuits, isCard, type Card, type Suit } from '../../../shared/cards/model';
import type { Rules } from './rules';

export const PACK: readonly Card[] = FULL_PACK;
export const PACK_SIZE = 52;

export function suitIndex(s: Suit): number {
  return s === 'S' ? 0 : s === 'H' ? 1 : s === 'D' ? 2 : s === 'C' ? 3 : -1;
}

export const SUIT_AT: readonly Suit[] = SUITS;

/** p: 0 for a 2 up to 12 for an ace. */
export function pipIndex(card: Card): number {
  if (!isCard(card)) return -1;
  return 12 - (RANKS as readonly string[]).indexOf(card[0] as string);
}

/** suit * 13 + pip, or -1 for anything that is not a card. */
export function cardId(card: Card): number {
  if (!isCard(card)) return -1;
  return suitIndex(card[1] as Suit) * 13 + pipIndex(card);
}

const BY_ID: Card[] = [];
for (const s of SUITS) for (let p = 0; p < 13; p++) BY_ID.push(`${RANKS[12 - p]}${s}` as Card);

/** The card of an id (undefined outside 0..51). */
export function cardOf(id: number): Card | undefined {
  return Number.isInteger(id) ? BY_ID[id] : undefined;
}

export function isPackCard(x: unknown): x is Card {
  return isCard(x);
}

export function suitOfCard(card: Card): Suit {
  return (typeof card === 'string' ? card[1] : undefined) as Suit;
}

export function isSuitLetter(x: unknown): x is Suit {
  return x === 'S' || x === 'H' || x === 'D' || x === 'C';
}

/** Strength of a card within its suit (higher beats lower) under the ranking rule. */
export function power(card: Card, ranking: Rules['ranking'] = 'ace-high'): number {
  const p = pipIndex(card);
  if (p < 0) return -1;
  if (ranking === 'ace-low') return p === 12 ? 0 : p + 1;
  return p;
}

/**
 * A hand in the order a player sorts it: trumps first, then the other suits with their colours alternating, each
 * from the strongest card down under the ranking rule. Anything that is not a card is left out.
 */
export function sortHand(cards: readonly Card[], trump: Suit | null, ranking: Rules['ranking'] = 'ace-high'): Card[] {
  if (!Array.isArray(cards)) return [];
  const suits = handSuits(trump);
  const key = (c: Card): number => suits.indexOf(suitOfCard(c)) * 16 + 15 - power(c, ranking);
  return cards.filter(isCard).sort((a, b) => key(a) - key(b));
}

export function aceOf(trump: Suit): Card {
  return ('A' + (isSuitLetter(trump) ? trump : 'S')) as Card;
}

/** Checks a list of distinct pack cards of at most `max` entries. */
export function checkCardList(list: unknown, max: number): { ok: true; value: Card[] } | { ok: false; problem: 'not-an-array' | 'too-many' | 'bad-card' | 'duplicate'; card?: unknown } {
  if (!Array.isArray(list)) return { ok: false, problem: 'not-an-array' };
  if (list.length > max) return { ok: false, problem: 'too-many' };
  const seen = new Set<string>();
  for (const c of list as unknown[]) {
    if (!isPackCard(c)) return { ok: false, problem: 'bad-card', card: c };
    if (seen.has(c)) return { ok: false, problem: 'duplicate', card: c };
    seen.add(c);
  }
  return { ok: true, value: (list as Card[]).slice() };
}
