/**
 * The bots' deal simulator: one deal in progress as typed arrays (suit masks per turn-order slot), with the
 * public record every player can see (cards played, shown voids, points and tricks taken). Playing a card and
 * finishing a trick allocate nothing, so a playout of the rest of a deal costs a few microseconds.
 *
 * Slots are turn-order positions of the deal: 0 = forehand ... n-1 = dealer.
 */
import { copyState, simState } from '../../../shared/engine/simState';
import { BITPOS, CARD_AT, ESUIT, FULL, LITTLE_MAN_POS, PTS_AT } from './tables';

export interface Sim {
  /** Trump suit index. */
  t: number;
  /** Players in the deal (2..4). */
  n: number;
  /** VP05 'follows-printed-suit': the Little Man also counts as holding its printed suit for the follow test. */
  printed: boolean;
  /** Hand suit masks, slot * 4 + suit. */
  hands: Int32Array;
  lens: Int32Array;
  /** Suit masks of every card played so far (completed tricks and the current trick). */
  played: Int32Array;
  /** Suit masks of cards everyone knows are out of play (the turned card under VP01-A). */
  knownOut: Int32Array;
  /** Per slot: bit s = has shown a void in effective suit s; bit 4 = cannot hold the Little Man (VP05 printed). */
  voids: Int32Array;
  /** Cards of the current trick in play order (card indices). */
  trick: Int32Array;
  trickLen: number;
  leader: number;
  /** Effective suit of the lead, -1 before the lead. */
  led: number;
  /** Power of the card winning the trick so far: 100 + pos for trumps, pos for the led suit. */
  winPow: number;
  winSlot: number;
  trickPts: number;
  points: Int32Array;
  tricks: Int32Array;
  /** Completed tricks. */
  trickNo: number;
  /** Card points in play in this deal (140 with four players). */
  inPlay: number;
  /** Per slot: 1 = playing for a march, 0 = not, -1 = not decided yet (used by the Steady policy). */
  march: Int8Array;
}

export function makeSim(): Sim {
  return simState(
    { t: 0, n: 4, printed: false, trickLen: 0, leader: 0, led: -1, winPow: -1, winSlot: 0, trickPts: 0, trickNo: 0, inPlay: 140 },
    { hands: [Int32Array, 16], lens: [Int32Array, 4], played: [Int32Array, 4], knownOut: [Int32Array, 4], voids: [Int32Array, 4], trick: [Int32Array, 4], points: [Int32Array, 4], tricks: [Int32Array, 4], march: [Int8Array, 4] },
  );
}

export const copySim: (dst: Sim, src: Sim) => void = copyState;

/** Slot to play next. */
export function toPlay(sim: Sim): number {
  const s = sim.leader + sim.trickLen;
  return s >= sim.n ? s - sim.n : s;
}

/**
 * Legal cards of `slot` as suit masks written to `out` (length 4). Spec 4.2: holding the led suit you may follow
 * or trump; void, anything; on a trump lead you must trump if you can.
 */
export function legalMasks(sim: Sim, slot: number, out: Int32Array): void {
  const h = slot * 4;
  const t = sim.t;
  const L = sim.led;
  const a0 = sim.hands[h] as number;
  const a1 = sim.hands[h + 1] as number;
  const a2 = sim.hands[h + 2] as number;
  const a3 = sim.hands[h + 3] as number;
  out[0] = a0;
  out[1] = a1;
  out[2] = a2;
  out[3] = a3;
  if (L < 0 || sim.trickLen === 0) return;
  const hl = sim.hands[h + L] as number;
  const ht = sim.hands[h + t] as number;
  let holds = hl !== 0;
  if (!holds && sim.printed && L === 3 - t && (ht & (1 << LITTLE_MAN_POS)) !== 0) holds = true;
  if (L === t) {
    if (ht === 0) return;
    out[0] = 0;
    out[1] = 0;
    out[2] = 0;
    out[3] = 0;
    out[t] = ht;
    return;
  }
  if (!holds) return;
  out[0] = 0;
  out[1] = 0;
  out[2] = 0;
  out[3] = 0;
  out[L] = hl;
  out[t] = ht;
}

/** Power of card (suit s, pos) in the current trick: 100+pos for a trump, pos for the led suit, -1 otherwise. */
export function powerIn(sim: Sim, s: number, pos: number): number {
  if (s === sim.t) return 100 + pos;
  if (s === sim.led || sim.trickLen === 0) return pos;
  return -1;
}

/** Plays card `c` (a card index) for the slot to move; finishes the trick when it is complete. */
export function playCard(sim: Sim, c: number): void {
  const slot = toPlay(sim);
  const t = sim.t;
  const k = t * 36 + c;
  const s = ESUIT[k] as number;
  const pos = BITPOS[k] as number;
  const bit = 1 << pos;
  const hi = slot * 4 + s;
  sim.hands[hi] = (sim.hands[hi] as number) & ~bit;
  sim.lens[slot] = (sim.lens[slot] as number) - 1;
  sim.played[s] = (sim.played[s] as number) | bit;
  const pts = PTS_AT[t * 40 + s * 10 + pos] as number;
  if (sim.trickLen === 0) {
    sim.led = s;
    sim.winPow = s === t ? 100 + pos : pos;
    sim.winSlot = slot;
    sim.trickPts = pts;
  } else {
    const L = sim.led;
    if (s !== L) {
      // Not following: void in the led suit (a trump lead shows no trumps); under VP05 printed a partner-suit
      // discard also shows that the Little Man is not held.
      if (L === t) sim.voids[slot] = (sim.voids[slot] as number) | (1 << t);
      else if (s !== t) {
        let v = (sim.voids[slot] as number) | (1 << L);
        if (sim.printed && L === 3 - t) v |= 16;
        sim.voids[slot] = v;
      }
    }
    const p = s === t ? 100 + pos : s === L ? pos : -1;
    if (p > sim.winPow) {
      sim.winPow = p;
      sim.winSlot = slot;
    }
    sim.trickPts += pts;
  }
  sim.trick[sim.trickLen] = c;
  sim.trickLen++;
  if (sim.trickLen === sim.n) {
    const w = sim.winSlot;
    sim.points[w] = (sim.points[w] as number) + sim.trickPts;
    sim.tricks[w] = (sim.tricks[w] as number) + 1;
    sim.leader = w;
    sim.trickLen = 0;
    sim.led = -1;
    sim.winPow = -1;
    sim.trickPts = 0;
    sim.trickNo++;
  }
}

/** Points of all cards not yet played that are in players' hands (sum over slots). */
export function pointsInHands(sim: Sim): number {
  let sum = 0;
  for (let j = 0; j < sim.n; j++) {
    for (let s = 0; s < 4; s++) {
      let m = sim.hands[j * 4 + s] as number;
      while (m !== 0) {
        const b = m & -m;
        sum += PTS_AT[sim.t * 40 + s * 10 + 31 - Math.clz32(b)] as number;
        m ^= b;
      }
    }
  }
  return sum;
}

/** Card index of the card at (suit, pos) under the sim's trump. */
export function cardOf(sim: Sim, s: number, pos: number): number {
  return CARD_AT[sim.t * 40 + s * 10 + pos] as number;
}

/** Cards that `slot` cannot see: not in its hand, not played, not known out of play (suit mask). */
export function unseenMask(sim: Sim, slot: number, s: number): number {
  return (FULL[sim.t * 4 + s] as number) & ~(sim.played[s] as number) & ~(sim.hands[slot * 4 + s] as number) & ~(sim.knownOut[s] as number);
}
