/** Basic types of the Hindersche engine. Seats are numbers 0..3 (P0..P3 in notation and cases). */
import type { Card, Suit } from '../../../shared/cards/model';

export type { Card, Suit };

export type Seat = 0 | 1 | 2 | 3;
export const SEATS: readonly Seat[] = [0, 1, 2, 3];

/** An engine result: a value, or an error with a code and plain data (never English text). */
export type Result<T, E extends { code: string } = EngineError> = { ok: true; value: T } | { ok: false; error: E };

export interface EngineError {
  code: string;
  [key: string]: unknown;
}

export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });
export const err = <E extends { code: string }>(error: E): { ok: false; error: E } => ({ ok: false, error });
