/**
 * Bugami's cards: the shared 52-card French pack plus the Joker variant. Cards are strings: 'AS' ace of spades,
 * 'TD' ten of diamonds (shared/cards/model.ts). Jokers are not in the shared model, so they are defined here
 * following the spec's notation: 'JK' when the pack has one Joker, 'JK1', 'JK2', ... when it has several.
 */
import { FULL_PACK, RANKS, isCard, type Card, type Rank, type Suit } from '../../../shared/cards/model';
import type { Rules } from './rules';
import { err, ok, type Result } from './types';

export type { Card, Suit, Rank };
export type Joker = 'JK' | 'JK1' | 'JK2' | 'JK3' | 'JK4';
/** Any card of a Bugami pack. */
export type GameCard = Card | Joker;

export const MAX_JOKERS = 4;
export const SUIT_LETTERS: readonly Suit[] = ['S', 'H', 'D', 'C'];

/** The Joker names of a pack with `jokers` Jokers. */
export function jokerNames(jokers: number): Joker[] {
  if (typeof jokers !== 'number') return [];
  if (jokers === 1) return ['JK'];
  const out: Joker[] = [];
  for (let i = 1; i <= jokers && i <= MAX_JOKERS; i++) out.push(`JK${i}` as Joker);
  return out;
}

export function isJoker(x: unknown): x is Joker {
  return x === 'JK' || x === 'JK1' || x === 'JK2' || x === 'JK3' || x === 'JK4';
}

/** Is `x` a card of the pack with `jokers` Jokers? */
export function isPackCard(x: unknown, jokers = 0): x is GameCard {
  if (isCard(x)) return true;
  return isJoker(x) && jokerNames(jokers).includes(x);
}

/** Any Bugami card name, whatever the number of Jokers. */
export function isAnyCard(x: unknown): x is GameCard {
  return isCard(x) || isJoker(x);
}

/** The whole pack in a fixed order: 52 cards suit by suit (S H D C, ranks high to low), then the Jokers. */
export function packOf(jokers: number): GameCard[] {
  return [...FULL_PACK, ...jokerNames(jokers)];
}

/** The suit of a card, or null for a Joker. */
export function suitOf(card: GameCard): Suit | null {
  return isCard(card) ? (card[1] as Suit) : null;
}

/** Power of a card within its suit: 12 = highest, 0 = lowest; -1 for a Joker. */
export function powerOf(card: GameCard, ranking: Rules['ranking'] = 'ace-high'): number {
  if (!isCard(card)) return -1;
  const i = RANKS.indexOf(card[0] as Rank); // 0 = A ... 12 = 2
  if (ranking === 'ace-low') return i === 0 ? 0 : 13 - i;
  return 12 - i;
}

export interface DealLayout {
  players: number;
  jokers: number;
  packSize: number;
  /** Cards per hand = number of tricks. */
  handSize: number;
  /** Cards set aside face down; they go to the winner of the last trick. */
  remainder: number;
}

export type LayoutError = { code: 'layout.bad-players'; players: unknown } | { code: 'layout.bad-jokers'; jokers: unknown };

/** Spec 4: the pack (52 + Jokers) shared evenly; what cannot be shared is set aside. */
export function dealLayout(players: unknown, jokers: unknown = 0): Result<DealLayout, LayoutError> {
  if (typeof players !== 'number' || !Number.isInteger(players) || players < 3 || players > 7) return err({ code: 'layout.bad-players', players });
  if (typeof jokers !== 'number' || !Number.isInteger(jokers) || jokers < 0 || jokers > MAX_JOKERS) return err({ code: 'layout.bad-jokers', jokers });
  const packSize = 52 + jokers;
  const handSize = Math.floor(packSize / players);
  return ok({ players, jokers, packSize, handSize, remainder: packSize - handSize * players });
}

/** Sorts cards for display: suit by suit (S H D C), high to low, Jokers last. Returns a new array. */
export function sortCards(cards: readonly GameCard[], ranking: Rules['ranking'] = 'ace-high'): GameCard[] {
  if (!Array.isArray(cards)) return [];
  const key = (c: GameCard): number => (isJoker(c) ? 100 + jokerNames(MAX_JOKERS).indexOf(c as Joker) + (c === 'JK' ? 1 : 0) : SUIT_LETTERS.indexOf(c[1] as Suit) * 20 + (12 - powerOf(c, ranking)));
  return cards.filter((c) => isAnyCard(c)).sort((a, b) => key(a) - key(b));
}

export type CardListError = { code: 'cards.not-an-array' } | { code: 'cards.bad-card'; card: unknown } | { code: 'cards.duplicate'; card: GameCard } | { code: 'cards.too-many' };

/** Checks a list of distinct cards of the pack with `jokers` Jokers. */
export function checkCardList(list: unknown, jokers: number, max = 60): Result<GameCard[], CardListError> {
  if (!Array.isArray(list)) return err({ code: 'cards.not-an-array' });
  if (list.length > (typeof max === 'number' ? max : 60)) return err({ code: 'cards.too-many' });
  const seen = new Set<string>();
  for (const c of list as unknown[]) {
    if (!isPackCard(c, jokers)) return err({ code: 'cards.bad-card', card: c });
    if (seen.has(c)) return err({ code: 'cards.duplicate', card: c });
    seen.add(c);
  }
  return ok((list as GameCard[]).slice());
}
