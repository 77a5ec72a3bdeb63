/**
 * Bit-level card tables for the bots. Under trump `t` every card has an effective suit `s` (0..3, trumps = t) and a
 * bit position `pos` inside that suit ordered by trick power (0 = lowest). A hand or a set of played cards is then
 * four suit masks of at most 10 bits, so "cards above this one that are still out" is a shift and a popcount.
 * All tables are indexed with `t * 36 + card` or `t * 40 + s * 10 + pos`.
 */
import { EFF_SUIT, IS_TRUMP, PACK_SIZE, POINTS, POWER } from '../engine/cards';

/** Bit position of a card inside its effective suit (0 = lowest), per (trump, card). */
export const BITPOS = new Uint8Array(4 * PACK_SIZE);
/** Effective suit per (trump, card); same as the engine's EFF_SUIT, re-exported for one import site. */
export const ESUIT = EFF_SUIT;
/** Card index per (trump, suit, pos), 255 where no card exists (the partner suit has no jack). */
export const CARD_AT = new Uint8Array(4 * 40).fill(255);
/** Card points per (trump, suit, pos). */
export const PTS_AT = new Uint8Array(4 * 40);
/** All bits of an effective suit, per (trump, suit). */
export const FULL = new Int32Array(16);
/** Total card points of an effective suit, per (trump, suit). */
export const SUIT_POINTS = new Int32Array(16);
/** Bit position of the Little Man inside the trump suit (second highest trump). */
export const LITTLE_MAN_POS = 8;
/** Bit position of the Old Man. */
export const OLD_MAN_POS = 9;

for (let t = 0; t < 4; t++) {
  for (let c = 0; c < PACK_SIZE; c++) {
    const k = t * PACK_SIZE + c;
    const p = POWER[k] as number;
    const pos = IS_TRUMP[k] === 1 ? p - 110 : p;
    const s = EFF_SUIT[k] as number;
    BITPOS[k] = pos;
    CARD_AT[t * 40 + s * 10 + pos] = c;
    PTS_AT[t * 40 + s * 10 + pos] = POINTS[k] as number;
    FULL[t * 4 + s] = (FULL[t * 4 + s] as number) | (1 << pos);
    SUIT_POINTS[t * 4 + s] = (SUIT_POINTS[t * 4 + s] as number) + (POINTS[k] as number);
  }
}

export function popcount(x: number): number {
  x = x - ((x >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Index of the highest set bit (x > 0). */
export function highBit(x: number): number {
  return 31 - Math.clz32(x);
}

/** Index of the lowest set bit (x > 0). */
export function lowBit(x: number): number {
  return 31 - Math.clz32(x & -x);
}

/** Sum of card points of the cards in `mask` of suit `s` under trump `t`. */
export function maskPoints(t: number, s: number, mask: number): number {
  let sum = 0;
  const base = t * 40 + s * 10;
  while (mask !== 0) {
    const b = mask & -mask;
    sum += PTS_AT[base + 31 - Math.clz32(b)] as number;
    mask ^= b;
  }
  return sum;
}

export { FastRng } from '../../../shared/search/rng';
