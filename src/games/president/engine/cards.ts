/**
 * President's cards: the shared French cards (`'AS'`, `'TD'`, ...) plus the Trouduc Jokers (spec §8, V4), which
 * the shared card model lacks and which are therefore defined here:
 *
 *   'JK'   the one Joker of a 53-card pack;
 *   'JKR'  the red Joker and 'JKB' the black Joker of a 54-card pack (two Jokers that look different; which one
 *          is higher is a rule option, `highJoker`, black by default).
 *
 * Suits never matter (spec §1, OP14); only ranks do. Rank powers count from 0 (the lowest rank of the active
 * order) to 12 (the highest natural rank); a lone Joker as a single is 13, the higher of two Jokers 14.
 */
import { isCard, RANKS, SUITS, type Card, type Rank } from '../../../shared/cards/model';
import { emptyList, guard } from './safe';

export type { Card, Rank };
export type Joker = 'JK' | 'JKR' | 'JKB';
/** Any card of a President pack. */
export type PCard = Card | Joker;

export type RankOrder = 'ace-high' | 'two-high';

/** Natural ranks from low to high under each order. */
export const ASCENDING: { readonly [K in RankOrder]: readonly Rank[] } = {
  'ace-high': ['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A'],
  'two-high': ['3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A', '2'],
};

/** Power of a lone Joker (or the lower of two) as a single card, and of the higher of two Jokers. */
export const JOKER_POWER = 13;
export const HIGH_JOKER_POWER = 14;

export const JOKERS: readonly Joker[] = ['JK', 'JKR', 'JKB'];

export function isJoker(x: unknown): x is Joker {
  return x === 'JK' || x === 'JKR' || x === 'JKB';
}

/** Is `x` a card of some President pack (a French card or a Joker)? */
export function isPCard(x: unknown): x is PCard {
  return isCard(x) || isJoker(x);
}

export function isRankName(x: unknown): x is Rank {
  return typeof x === 'string' && (RANKS as readonly string[]).includes(x);
}

/** Power (0..12) of a natural rank under an order. */
function rankPower_(rank: Rank, order: RankOrder): number {
  return ASCENDING[order].indexOf(rank);
}

/** The natural rank at a power (0..12) under an order. */
function rankAt_(power: number, order: RankOrder): Rank {
  return ASCENDING[order][power] as Rank;
}

/** The Jokers of a pack with `jokers` Jokers. */
function jokersOf_(jokers: 0 | 1 | 2): Joker[] {
  return jokers === 0 ? [] : jokers === 1 ? ['JK'] : ['JKR', 'JKB'];
}

/** The whole pack in a fixed order: suit by suit, ranks high to low, then the Jokers. */
function packOf_(jokers: 0 | 1 | 2): PCard[] {
  const out: PCard[] = [];
  for (const s of SUITS) for (const r of RANKS) out.push(`${r}${s}` as Card);
  return out.concat(jokersOf(jokers));
}

/** Is `j` the higher of two Jokers? (A lone 'JK' is never "the higher Joker": there is nothing to compare.) */
function isHighJoker_(j: Joker, highJoker: 'black' | 'red'): boolean {
  return highJoker === 'black' ? j === 'JKB' : j === 'JKR';
}

/** Power of a single card: its rank's power, or the Joker's. */
function singlePower_(c: PCard, order: RankOrder, highJoker: 'black' | 'red'): number {
  if (isJoker(c)) return isHighJoker(c, highJoker) ? HIGH_JOKER_POWER : JOKER_POWER;
  return rankPower(c[0] as Rank, order);
}

/** Cards sorted from low to high (Jokers last); ties keep their input order. */
function sortAscending_(cards: readonly PCard[], order: RankOrder, highJoker: 'black' | 'red' = 'black'): PCard[] {
  return cards
    .map((c, i) => ({ c, i, p: singlePower(c, order, highJoker) }))
    .sort((a, b) => a.p - b.p || a.i - b.i)
    .map((x) => x.c);
}

/** Parses a card in the President notation ('AS', '10S' or 'ts', 'JK', 'JKR', 'JKB'). */
function parsePCard_(input: unknown): { ok: true; value: PCard } | { ok: false; error: { code: 'card.malformed'; input: unknown } } {
  if (typeof input === 'string') {
    const s = input.trim().toUpperCase().replace(/^10/, 'T');
    if (isPCard(s)) return { ok: true, value: s };
  }
  return { ok: false, error: { code: 'card.malformed', input } };
}

export const rankPower = guard(rankPower_, () => -1);
export const rankAt = guard(rankAt_, () => '2');
export const jokersOf = guard(jokersOf_, emptyList);
export const packOf = guard(packOf_, emptyList);
export const isHighJoker = guard(isHighJoker_, () => false);
export const singlePower = guard(singlePower_, () => -1);
export const sortAscending = guard(sortAscending_, emptyList);
export const parsePCard = guard(parsePCard_, () => ({ ok: false, error: { code: 'card.malformed', input: null } }));
