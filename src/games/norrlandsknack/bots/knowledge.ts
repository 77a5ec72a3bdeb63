/**
 * What one seat knows at a decision (its view), built from a `GameState`, and the sampler that deals the hidden
 * cards consistently with it: the seat's own hand and discards, every card played, voids shown (not following suit;
 * under Trumfmant not trumping), the opening leader not holding the trump ace when he led something else, the
 * dealer holding the turn-up, hand sizes and the talon's size. Folded hands and other players' discards are out.
 */
import { shuffleFirst } from '../../../shared/search/rng';
import type { Card } from '../../../shared/cards/model';
import { suitIndex } from '../engine/cards';
import type { GameState } from '../engine/game';
import type { Seat } from '../engine/types';
import { FULL13, PH_BID, PH_BUY, PH_DONE, PH_PLAY, PH_RESPOND, POP, codeOf, copySim, makeSim, setRules, type FastRng, type Sim } from './sim';

export interface View {
  seat: Seat;
  /** Public information and the seat's own hand (other hands empty). */
  sim: Sim;
  /** Cards each seat cannot hold (suit masks by seat * 4 + suit). */
  banned: Int32Array;
  /** Hidden hand sizes by seat (0 for the seat itself and folded players). */
  counts: Int8Array;
  /** Seat that surely holds the turn-up (-1: none). */
  upcardAt: number;
  /** Undealt cards still in the talon (matters before the play). */
  talonLeft: number;
  /** Cards the seat cannot see anywhere (suit masks). */
  unknown: Int32Array;
  /** The seat's hand (cards) as given by the state, for converting actions back. */
  hand: Card[];
}

function add(masks: Int32Array, base: number, code: number): void {
  const s = (code / 13) | 0;
  masks[base + s] = (masks[base + s] as number) | (1 << code % 13);
}

/** The view of `seat` in `state` (null when the seat has no decision-relevant deal). */
export function viewOf(state: GameState, seat: Seat): View | null {
  const d = state.deal;
  if (!d) return null;
  const aceLow = state.rules.ranking === 'ace-low';
  const code = (c: Card) => codeOf(c, aceLow);
  const sim = makeSim();
  const n = state.players;
  sim.n = n;
  sim.dealer = d.dealer;
  sim.trump = suitIndex(d.trump);
  sim.later = d.dealNo >= 2;
  sim.trumfmant = d.trumfmant;
  setRules(sim, state.rules);
  for (let s = 0; s < n; s++) sim.scores[s] = Math.max(-100, Math.min(100, state.scores[s] as number));
  sim.upcard = code(d.upcard);
  const hand = [...(d.hands[seat] ?? [])];
  for (const c of hand) add(sim.hands, seat * 4, code(c));
  const counts = new Int8Array(5);
  const banned = new Int32Array(20);
  const unknown = new Int32Array(4);
  for (let s = 0; s < 4; s++) unknown[s] = FULL13;
  const known = (c: Card) => {
    const k = code(c);
    unknown[(k / 13) | 0] = (unknown[(k / 13) | 0] as number) & ~(1 << k % 13);
  };
  hand.forEach(known);
  (d.discards[seat] ?? []).forEach(known);
  sim.knocker = d.knocker ?? -1;
  switch (state.stage) {
    case 'bidding':
      sim.phase = PH_BID;
      sim.pos = d.bids.length;
      break;
    case 'responding':
      sim.phase = PH_RESPOND;
      sim.part = 1 << (d.knocker as number);
      for (const r of d.responses) if (r.response === 'go_along') sim.part |= 1 << r.seat;
      sim.respLen = d.responders.length;
      d.responders.forEach((s, i) => (sim.respOrder[i] = s));
      sim.respPos = d.responses.length;
      break;
    case 'buying':
      sim.phase = PH_BUY;
      for (const s of d.participants) sim.part |= 1 << s;
      sim.pos = d.order.indexOf(d.turn as Seat);
      break;
    case 'playing':
      sim.phase = PH_PLAY;
      for (const s of d.participants) sim.part |= 1 << s;
      break;
    default:
      sim.phase = PH_DONE;
  }
  sim.turn = d.turn ?? 0;
  // Played cards, voids and the trump-ace inference.
  const trumpCode = sim.trump;
  const aceCode = sim.trump * 13 + (aceLow ? 0 : 12);
  const allTricks = [...d.tricks.map((t) => t.plays), ...(d.trick.length ? [d.trick] : [])];
  allTricks.forEach((plays, ti) => {
    const led = ((code((plays[0] as { card: Card }).card) / 13) | 0);
    plays.forEach((p, i) => {
      const k = code(p.card);
      known(p.card);
      add(sim.played, 0, k);
      if (ti === 0 && i === 0 && k !== aceCode && (state.rules.trump_ace_rule === 'opening-lead' || (state.rules.trump_ace_rule === 'forehand-only' && p.seat === d.forehand))) add(banned, p.seat * 4, aceCode);
      if (i === 0) return;
      const s = (k / 13) | 0;
      if (d.trumfmant && led !== trumpCode) {
        if (s === trumpCode) return;
        if (!d.breaches.includes(p.seat)) banned[p.seat * 4 + trumpCode] = FULL13;
        if (state.rules.trumfmant_no_trump === 'follow-suit' && s !== led) banned[p.seat * 4 + led] = FULL13;
        return;
      }
      if (s !== led) banned[p.seat * 4 + led] = FULL13;
    });
  });
  if (state.stage === 'playing') {
    sim.leader = d.leader ?? 0;
    sim.trickNo = d.tricks.length;
    sim.trickLen = d.trick.length;
    d.trick.forEach((p, i) => {
      sim.trickSeat[i] = p.seat;
      sim.trickCard[i] = code(p.card);
    });
    for (let s = 0; s < n; s++) sim.won[s] = d.tricksWon[s] ?? 0;
  }
  for (let s = 0; s < n; s++) if (s !== seat) counts[s] = (d.hands[s] ?? []).length;
  // The turn-up is in the dealer's hand until played (assumed kept after the dealer's buy unless he showed no trumps).
  let upcardAt = -1;
  const up = sim.upcard;
  const upUnknown = ((unknown[(up / 13) | 0] as number) >> up % 13) & 1;
  if (d.dealer !== seat && upUnknown && (counts[d.dealer] as number) > 0 && !(((banned[d.dealer * 4 + ((up / 13) | 0)] as number) >> up % 13) & 1)) {
    upcardAt = d.dealer;
    unknown[(up / 13) | 0] = (unknown[(up / 13) | 0] as number) & ~(1 << up % 13);
  }
  return { seat, sim, banned, counts, upcardAt, talonLeft: d.talon.length, unknown, hand };
}

export interface Sampler {
  view: View;
  pool: Uint8Array;
  poolLen: number;
  /** Seats to fill, most constrained first. */
  seats: number[];
  used: Uint8Array;
}

export function makeSampler(view: View): Sampler {
  const pool = new Uint8Array(52);
  let k = 0;
  for (let s = 0; s < 4; s++) for (let b = 0; b < 13; b++) if (((view.unknown[s] as number) >> b) & 1) pool[k++] = s * 13 + b;
  const seats: number[] = [];
  for (let s = 0; s < view.sim.n; s++) if ((view.counts[s] as number) > 0) seats.push(s);
  const bannedCount = (s: number) => (POP[view.banned[s * 4] as number] as number) + (POP[view.banned[s * 4 + 1] as number] as number) + (POP[view.banned[s * 4 + 2] as number] as number) + (POP[view.banned[s * 4 + 3] as number] as number);
  seats.sort((a, b) => bannedCount(b) - bannedCount(a));
  return { view, pool, poolLen: k, seats, used: new Uint8Array(52) };
}

/** Fills `into` with a full deal consistent with the view; false if none was found. */
export function sampleInto(sp: Sampler, into: Sim, rng: FastRng): boolean {
  const v = sp.view;
  const pool = sp.pool;
  const len = sp.poolLen;
  for (let attempt = 0; attempt < 24; attempt++) {
    const strict = attempt < 20;
    copySim(into, v.sim);
    shuffleFirst(rng, pool, len);
    sp.used.fill(0, 0, len);
    let okAll = true;
    for (const seat of sp.seats) {
      let need = v.counts[seat] as number;
      if (seat === v.upcardAt) {
        const up = v.sim.upcard;
        into.hands[seat * 4 + ((up / 13) | 0)] = (into.hands[seat * 4 + ((up / 13) | 0)] as number) | (1 << up % 13);
        need--;
      }
      for (let i = 0; i < len && need > 0; i++) {
        if (sp.used[i]) continue;
        const c = pool[i] as number;
        const s = (c / 13) | 0;
        const bit = 1 << c % 13;
        if (strict && (v.banned[seat * 4 + s] as number) & bit) continue;
        sp.used[i] = 1;
        into.hands[seat * 4 + s] = (into.hands[seat * 4 + s] as number) | bit;
        need--;
      }
      if (need > 0) {
        okAll = false;
        break;
      }
    }
    if (!okAll) continue;
    // The talon: the next unused cards.
    let t = 0;
    into.talonPos = 0;
    for (let i = 0; i < len && t < v.talonLeft; i++) {
      if (sp.used[i]) continue;
      into.talon[t++] = pool[i] as number;
    }
    into.talonEnd = t;
    return true;
  }
  return false;
}

export { PH_BID, PH_BUY, PH_PLAY, PH_RESPOND };

/** The full-information simulator of a state's deal (every hand and the talon): for tests and analysis. */
export function simOfState(state: GameState): Sim | null {
  const d = state.deal;
  if (!d) return null;
  const seat = d.turn ?? 0;
  const v = viewOf(state, seat);
  if (!v) return null;
  const sim = v.sim;
  const aceLow = state.rules.ranking === 'ace-low';
  for (let s = 0; s < state.players; s++) {
    sim.hands[s * 4] = sim.hands[s * 4 + 1] = sim.hands[s * 4 + 2] = sim.hands[s * 4 + 3] = 0;
    for (const c of d.hands[s] ?? []) {
      const k = codeOf(c, aceLow);
      sim.hands[s * 4 + ((k / 13) | 0)] = (sim.hands[s * 4 + ((k / 13) | 0)] as number) | (1 << k % 13);
    }
  }
  d.talon.forEach((c, i) => (sim.talon[i] = codeOf(c, aceLow)));
  sim.talonPos = 0;
  sim.talonEnd = d.talon.length;
  return sim;
}
