/** Basic types of the Bugami engine. Seats are numbers 0..n-1 (P0..Pn-1 in notation and cases). */
export { ok, err, type Result, type CodedError } from '../../../shared/result';

/** A seat number, 0..players-1, in clockwise order (with the default direction). */
export type Seat = number;

/** A bid: the player's bad suit, or NULL (a promise to take no trick). */
export type Bid = 'S' | 'H' | 'D' | 'C' | 'NULL';
export const BIDS: readonly Bid[] = ['S', 'H', 'D', 'C', 'NULL'];

export function isBid(x: unknown): x is Bid {
  return x === 'S' || x === 'H' || x === 'D' || x === 'C' || x === 'NULL';
}

export const MIN_PLAYERS = 3;
export const MAX_PLAYERS = 7;

export function isPlayerCount(x: unknown): x is number {
  return typeof x === 'number' && Number.isInteger(x) && x >= MIN_PLAYERS && x <= MAX_PLAYERS;
}

export function isSeatOf(x: unknown, players: number): x is Seat {
  return typeof x === 'number' && typeof players === 'number' && Number.isInteger(x) && x >= 0 && x < players;
}

/** "P3" -> 3 (or null). */
export function parseSeatName(x: unknown): Seat | null {
  if (typeof x === 'number' && Number.isInteger(x) && x >= 0 && x < MAX_PLAYERS) return x;
  if (typeof x !== 'string') return null;
  const m = /^P([0-6])$/.exec(x);
  return m ? Number(m[1]) : null;
}

export const seatName = (s: Seat): string => `P${typeof s === 'number' ? s : '?'}`;
