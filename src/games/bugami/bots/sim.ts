/**
 * The deal simulator the bots play on: small integer encodings and typed arrays, no allocation per card.
 *
 * Cards are codes: suit * 13 + power (S=0 H=1 D=2 C=3; power 12 = highest under the rules' ranking), Jokers
 * 52 + k. A hand is five masks per slot: four suits (bit = power) and the Jokers (bit = k). Slots are positions in
 * the deal's playing order (slot 0 = the first leader, slot n-1 = the dealer). Bids: 0-3 a bad suit, 4 = Null.
 * Scoring follows engine/scoring.ts (§7, Zwangshochzeit pooling by unit).
 */
import { copyState, simState } from '../../../shared/engine/simState';
import { FastRng } from '../../../shared/search/rng';
import { isJoker, jokerNames, powerOf, suitOf, type GameCard, type Joker, type Suit } from '../engine/cards';
import type { Rules } from '../engine/rules';
import type { Bid } from '../engine/types';

export { FastRng };

export const JOKER_BASE = 52;
export const SUIT_IDX: Record<Suit, number> = { S: 0, H: 1, D: 2, C: 3 };
export const SUIT_AT: readonly Suit[] = ['S', 'H', 'D', 'C'];
export const NULL_BID = 4;
export const FULL_SUIT = 0x1fff;
const FULL13 = FULL_SUIT;

export function bidCode(b: Bid): number {
  return b === 'NULL' ? NULL_BID : SUIT_IDX[b];
}
export function bidOf(code: number): Bid {
  return code === NULL_BID ? 'NULL' : (SUIT_AT[code] as Suit);
}

export function codeOf(card: GameCard, ranking: Rules['ranking']): number {
  if (isJoker(card)) return JOKER_BASE + (card === 'JK' ? 0 : Number(card.slice(2)) - 1);
  return SUIT_IDX[suitOf(card) as Suit] * 13 + powerOf(card, ranking);
}

const RANKS_HIGH = ['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A'];
const RANKS_LOW = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'];

export function cardOfCode(code: number, ranking: Rules['ranking'], jokers: number): GameCard {
  if (code >= JOKER_BASE) return (jokerNames(jokers)[code - JOKER_BASE] ?? 'JK') as Joker;
  const s = Math.floor(code / 13);
  const p = code % 13;
  return `${(ranking === 'ace-low' ? RANKS_LOW : RANKS_HIGH)[p]}${SUIT_AT[s]}` as GameCard;
}

export const popcount = (x: number): number => {
  x = x - ((x >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
};
export const highBit = (m: number): number => 31 - Math.clz32(m);
export const lowBit = (m: number): number => 31 - Math.clz32(m & -m);

export interface SimRules {
  jokerLeadNever: boolean;
  zwang: boolean;
  nullAll: number;
  nullOther: number;
  remTrick: boolean;
  /** OP14: a thrown-off Joker wins (the first one played). */
  jokerWins: boolean;
  /** OP18: the every-trick / no-trick cases judged for each partner alone. */
  perPartner: boolean;
}

export function simRules(r: Rules): SimRules {
  return { jokerLeadNever: r.jokerLead === 'never', zwang: r.zwangshochzeit, nullAll: r.nullAllTricks, nullOther: r.nullWhenOtherTakesAll, remTrick: r.remainderIsTrick, jokerWins: r.jokerDiscard === 'wins', perPartner: r.partnershipSpecials === 'per-partner' };
}

export interface Sim {
  n: number;
  /** Tricks per deal (hand size). */
  hs: number;
  jokers: number;
  /** n * 5 masks: suits 0-3 and Jokers (index 4). */
  hands: Int32Array;
  /** Cards left per slot. */
  counts: Int32Array;
  /** Masks of cards played (suits, Jokers). */
  played: Int32Array;
  trick: Int32Array;
  trickLen: number;
  leader: number;
  /** Led suit 0-3, 4 = Joker led, -1 = no card yet. */
  led: number;
  winSlot: number;
  winPow: number;
  /** Cards of each suit (and Jokers) in the current trick. */
  trickCount: Int32Array;
  trickNo: number;
  tricksWon: Int32Array;
  /** n * 5 counts of captured cards by suit and Jokers. */
  cap: Int32Array;
  bid: Int32Array;
  /** Scoring unit of each slot (lowest slot of the unit). */
  unit: Int32Array;
  /** The remainder by suit and Jokers (counts). */
  rem: Int32Array;
  remCount: number;
  /** Voids shown, bit per suit. */
  voids: Int32Array;
  rules: SimRules;
  /** Scratch for legal cards. */
  legal: Int32Array;
}

export function makeSim(n = 7): Sim {
  const rules: SimRules = { jokerLeadNever: false, zwang: false, nullAll: 0, nullOther: 0, remTrick: false, jokerWins: false, perPartner: false };
  // Up to 7 slots of five masks / counts each; a trick of up to 8 cards; suits and Jokers (5) for the rest.
  return simState(
    { n, hs: 0, jokers: 0, trickLen: 0, leader: 0, led: -1, winSlot: 0, winPow: -1, trickNo: 0, remCount: 0, rules },
    { hands: [Int32Array, 35], counts: [Int32Array, 7], played: [Int32Array, 5], trick: [Int32Array, 8], trickCount: [Int32Array, 5], tricksWon: [Int32Array, 7], cap: [Int32Array, 35], bid: [Int32Array, 7], unit: [Int32Array, 7], rem: [Int32Array, 5], voids: [Int32Array, 7] },
    { legal: [Int32Array, 64] },
  );
}

/** Copies the deal `from` into `into` (not the scratch of legal cards). */
export const copySim: (into: Sim, from: Sim) => void = copyState;

/** Units from bids: under Zwangshochzeit, slots with the same suit bid share the lowest slot's unit. */
export function setUnits(sim: Sim): void {
  for (let i = 0; i < sim.n; i++) {
    sim.unit[i] = i;
    if (!sim.rules.zwang || sim.bid[i] === NULL_BID) continue;
    for (let j = 0; j < i; j++) {
      if (sim.bid[j] === sim.bid[i]) {
        sim.unit[i] = sim.unit[j] as number;
        break;
      }
    }
  }
}

export const toPlay = (sim: Sim): number => (sim.leader + sim.trickLen) % sim.n;
export const isOver = (sim: Sim): boolean => sim.trickNo >= sim.hs;

/** Fills sim.legal with the legal cards of `slot`; returns how many. */
export function legalInto(sim: Sim, slot: number): number {
  const base = slot * 5;
  const out = sim.legal;
  let k = 0;
  const hands = sim.hands;
  if (sim.trickLen > 0 && sim.led < 4) {
    const m = hands[base + sim.led] as number;
    if (m !== 0) {
      let x = m;
      while (x) {
        const b = lowBit(x);
        out[k++] = sim.led * 13 + b;
        x &= x - 1;
      }
      return k;
    }
  }
  for (let s = 0; s < 4; s++) {
    let x = hands[base + s] as number;
    while (x) {
      const b = lowBit(x);
      out[k++] = s * 13 + b;
      x &= x - 1;
    }
  }
  const jm = hands[base + 4] as number;
  if (jm !== 0 && !(sim.trickLen === 0 && sim.rules.jokerLeadNever && k > 0)) {
    let x = jm;
    while (x) {
      const b = lowBit(x);
      out[k++] = JOKER_BASE + b;
      x &= x - 1;
    }
  }
  return k;
}

/** Plays `code` for the slot to play (trusted legal). Resolves the trick and, after the last, the remainder. */
export function playCard(sim: Sim, code: number): void {
  const slot = (sim.leader + sim.trickLen) % sim.n;
  const s = code >= JOKER_BASE ? 4 : (code / 13) | 0;
  const bit = code >= JOKER_BASE ? code - JOKER_BASE : code - s * 13;
  sim.hands[slot * 5 + s] = (sim.hands[slot * 5 + s] as number) & ~(1 << bit);
  sim.counts[slot] = (sim.counts[slot] as number) - 1;
  sim.played[s] = (sim.played[s] as number) | (1 << bit);
  sim.trickCount[s] = (sim.trickCount[s] as number) + 1;
  if (sim.trickLen === 0) {
    sim.led = s;
    sim.winSlot = slot;
    sim.winPow = s === 4 ? 99 : bit;
  } else {
    if (sim.led < 4 && s !== sim.led) sim.voids[slot] = (sim.voids[slot] as number) | (1 << sim.led);
    if (s === sim.led && s < 4 && bit > sim.winPow) {
      sim.winPow = bit;
      sim.winSlot = slot;
    } else if (s === 4 && sim.rules.jokerWins && sim.winPow < 99) {
      sim.winPow = 99;
      sim.winSlot = slot;
    }
  }
  sim.trick[sim.trickLen] = code;
  sim.trickLen++;
  if (sim.trickLen < sim.n) return;
  const w = sim.winSlot;
  sim.tricksWon[w] = (sim.tricksWon[w] as number) + 1;
  for (let i = 0; i < 5; i++) {
    sim.cap[w * 5 + i] = (sim.cap[w * 5 + i] as number) + (sim.trickCount[i] as number);
    sim.trickCount[i] = 0;
  }
  sim.trickNo++;
  sim.trickLen = 0;
  sim.leader = w;
  sim.led = -1;
  sim.winPow = -1;
  if (sim.trickNo >= sim.hs) {
    for (let i = 0; i < 5; i++) sim.cap[w * 5 + i] = (sim.cap[w * 5 + i] as number) + (sim.rem[i] as number);
    if (sim.rules.remTrick && sim.remCount > 0) sim.tricksWon[w] = (sim.tricksWon[w] as number) + 1;
  }
}

/** Bad cards of `slot` alone (its bad suit and Jokers; 0 for Null). */
export function badOf(sim: Sim, slot: number): number {
  const b = sim.bid[slot] as number;
  if (b === NULL_BID) return 0;
  return (sim.cap[slot * 5 + b] as number) + (sim.cap[slot * 5 + 4] as number);
}

/** §7 rules 2-5 for a unit (no sweep). */
export function unitValue(bid: number, tricks: number, bad: number): number {
  if (bid === NULL_BID) return tricks === 0 ? 100 : 0;
  if (tricks === 0) return 30;
  if (bad === 0) return 20 * tricks;
  return Math.floor((10 * tricks) / bad);
}

/** Scores of a finished deal by slot into `out`. */
export function scoreSim(sim: Sim, out: Float64Array | number[]): void {
  const n = sim.n;
  const total = sim.hs + (sim.rules.remTrick && sim.remCount > 0 ? 1 : 0);
  let sweepUnit = -1;
  for (let u = 0; u < n; u++) {
    if (sim.unit[u] !== u) continue;
    let t = 0;
    let alone = false;
    for (let i = 0; i < n; i++) {
      if (sim.unit[i] !== u) continue;
      t += sim.tricksWon[i] as number;
      if (sim.tricksWon[i] === total) alone = true;
    }
    if (t === total && (!sim.rules.perPartner || alone)) sweepUnit = u;
  }
  for (let i = 0; i < n; i++) {
    const u = sim.unit[i] as number;
    const b = sim.bid[i] as number;
    if (sweepUnit >= 0) {
      if (u === sweepUnit) out[i] = b === NULL_BID ? sim.rules.nullAll : 100;
      else out[i] = b === NULL_BID ? sim.rules.nullOther : 0;
      continue;
    }
    if (sim.rules.perPartner && b !== NULL_BID && sim.tricksWon[i] === 0) {
      out[i] = 30;
      continue;
    }
    let t = 0;
    let bad = 0;
    for (let j = 0; j < n; j++) {
      if (sim.unit[j] !== u) continue;
      t += sim.tricksWon[j] as number;
      bad += badOf(sim, j);
    }
    out[i] = unitValue(b, t, bad);
  }
}

/** Tricks and bad cards of the unit of `slot` so far. */
export function unitTotals(sim: Sim, slot: number): { tricks: number; bad: number } {
  const u = sim.unit[slot] as number;
  let t = 0;
  let bad = 0;
  for (let j = 0; j < sim.n; j++) {
    if (sim.unit[j] !== u) continue;
    t += sim.tricksWon[j] as number;
    bad += badOf(sim, j);
  }
  return { tricks: t, bad };
}

/** Deals a pack of codes (top first) one card at a time from slot 0; the rest is the remainder. */
export function dealCodes(sim: Sim, pack: ArrayLike<number>, n: number, hs: number, jokers: number, rules: SimRules): void {
  sim.n = n;
  sim.hs = hs;
  sim.jokers = jokers;
  sim.hands.fill(0);
  sim.counts.fill(0);
  sim.played.fill(0);
  sim.trickCount.fill(0);
  sim.tricksWon.fill(0);
  sim.cap.fill(0);
  sim.bid.fill(0);
  sim.rem.fill(0);
  sim.voids.fill(0);
  sim.trickLen = 0;
  sim.leader = 0;
  sim.led = -1;
  sim.winSlot = 0;
  sim.winPow = -1;
  sim.trickNo = 0;
  sim.rules = rules;
  for (let i = 0; i < pack.length; i++) {
    const c = pack[i] as number;
    const s = c >= JOKER_BASE ? 4 : (c / 13) | 0;
    const bit = c >= JOKER_BASE ? c - JOKER_BASE : c - s * 13;
    if (i < n * hs) {
      const slot = i % n;
      sim.hands[slot * 5 + s] = (sim.hands[slot * 5 + s] as number) | (1 << bit);
      sim.counts[slot] = (sim.counts[slot] as number) + 1;
    } else sim.rem[s] = (sim.rem[s] as number) + 1;
  }
  sim.remCount = pack.length - n * hs;
}

/** A uniformly random legal card of the slot to play. */
export function randomLegal(sim: Sim, rng: FastRng): number {
  const k = legalInto(sim, toPlay(sim));
  return sim.legal[rng.below(k)] as number;
}
