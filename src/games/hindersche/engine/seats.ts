/**
 * Seats and rotation. Play and the deal pass P0 -> P1 -> P2 -> P3 -> P0 (anticlockwise at the table),
 * so the player to the right of Pi is P(i+1) and the player to the left is P(i-1).
 */
import { SEATS, type Seat } from './types';

export type SeatId = 'P0' | 'P1' | 'P2' | 'P3';
export type BySeat<T> = [T, T, T, T];

/** The seat's number, or 0 for something that is not a number (arithmetic on an object may throw). */
const seatNumber = (seat: Seat): number => (typeof seat === 'number' ? seat : 0);

export function rightOf(seat: Seat): Seat {
  return ((seatNumber(seat) + 1) % 4) as Seat;
}

export function leftOf(seat: Seat): Seat {
  return ((seatNumber(seat) + 3) % 4) as Seat;
}

export function isSeat(x: unknown): x is Seat {
  return x === 0 || x === 1 || x === 2 || x === 3;
}

/** The nearest seat strictly to the right of `from` that is in `active` (wraps round; `from` itself if it is the only one). */
export function nextActiveRight(from: Seat, active: readonly Seat[]): Seat | null {
  if (!isSeat(from) || !Array.isArray(active)) return null;
  for (let i = 1; i <= 4; i++) {
    const s = ((from + i) % 4) as Seat;
    if (active.includes(s)) return s;
  }
  return null;
}

/** Active seats in turn order starting with the nearest active player to the right of `dealer` (forehand) and ending with the dealer. */
export function turnOrder(dealer: Seat, active: readonly Seat[]): Seat[] {
  const order: Seat[] = [];
  if (!isSeat(dealer) || !Array.isArray(active)) return order;
  for (let i = 1; i <= 4; i++) {
    const s = ((dealer + i) % 4) as Seat;
    if (active.includes(s)) order.push(s);
  }
  return order;
}

export function seatId(seat: Seat): SeatId {
  return (isSeat(seat) ? `P${seat}` : 'P?') as SeatId;
}

export function parseSeatId(input: unknown): Seat | null {
  if (typeof input !== 'string' || !/^P[0-3]$/.test(input)) return null;
  return Number(input[1]) as Seat;
}

export function bySeat<T>(f: (seat: Seat) => T): BySeat<T> {
  return SEATS.map(f) as BySeat<T>;
}
