/**
 * What one seat knows during play, on the simulator's bit masks, and the sampler that deals the hidden cards
 * consistently with it: the seat's own hand, every card played, the voids shown (a discard on a plain lead; a
 * non-trump on a trump lead means no trump but perhaps the Buur; an undertrump means a hand of trumps only), the
 * cards shown or known to lie somewhere (the Weis winner's shown cards, the turned card and the trump 6 after the
 * blind and the six exchange), and the cards known to be out of play. Announced Weis values are not used.
 */
import type { Card } from '../../../shared/cards/model';
import { FastRng, shuffleFirst } from '../../../shared/search/rng';
import { cardIndex, R_JACK, R_SIX, suitIndex } from '../engine/cards';
import { bonusFromHands, copySim, FULL_SUIT, legalMasks, makeSim, nthCard, playCard, popcount, TSTR, type Sim, type StrokeParams } from '../engine/fast';
import type { DealState, GameState } from '../engine/game';
import { SUIT_MULTIPLIER, strokesPerDeal } from '../engine/rules';

export interface View {
  seat: number;
  mySlot: number;
  /** Active seats in play order (slot i = order[i]). */
  order: number[];
  /** Public state with only this seat's hand filled in. */
  sim: Sim;
  handCount: Int32Array;
  /** Per slot: bit s set = known void in suit s. */
  voids: Int32Array;
  /** Per slot: known to hold no trump except perhaps the Buur. */
  buurOnly: Uint8Array;
  /** Cards known to be in a slot's hand [slot * 4 + suit]. */
  known: Int32Array;
  /** Cards known to be out of play. */
  knownOut: Int32Array;
  /** Legal card indices. */
  legal: number[];
  /** Weis already resolved: fixed Weis points by slot. */
  weisFixed: Int32Array | null;
  params: StrokeParams;
}

const addCard = (m: Int32Array, base: number, c: number): void => {
  m[base + ((c / 9) | 0)] = (m[base + ((c / 9) | 0)] as number) | (1 << c % 9);
};

/** The view of `seat` in a deal being played, or null. */
export function viewOf(state: GameState, seat: number): View | null {
  const d = state.deal;
  if (!d || state.stage !== 'playing' || d.turn === null) return null;
  const mySlot = d.active.indexOf(seat);
  if (mySlot < 0) return null;
  const n = d.active.length;
  const t = suitIndex(d.trump);
  const sim = makeSim();
  sim.n = n;
  sim.t = t;
  sim.tricksTotal = d.tricksTotal;
  sim.leader = d.active.indexOf(d.leader as number);
  const voids = new Int32Array(4);
  const buurOnly = new Uint8Array(4);
  const known = new Int32Array(16);
  const knownOut = new Int32Array(4);
  // Replay the public record on a sim with hands that hold exactly the played cards.
  const plays: { slot: number; c: number }[][] = d.tricks.map((tr) => tr.plays.map((p) => ({ slot: d.active.indexOf(p.seat), c: cardIndex(p.card) })));
  if (d.trick.length) plays.push(d.trick.map((p) => ({ slot: d.active.indexOf(p.seat), c: cardIndex(p.card) })));
  for (const tr of plays) for (const p of tr) addCard(sim.hands, p.slot * 4, p.c);
  for (const tr of plays) {
    for (let i = 0; i < tr.length; i++) {
      const p = tr[i] as { slot: number; c: number };
      if (i > 0) {
        const led = sim.led;
        const s = (p.c / 9) | 0;
        if (led === t) {
          if (s !== t) buurOnly[p.slot] = 1;
        } else if (s !== led) {
          if (s !== t) voids[p.slot] = (voids[p.slot] as number) | (1 << led);
          else if (sim.winPow >= 100 && (TSTR[p.c % 9] as number) < sim.winPow - 100) voids[p.slot] = (voids[p.slot] as number) | (15 & ~(1 << t)); // undertrump: only trumps left
        }
      }
      playCard(sim, p.c);
    }
  }
  // Points as the engine has them (the simulator's replay agrees; the engine is the reference).
  d.active.forEach((s, i) => (sim.points[i] = d.points[s] as number));
  // My hand.
  for (const c of d.hands[seat] as Card[]) addCard(sim.hands, mySlot * 4, cardIndex(c));
  const handCount = new Int32Array(4);
  d.active.forEach((s, i) => (handCount[i] = (d.hands[s] as Card[]).length));
  // Known locations.
  const myKnownOut = (c: number): void => addCard(knownOut, 0, c);
  knownLocations(d, seat, (slot, c) => addCard(known, slot * 4, c), myKnownOut);
  // Never "know" a played card or one of mine.
  for (let s = 0; s < 4; s++) {
    const gone = (sim.played[s] as number) | (sim.hands[mySlot * 4 + s] as number);
    knownOut[s] = (knownOut[s] as number) & ~gone;
    for (let p = 0; p < 4; p++) known[p * 4 + s] = p === mySlot ? 0 : (known[p * 4 + s] as number) & ~gone;
  }
  const legalM = new Int32Array(4);
  const k = legalMasks(sim, mySlot, legalM);
  const legal: number[] = [];
  for (let i = 0; i < k; i++) legal.push(nthCard(legalM, i));
  let weisFixed: Int32Array | null = null;
  if (d.weis) {
    weisFixed = new Int32Array(4);
    if (d.weis.winner !== null) weisFixed[d.active.indexOf(d.weis.winner)] = d.weis.points;
  }
  const rules = state.rules;
  const params: StrokeParams = {
    S: strokesPerDeal(rules, d.order.length),
    threshold: rules.threshold,
    multiplier: rules.multiplier ? SUIT_MULTIPLIER[d.trump] : 1,
    extraPerNull: rules.extraPerNull,
  };
  return { seat, mySlot, order: [...d.active], sim, handCount, voids, buurOnly, known, knownOut, legal, weisFixed, params };
}

/** Calls `inHand(slot, card)` for cards `seat` knows another active player holds, and `out(card)` for dead ones. */
function knownLocations(d: DealState, seat: number, inHand: (slot: number, c: number) => void, out: (c: number) => void): void {
  const slotOf = (s: number): number => d.active.indexOf(s);
  // The Weis winner's shown combinations.
  if (d.weis && d.weis.winner !== null && d.weis.winner !== seat) for (const cb of d.weis.combos) for (const c of cb.cards) inHand(slotOf(d.weis.winner), cardIndex(c));
  const six = suitIndex(d.trump) * 9 + R_SIX;
  const turned = cardIndex(d.turned);
  const holder = d.active.find((s) => (d.startHands[s] as Card[]).includes(d.turned));
  if (d.turnedAt === 'dealer-hand') {
    // Face up in the dealer's hand (unless he could have put it away in a Bessern exchange).
    if (d.mode === 'bessern') return;
    if (holder !== undefined) inHand(slotOf(holder), turned);
    else out(turned);
    return;
  }
  // Blind, stock or indicator: the blind-taker got it, or the six exchange moved it; both are public.
  if (holder === undefined) {
    out(turned);
    return;
  }
  inHand(slotOf(holder), turned);
  const exchanged = holder !== d.blindTaker;
  if (!exchanged) return;
  if (d.blindTaker !== null && d.turnedAt === 'blind') inHand(slotOf(d.blindTaker), six);
  else out(six);
}

// ---------------------------------------------------------------------------------------------
// Sampling

export interface Sampler {
  view: View;
  pool: Int8Array;
  poolLen: number;
  need: Int32Array;
  order: Int8Array;
  tmp: Int8Array;
  start: Int32Array;
}

export function makeSampler(view: View): Sampler {
  const sim = view.sim;
  const pool = new Int8Array(36);
  let poolLen = 0;
  for (let c = 0; c < 36; c++) {
    const s = (c / 9) | 0;
    const bit = 1 << c % 9;
    if ((sim.played[s] as number) & bit) continue;
    if ((sim.hands[view.mySlot * 4 + s] as number) & bit) continue;
    if ((view.knownOut[s] as number) & bit) continue;
    let isKnown = false;
    for (let p = 0; p < sim.n; p++) if ((view.known[p * 4 + s] as number) & bit) isKnown = true;
    if (isKnown) continue;
    pool[poolLen++] = c;
  }
  const need = new Int32Array(4);
  const others: number[] = [];
  for (let p = 0; p < sim.n; p++) {
    if (p === view.mySlot) continue;
    let k = 0;
    for (let s = 0; s < 4; s++) k += popcount(view.known[p * 4 + s] as number);
    need[p] = Math.max(0, (view.handCount[p] as number) - k);
    others.push(p);
  }
  // Most constrained first.
  const allowedCount = (p: number): number => {
    let k = 0;
    for (let i = 0; i < poolLen; i++) if (allows(view, p, pool[i] as number)) k++;
    return k - (need[p] as number);
  };
  others.sort((a, b) => allowedCount(a) - allowedCount(b));
  return { view, pool, poolLen, need, order: Int8Array.from(others), tmp: new Int8Array(36), start: new Int32Array(16) };
}

function allows(view: View, p: number, c: number): boolean {
  const s = (c / 9) | 0;
  if (((view.voids[p] as number) >> s) & 1) return false;
  if (view.buurOnly[p] && s === view.sim.t && c % 9 !== R_JACK) return false;
  return true;
}

/** Fills `into` with a full deal consistent with the view; false when none was found (then constraints are relaxed once). */
export function sampleInto(sp: Sampler, into: Sim, rng: FastRng): boolean {
  const v = sp.view;
  for (let attempt = 0; attempt < 40; attempt++) {
    if (tryDeal(sp, into, rng, attempt < 39)) return true;
  }
  return false;
}

function tryDeal(sp: Sampler, into: Sim, rng: FastRng, strict: boolean): boolean {
  const v = sp.view;
  const sim = v.sim;
  // The public record as it is; the hands and the Weis and Stöck are the sampled world's (below).
  copySim(into, sim);
  into.hands.fill(0);
  for (let s = 0; s < 4; s++) into.hands[v.mySlot * 4 + s] = sim.hands[v.mySlot * 4 + s] as number;
  for (let p = 0; p < sim.n; p++) if (p !== v.mySlot) for (let s = 0; s < 4; s++) into.hands[p * 4 + s] = v.known[p * 4 + s] as number;
  // Shuffle the pool into tmp.
  const tmp = sp.tmp;
  let len = sp.poolLen;
  for (let i = 0; i < len; i++) tmp[i] = sp.pool[i] as number;
  shuffleFirst(rng, tmp, len);
  for (let oi = 0; oi < sp.order.length; oi++) {
    const p = sp.order[oi] as number;
    let need = sp.need[p] as number;
    for (let i = 0; i < len && need > 0; ) {
      const c = tmp[i] as number;
      if (!strict || allows(v, p, c)) {
        into.hands[p * 4 + ((c / 9) | 0)] = (into.hands[p * 4 + ((c / 9) | 0)] as number) | (1 << c % 9);
        tmp[i] = tmp[len - 1] as number;
        len--;
        need--;
      } else i++;
    }
    if (need > 0) return false;
  }
  // Weis and Stöck of the sampled world.
  const start = sp.start;
  for (let p = 0; p < 16; p++) start[p] = ((into.hands[p] as number) | (into.playedBy[p] as number)) & FULL_SUIT;
  bonusFromHands(start, into.n, into.t, into.bonus);
  if (v.weisFixed) {
    const t = into.t;
    for (let p = 0; p < into.n; p++) {
      const tm = start[p * 4 + t] as number;
      const st = tm & (1 << 7) && tm & (1 << 6) ? 20 : 0;
      into.bonus[p] = st + (v.weisFixed[p] as number);
    }
  }
  return true;
}
