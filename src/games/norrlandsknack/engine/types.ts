/**
 * Basic types of the Norrlandsknack engine. Seats are numbers 0..n-1 (P0..Pn-1 in notation and cases), clockwise;
 * with 3-5 players. Results and coded errors come from the platform (`shared/result.ts`).
 */
import type { Card, Suit } from '../../../shared/cards/model';
import { err, ok, type CodedError, type Result } from '../../../shared/result';

export type { Card, Suit, CodedError, Result };
export { ok, err };

/** A seat number, 0..players-1. */
export type Seat = number;

export const MIN_PLAYERS = 3;
export const MAX_PLAYERS = 5;
/** Everyone starts on this score and counts down. */
export const START_SCORE = 10;
/** A limpa in deal 2 onward adds this many points (capped at START_SCORE). */
export const LIMPA_POINTS = 5;
export const TRICKS_PER_DEAL = 5;
export const HAND_SIZE = 5;

export function isPlayerCount(x: unknown): x is 3 | 4 | 5 {
  return x === 3 || x === 4 || x === 5;
}

export function isSeatOf(x: unknown, players: number): x is Seat {
  return typeof x === 'number' && typeof players === 'number' && Number.isInteger(x) && x >= 0 && x < players;
}

/** "P2" -> 2 (for cases and notation), or null. */
export function parseSeatName(x: unknown, players = MAX_PLAYERS): Seat | null {
  if (typeof x !== 'string' || !/^P[0-9]$/.test(x)) return null;
  const s = Number(x.slice(1));
  return typeof players === 'number' && s < players ? s : null;
}

export const seatName = (s: Seat): string => 'P' + String(typeof s === 'number' ? s : '?');

/**
 * Runs `f` and turns any exception into a coded error value: the engine's promise is that no exported function
 * throws, whatever it is given (a hand-edited state, JSON garbage).
 */
export function guard<T, E extends { code: string }>(f: () => Result<T, E>, code = 'engine.bad-input'): Result<T, E> {
  try {
    return f();
  } catch (x) {
    return err({ code, detail: x instanceof Error ? x.message : typeof x } as unknown as E);
  }
}
