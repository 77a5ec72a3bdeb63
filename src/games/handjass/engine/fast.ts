/**
 * The index-level hot path (bots' playouts, the random-deal benchmark): a mutable deal of 2-4 active players on
 * per-suit bit masks, with the same rules as `play.ts` and `weis.ts`. Cards are indices s * 9 + r (suits S H D C,
 * r the natural order 6..A = 0..8); a hand is four 9-bit masks. These functions trust their callers (typed
 * arrays, indices in range) and are not part of the never-throws contract.
 */
import { nextBelow, type RandomGenerator } from '../../../shared/random/rng';
import { copyState, simState } from '../../../shared/engine/simState';
import { PLAIN_POINTS, R_JACK, R_KING, R_QUEEN, TRUMP_POINTS, TRUMP_STRENGTH } from './cards';

export const FULL_SUIT = 0x1ff;

/** TSTR[r]: trump strength of natural rank r. */
export const TSTR = Int8Array.from(TRUMP_STRENGTH);
/** TRUMP_ABOVE[k]: mask (natural bits) of trump ranks with strength above k (k = -1..8, stored at k + 1). */
export const TRUMP_ABOVE = new Int32Array(10);
for (let k = -1; k <= 8; k++) {
  let m = 0;
  for (let r = 0; r < 9; r++) if ((TSTR[r] as number) > k) m |= 1 << r;
  TRUMP_ABOVE[k + 1] = m;
}
/** Points by card index and trump suit: PTS[t * 36 + c]. */
export const PTS = new Int8Array(4 * 36);
for (let t = 0; t < 4; t++) for (let c = 0; c < 36; c++) PTS[t * 36 + c] = ((c / 9) | 0) === t ? (TRUMP_POINTS[c % 9] as number) : (PLAIN_POINTS[c % 9] as number);
/** Points of the cards in a suit mask: MASK_PTS[trump ? 512 + m : m]. */
export const MASK_PTS = new Int16Array(1024);
for (let m = 0; m < 512; m++) {
  let p = 0;
  let q = 0;
  for (let r = 0; r < 9; r++) {
    if (m & (1 << r)) {
      p += PLAIN_POINTS[r] as number;
      q += TRUMP_POINTS[r] as number;
    }
  }
  MASK_PTS[m] = p;
  MASK_PTS[512 + m] = q;
}

export function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Highest natural rank in a mask (mask non-zero). */
export function highBit(m: number): number {
  return 31 - Math.clz32(m);
}
export function lowBit(m: number): number {
  return 31 - Math.clz32(m & -m);
}

export interface Sim {
  /** Active players (slots 0..n-1 in play order, slot 0 nearest Vorhand). */
  n: number;
  t: number;
  /** hands[slot * 4 + suit]. */
  hands: Int32Array;
  /** Cards played so far (completed tricks and the current one), per suit. */
  played: Int32Array;
  /** Cards played by each slot, [slot * 4 + suit]. */
  playedBy: Int32Array;
  trick: Int8Array;
  trickLen: number;
  leader: number;
  trickNo: number;
  tricksTotal: number;
  led: number;
  winSlot: number;
  winPow: number;
  trickPts: number;
  /** Card points (with the last-trick bonus) by slot. */
  points: Int32Array;
  /** Weis and Stöck by slot (fixed for the deal). */
  bonus: Int32Array;
}

export function makeSim(): Sim {
  return simState(
    { n: 4, t: 0, trickLen: 0, leader: 0, trickNo: 0, tricksTotal: 9, led: -1, winSlot: -1, winPow: -1, trickPts: 0 },
    { hands: [Int32Array, 16], played: [Int32Array, 4], playedBy: [Int32Array, 16], trick: [Int8Array, 4], points: [Int32Array, 4], bonus: [Int32Array, 4] },
  );
}

export const copySim: (into: Sim, from: Sim) => void = copyState;

export function toPlay(sim: Sim): number {
  return (sim.leader + sim.trickLen) % sim.n;
}

/** Power of card c in the current trick: trump 100 + strength, led suit its rank, else -1. */
export function powerOf(sim: Sim, c: number): number {
  const s = (c / 9) | 0;
  const r = c % 9;
  if (s === sim.t) return 100 + (TSTR[r] as number);
  return s === sim.led ? r : -1;
}

/** Legal cards of `slot` as per-suit masks in `out` (spec §6.2); returns the number of legal cards. */
export function legalMasks(sim: Sim, slot: number, out: Int32Array): number {
  const h = slot * 4;
  const t = sim.t;
  const H0 = sim.hands[h] as number;
  const H1 = sim.hands[h + 1] as number;
  const H2 = sim.hands[h + 2] as number;
  const H3 = sim.hands[h + 3] as number;
  out[0] = H0;
  out[1] = H1;
  out[2] = H2;
  out[3] = H3;
  if (sim.trickLen > 0) {
    const L = sim.led;
    const myT = sim.hands[h + t] as number;
    if (L === t) {
      if (myT !== 0 && myT !== 1 << R_JACK) {
        out[0] = 0;
        out[1] = 0;
        out[2] = 0;
        out[3] = 0;
        out[t] = myT;
      }
    } else {
      const nonTrump = H0 + H1 + H2 + H3 - myT;
      let allowedT = myT;
      if (sim.winPow >= 100 && nonTrump !== 0) allowedT = myT & (TRUMP_ABOVE[sim.winPow - 100 + 1] as number);
      if ((sim.hands[h + L] as number) !== 0) {
        out[0] = 0;
        out[1] = 0;
        out[2] = 0;
        out[3] = 0;
        out[L] = sim.hands[h + L] as number;
      }
      out[t] = allowedT;
    }
  }
  return popcount(out[0] as number) + popcount(out[1] as number) + popcount(out[2] as number) + popcount(out[3] as number);
}

/** The k-th card (0-based) of per-suit masks. */
export function nthCard(masks: Int32Array, k: number): number {
  for (let s = 0; s < 4; s++) {
    let m = masks[s] as number;
    const c = popcount(m);
    if (k < c) {
      for (; k > 0; k--) m &= m - 1;
      return s * 9 + lowBit(m);
    }
    k -= c;
  }
  return -1;
}

/** Plays card c for the slot to play (in place); completes the trick and the deal's last-trick bonus. */
export function playCard(sim: Sim, c: number): void {
  const slot = (sim.leader + sim.trickLen) % sim.n;
  const s = (c / 9) | 0;
  const bit = 1 << c % 9;
  sim.hands[slot * 4 + s] = (sim.hands[slot * 4 + s] as number) & ~bit;
  sim.played[s] = (sim.played[s] as number) | bit;
  sim.playedBy[slot * 4 + s] = (sim.playedBy[slot * 4 + s] as number) | bit;
  if (sim.trickLen === 0) {
    sim.led = s;
    sim.winSlot = slot;
    sim.winPow = powerOf(sim, c);
    sim.trickPts = 0;
  } else {
    const p = powerOf(sim, c);
    if (p > sim.winPow) {
      sim.winPow = p;
      sim.winSlot = slot;
    }
  }
  sim.trickPts += PTS[sim.t * 36 + c] as number;
  sim.trick[sim.trickLen++] = c;
  if (sim.trickLen === sim.n) {
    sim.trickNo++;
    const w = sim.winSlot;
    sim.points[w] = (sim.points[w] as number) + sim.trickPts + (sim.trickNo === sim.tricksTotal ? 5 : 0);
    sim.leader = w;
    sim.trickLen = 0;
    sim.led = -1;
    sim.winPow = -1;
    sim.trickPts = 0;
  }
}

/** Random legal play to the end of the deal. */
export function randomPlayout(sim: Sim, gen: RandomGenerator, scratch: Int32Array): void {
  while (sim.trickNo < sim.tricksTotal) {
    const slot = toPlay(sim);
    const k = legalMasks(sim, slot, scratch);
    playCard(sim, nthCard(scratch, nextBelow(gen, k)));
  }
}

// ---------------------------------------------------------------------------------------------
// Weis and Stöck on masks

const RUN_VALUE = [0, 0, 0, 20, 50, 100, 100, 100, 100, 100];

/**
 * Best declaration of a hand given as four suit masks: returns total * 2^20 + key of the best single
 * combination, where a larger key is a stronger combination (value, length, top, trump run). 0 = nothing.
 */
export function weisCode(m0: number, m1: number, m2: number, m3: number, t: number): number {
  const masks = [m0, m1, m2, m3];
  let bestTotal = -1;
  let bestKey = 0;
  const quartets: number[] = [];
  for (let r = 4; r < 9; r++) if (m0 & m1 & m2 & m3 & (1 << r)) quartets.push(r);
  for (let sub = 0; sub < 1 << quartets.length; sub++) {
    let total = 0;
    let key = 0;
    let rm = 0;
    for (let k = 0; k < quartets.length; k++) {
      if ((sub & (1 << k)) === 0) continue;
      const r = quartets[k] as number;
      rm |= 1 << r;
      const v = r === R_JACK ? 200 : 100;
      total += v;
      const kk = v * 4096 + 4 * 256 + r * 2;
      if (kk > key) key = kk;
    }
    for (let s = 0; s < 4; s++) {
      const m = (masks[s] as number) & ~rm;
      let r = 0;
      while (r < 9) {
        if ((m & (1 << r)) === 0) {
          r++;
          continue;
        }
        let e = r;
        while (e + 1 < 9 && m & (1 << (e + 1))) e++;
        const len = e - r + 1;
        if (len >= 3) {
          const v = RUN_VALUE[len] as number;
          total += v;
          const kk = v * 4096 + len * 256 + e * 2 + (s === t ? 1 : 0);
          if (kk > key) key = kk;
        }
        r = e + 1;
      }
    }
    if (total > bestTotal || (total === bestTotal && key > bestKey)) {
      bestTotal = total;
      bestKey = key;
    }
  }
  return bestTotal <= 0 ? 0 : bestTotal * 1048576 + bestKey;
}

/**
 * Weis and Stöck bonus by slot from start hands (masks [slot * 4 + suit]); the Weis winner is the strongest best
 * combination, the earlier slot on a full tie. Writes into `bonus`.
 */
export function bonusFromHands(start: Int32Array, n: number, t: number, bonus: Int32Array): void {
  let win = -1;
  let winKey = 0;
  let winTotal = 0;
  for (let p = 0; p < n; p++) {
    bonus[p] = 0;
    const code = weisCode(start[p * 4] as number, start[p * 4 + 1] as number, start[p * 4 + 2] as number, start[p * 4 + 3] as number, t);
    if (code === 0) continue;
    const key = code % 1048576;
    if (key > winKey) {
      winKey = key;
      win = p;
      winTotal = Math.floor(code / 1048576);
    }
    const tm = start[p * 4 + t] as number;
    if ((tm & (1 << R_KING)) !== 0 && (tm & (1 << R_QUEEN)) !== 0) bonus[p] = 20;
  }
  for (let p = 0; p < n; p++) {
    if (p === win) continue;
    const tm = start[p * 4 + t] as number;
    bonus[p] = (tm & (1 << R_KING)) !== 0 && (tm & (1 << R_QUEEN)) !== 0 ? 20 : 0;
  }
  if (win >= 0) bonus[win] = (bonus[win] as number) + winTotal;
  for (let p = n; p < 4; p++) bonus[p] = 0;
}

// ---------------------------------------------------------------------------------------------
// Strokes on numbers

export interface StrokeParams {
  /** Strokes per deal. */
  S: number;
  threshold: number;
  multiplier: number;
  extraPerNull: boolean;
}

const order4 = new Int8Array(4);

/**
 * Expected net strokes (strokes minus potatoes, multiplied) of `slot` from deal totals of `n` active players;
 * ties at the cut share the stroke(s) by expectation (the draw is fair).
 */
export function expectedNet(totals: Int32Array, n: number, slot: number, p: StrokeParams): number {
  if (n === 1) return p.S * p.multiplier;
  const mine = totals[slot] as number;
  let nulls = 0;
  let q = 0;
  for (let i = 0; i < n; i++) {
    if ((totals[i] as number) < p.threshold) nulls++;
    else order4[q++] = i;
  }
  if (mine < p.threshold) return -p.multiplier;
  if (q === 0) return 0;
  // Rank of my total among the qualified, and ties.
  let above = 0;
  let equal = 0;
  for (let i = 0; i < q; i++) {
    const v = totals[order4[i] as number] as number;
    if (v > mine) above++;
    else if (v === mine) equal++;
  }
  const base = Math.floor(p.S / q);
  const extra = p.S - base * q;
  // Extra strokes available to my tie group: positions above..above+equal-1 among the top `extra`.
  let groupExtra = extra - above;
  if (groupExtra < 0) groupExtra = 0;
  if (groupExtra > equal) groupExtra = equal;
  let strokes = base + groupExtra / equal;
  if (p.extraPerNull && nulls > 0) {
    // Receivers: the qualified players with at least one stroke, from the top; approximate my share.
    const receivers = base > 0 ? q : extra;
    const myRank = above + (equal - 1) / 2;
    if (myRank < receivers) strokes += Math.floor(nulls / receivers) + (myRank < nulls % receivers ? 1 : 0);
  }
  return strokes * p.multiplier;
}

// ---------------------------------------------------------------------------------------------
// A whole random deal (benchmark)

export interface DealScratch {
  sim: Sim;
  pack: Uint8Array;
  legal: Int32Array;
  start: Int32Array;
  totals: Int32Array;
}

export function makeDealScratch(): DealScratch {
  return { sim: makeSim(), pack: Uint8Array.from({ length: 36 }, (_, i) => i), legal: new Int32Array(4), start: new Int32Array(16), totals: new Int32Array(4) };
}

/**
 * Shuffles, deals a 4-player deal (dealer's last card sets trumps), plays random legal cards to the end, adds Weis
 * and Stöck, and returns the expected net strokes of slot 0 (the caller may read `sc.totals`).
 */
export function simulateRandomDeal(gen: RandomGenerator, sc: DealScratch, shuffle: (a: Uint8Array, g: RandomGenerator) => void): number {
  const sim = sc.sim;
  shuffle(sc.pack, gen);
  sim.n = 4;
  sim.hands.fill(0);
  sim.played.fill(0);
  sim.playedBy.fill(0);
  sim.points.fill(0);
  for (let i = 0; i < 36; i++) {
    const c = sc.pack[i] as number;
    const slot = ((i / 3) | 0) % 4;
    sim.hands[slot * 4 + ((c / 9) | 0)] = (sim.hands[slot * 4 + ((c / 9) | 0)] as number) | (1 << c % 9);
  }
  sim.t = ((sc.pack[35] as number) / 9) | 0;
  sim.trickLen = 0;
  sim.leader = 0;
  sim.trickNo = 0;
  sim.tricksTotal = 9;
  sim.led = -1;
  sim.winPow = -1;
  sim.trickPts = 0;
  sc.start.set(sim.hands);
  bonusFromHands(sc.start, 4, sim.t, sim.bonus);
  randomPlayout(sim, gen, sc.legal);
  for (let p = 0; p < 4; p++) sc.totals[p] = (sim.points[p] as number) + (sim.bonus[p] as number);
  return expectedNet(sc.totals, 4, 0, { S: 2, threshold: 26, multiplier: 1, extraPerNull: false });
}
