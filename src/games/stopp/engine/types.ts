/**
 * Basic types of the Stopp engine. Seats are numbers 0..n-1 in clockwise order (P0..Pn-1 in notation and cases);
 * a table has 3 to 6 seats, a single deal 2 to 6 players (eliminated players sit out).
 */
import type { Card, Suit } from '../../../shared/cards/model';
import { err, ok, type CodedError, type Result } from '../../../shared/result';

export type { Card, Suit, CodedError, Result };
export { ok, err };

export type Seat = number;

export const MIN_PLAYERS = 3;
export const MAX_PLAYERS = 6;
/** Fewest players in one deal (eliminations leave two at the end). */
export const MIN_DEAL_PLAYERS = 2;
export const HAND_SIZE = 6;
export const START_CAPITAL = 10;
export const PACK_SIZE = 52;

export const isObj = (x: unknown): x is Record<string, unknown> => x !== null && typeof x === 'object' && !Array.isArray(x);

export function isSeatOf(x: unknown, n: number): x is Seat {
  return typeof x === 'number' && typeof n === 'number' && Number.isInteger(x) && x >= 0 && x < n;
}
