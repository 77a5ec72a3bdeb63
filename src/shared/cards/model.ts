/**
 * Card vocabulary shared by every game: French suits and the 13 ranks of a full pack.
 * Notation: rank letter + suit letter, e.g. "JS" = jack of spades, "TD" = ten of diamonds.
 * Pure data and functions only: no UI, no i18n.
 */

export const SUITS = ['S', 'H', 'D', 'C'] as const;
export type Suit = (typeof SUITS)[number];

/** Ranks from high to low in the natural order of a full pack. */
export const RANKS = ['A', 'K', 'Q', 'J', 'T', '9', '8', '7', '6', '5', '4', '3', '2'] as const;
export type Rank = (typeof RANKS)[number];

export type Card = `${Rank}${Suit}`;

export type Colour = 'black' | 'red';

/**
 * A Joker as games name it: 'JK' (the one Joker), 'JKR' / 'JKB' (red and black Jokers of a 54-card pack) or
 * 'JK1'.. 'JK9' (several alike). Games that use Jokers keep their own rules for them; this only names and draws them.
 */
export type JokerCode = `JK${string}`;

export function isJoker(x: unknown): x is JokerCode {
  return typeof x === 'string' && /^JK([RB]|[1-9])?$/.test(x);
}

/** A red Joker is drawn red; every other Joker black. */
export function jokerColour(joker: JokerCode): Colour {
  return joker === 'JKR' ? 'red' : 'black';
}

export function colourOf(suit: Suit): Colour {
  return suit === 'S' || suit === 'C' ? 'black' : 'red';
}

/** The other suit of the same colour: S<->C, H<->D. */
export function partnerSuit(suit: Suit): Suit {
  switch (suit) {
    case 'S':
      return 'C';
    case 'C':
      return 'S';
    case 'H':
      return 'D';
    case 'D':
      return 'H';
  }
}

/**
 * The order of suits in a hand as players sort it: the trump suit first (if there is one), then the other suits with
 * their colours alternating where four suits allow it (no two red or two black suits side by side).
 */
export function handSuits(trump?: Suit | null): Suit[] {
  if (!trump || !isSuit(trump)) return ['S', 'H', 'C', 'D'];
  const others = SUITS.filter((s) => s !== trump);
  const other = others.filter((s) => colourOf(s) !== colourOf(trump));
  const same = others.filter((s) => colourOf(s) === colourOf(trump));
  return [trump, ...[other[0], ...same, other[1]].filter((s): s is Suit => s !== undefined)];
}

export function isSuit(x: unknown): x is Suit {
  return typeof x === 'string' && (SUITS as readonly string[]).includes(x);
}

export function isRank(x: unknown): x is Rank {
  return typeof x === 'string' && (RANKS as readonly string[]).includes(x);
}

export function isCard(x: unknown): x is Card {
  return typeof x === 'string' && x.length === 2 && isRank(x[0]) && isSuit(x[1]);
}

export function rankOf(card: Card): Rank {
  return card[0] as Rank;
}

export function suitOf(card: Card): Suit {
  return card[1] as Suit;
}

export function makeCard(rank: Rank, suit: Suit): Card {
  return `${rank}${suit}`;
}

export type CardParseError = { code: 'card.malformed'; input: unknown };

export function parseCard(input: unknown): { ok: true; value: Card } | { ok: false; error: CardParseError } {
  if (typeof input === 'string') {
    const s = input.trim().toUpperCase().replace(/^10/, 'T');
    if (isCard(s)) return { ok: true, value: s };
  }
  return { ok: false, error: { code: 'card.malformed', input } };
}

/** The full 52-card pack in a fixed order (suit by suit, ranks high to low). */
export const FULL_PACK: readonly Card[] = SUITS.flatMap((s) => RANKS.map((r) => makeCard(r, s)));
