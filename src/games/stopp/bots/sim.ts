/**
 * Stopp's fast deal simulator for the bots: the same rules as the engine's `deal.ts` on small integers and typed
 * arrays, so a playout allocates nothing. Positions 0..n-1 are the deal's players clockwise from forehand.
 * A card is `suit * 13 + power` (suits S H D C = 0..3, power 0 lowest .. 12 highest under the deal's ranking);
 * a hand is one 13-bit mask per suit. Stopps are always automatic here (they are forced in every variant).
 * `sim.test.ts` plays random deals on both and checks they agree card for card.
 */
import { copyState, simState } from '../../../shared/engine/simState';

export interface Sim {
  n: number;
  /** Bit masks of powers by position and suit: hands[pos * 4 + suit]. */
  hands: Int32Array;
  count: Int8Array;
  /** Cards played in this deal (pile and turned piles) by suit: public. */
  played: Int32Array;
  /** What each position may still hold by suit, from its Stopps (public inference): caps[pos * 4 + suit]. */
  caps: Int32Array;
  /** Top card's suit and power; -1 when the pile is empty (the position to act leads). */
  topSuit: number;
  topPow: number;
  topPlayer: number;
  pileLen: number;
  /** The position to act: leads, or must beat (it holds a beater). -1 when the deal is over. */
  turn: number;
  ended: boolean;
  /** Positions in the order they went out. */
  outs: Int8Array;
  outCount: number;
  /** Rules: OP6 solo_continue, OP4 lowest-higher. */
  solo: boolean;
  lowest: boolean;
}

export const FULL = 0x1fff;

export function makeSim(): Sim {
  const sim = simState(
    { n: 0, topSuit: -1, topPow: -1, topPlayer: -1, pileLen: 0, turn: -1, ended: false, outCount: 0, solo: false, lowest: false },
    { hands: [Int32Array, 24], count: [Int8Array, 6], played: [Int32Array, 4], caps: [Int32Array, 24], outs: [Int8Array, 6] },
  );
  sim.caps.fill(FULL);
  return sim;
}

export const copySim: (into: Sim, from: Sim) => void = copyState;

/** Resets `sim` to a fresh deal of `n` players (hands empty: fill `hands` and `count`, then `begin`). */
export function resetSim(sim: Sim, n: number, solo: boolean, lowest: boolean): void {
  sim.n = n;
  sim.hands.fill(0);
  sim.count.fill(0);
  sim.played.fill(0);
  sim.caps.fill(FULL);
  sim.topSuit = -1;
  sim.topPow = -1;
  sim.topPlayer = -1;
  sim.pileLen = 0;
  sim.turn = -1;
  sim.ended = false;
  sim.outs.fill(0);
  sim.outCount = 0;
  sim.solo = solo;
  sim.lowest = lowest;
}

export function giveCard(sim: Sim, pos: number, card: number): void {
  const s = (card / 13) | 0;
  sim.hands[pos * 4 + s] = (sim.hands[pos * 4 + s] as number) | (1 << (card - s * 13));
  sim.count[pos] = (sim.count[pos] as number) + 1;
}

export function popcount(x: number): number {
  x = x - ((x >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Index of the lowest set bit (x != 0). */
export function lowBit(x: number): number {
  return 31 - Math.clz32(x & -x);
}

/** Index of the highest set bit (x != 0). */
export function highBit(x: number): number {
  return 31 - Math.clz32(x);
}

/** Mask of powers strictly above `p` (p = -1: all). */
export function above(p: number): number {
  return FULL & ~((2 << p) - 1);
}

/** The beaters of position `pos` against the top card (a mask in the top suit). */
export function beaterMask(sim: Sim, pos: number): number {
  return (sim.hands[pos * 4 + sim.topSuit] as number) & above(sim.topPow);
}

/**
 * Legal cards of the position to act into `out` (card codes); returns how many. Leading: every card. Beating: the
 * beaters (only the lowest with OP4 'lowest-higher').
 */
export function legalInto(sim: Sim, out: Int8Array | number[]): number {
  const p = sim.turn;
  if (p < 0) return 0;
  let k = 0;
  if (sim.topSuit < 0) {
    for (let s = 0; s < 4; s++) {
      let m = sim.hands[p * 4 + s] as number;
      while (m !== 0) {
        const b = lowBit(m);
        m &= m - 1;
        out[k++] = s * 13 + b;
      }
    }
    return k;
  }
  let m = beaterMask(sim, p);
  const s = sim.topSuit;
  while (m !== 0) {
    const b = lowBit(m);
    m &= m - 1;
    out[k++] = s * 13 + b;
    if (sim.lowest) break;
  }
  return k;
}

/** Plays `card` for the position to act and runs the turn loop (spec 6) up to the next decision or the end. */
export function playCard(sim: Sim, card: number): void {
  const p = sim.turn;
  const s = (card / 13) | 0;
  const pw = card - s * 13;
  const bit = 1 << pw;
  sim.hands[p * 4 + s] = (sim.hands[p * 4 + s] as number) & ~bit;
  const left = (sim.count[p] as number) - 1;
  sim.count[p] = left;
  sim.played[s] = (sim.played[s] as number) | bit;
  sim.topSuit = s;
  sim.topPow = pw;
  sim.topPlayer = p;
  sim.pileLen++;
  if (left === 0) sim.outs[sim.outCount++] = p;
  const n = sim.n;
  const hi = above(pw);
  let othersHold = false;
  for (let k = 1; k < n; k++) {
    const q = (p + k) % n;
    if ((sim.count[q] as number) === 0) continue;
    othersHold = true;
    if (((sim.hands[q * 4 + s] as number) & hi) !== 0) {
      sim.turn = q;
      return;
    }
    // q says Stopp: everyone now knows q holds nothing above pw in this suit.
    sim.caps[q * 4 + s] = (sim.caps[q * 4 + s] as number) & ~hi;
  }
  if (left === 0 || (!othersHold && !sim.solo)) {
    sim.ended = true;
    sim.turn = -1;
    return;
  }
  sim.topSuit = -1;
  sim.topPow = -1;
  sim.pileLen = 0;
  sim.turn = p;
}

/** Cards left of position `pos` (what it pays at the end of the deal). */
export function cardsLeftOf(sim: Sim, pos: number): number {
  return sim.count[pos] as number;
}
