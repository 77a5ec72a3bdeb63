/**
 * A fast, mutable, full-information simulator of one Norrlandsknack deal from the bidding to the last trick, for
 * the Steady policy's playouts and the Strong player's search. Cards are small integers: code = suit * 13 + power
 * (power 0..12, higher beats lower under the game's ranking). Hands are 13-bit masks per seat and suit.
 *
 * Actions (numbers): a card code (0..51) to play; KNOCK / LURK / GO / FOLD; BUY + m, where bit i of m discards the
 * i-th lowest card code of the buyer's hand. Nothing here allocates per action.
 */
import type { Card } from '../../../shared/cards/model';
import { cardId, pipIndex } from '../engine/cards';
import type { Rules } from '../engine/rules';
import { attachArrays, copyArrays } from '../../../shared/engine/simState';
import { FastRng } from '../../../shared/search/rng';

export { FastRng };

export const KNOCK = 100;
export const LURK = 101;
export const GO = 102;
export const FOLD = 103;
export const BUY = 1000;

export const PH_BID = 0;
export const PH_RESPOND = 1;
export const PH_BUY = 2;
export const PH_PLAY = 3;
export const PH_DONE = 4;

export const FULL13 = 0x1fff;

export const POP = new Uint8Array(1 << 13);
for (let i = 1; i < 1 << 13; i++) POP[i] = (POP[i >> 1] as number) + (i & 1);
/** Index of the highest set bit (-1 for 0). */
export const HIGH = new Int8Array(1 << 13);
HIGH[0] = -1;
for (let i = 1; i < 1 << 13; i++) HIGH[i] = 31 - Math.clz32(i);
/** Index of the lowest set bit (-1 for 0). */
export const LOW = new Int8Array(1 << 13);
LOW[0] = -1;
for (let i = 1; i < 1 << 13; i++) LOW[i] = 31 - Math.clz32(i & -i);

const SIM_ARRAYS = { hands: [Int32Array, 20], scores: [Int8Array, 5], talon: [Uint8Array, 52], respOrder: [Int8Array, 5], trickSeat: [Int8Array, 5], trickCard: [Int8Array, 5], won: [Int8Array, 5], played: [Int32Array, 4] } as const;

export class Sim {
  n = 4;
  dealer = 3;
  trump = 0;
  /** Deal 2 on (go along / fold, limpa +5 for every trickless participant). */
  later = false;
  trumfmant = false;
  aceLow = false;
  /** OP8: 0 opening-lead, 1 forehand-only, 2 off. */
  aceRule = 0;
  tmFree = false;
  tmLead = false;
  unopposed = 5;
  respFromForehand = false;
  joinersOnly = false;
  declare readonly hands: Int32Array;
  declare readonly scores: Int8Array;
  declare readonly talon: Uint8Array;
  talonPos = 0;
  talonEnd = 0;
  phase = PH_BID;
  turn = 0;
  /** Position in the clockwise order from forehand of the current bidder / buyer. */
  pos = 0;
  knocker = -1;
  /** Participants as a seat bit mask. */
  part = 0;
  declare readonly respOrder: Int8Array;
  respLen = 0;
  respPos = 0;
  leader = -1;
  trickNo = 0;
  trickLen = 0;
  declare readonly trickSeat: Int8Array;
  declare readonly trickCard: Int8Array;
  declare readonly won: Int8Array;
  declare readonly played: Int32Array;
  /** The dealer's turned-up trump card (code). */
  upcard = 0;
  /** Everybody lurked: the deal is off. */
  redeal = false;
  /** OP9 'per-trick': the game ends the moment a trick takes a player to 0. */
  perTrick = true;
  /** The player whose trick took him to 0 (-1: nobody yet). */
  zero = -1;
  constructor() {
    attachArrays(this, SIM_ARRAYS);
  }
}

export function makeSim(): Sim {
  return new Sim();
}

/**
 * Copies `from` into `into`: the arrays in one go, the plain fields one by one (with 28 of them, copyState's
 * Object.assign would make a hint some 10% slower).
 */
export function copySim(into: Sim, f: Sim): void {
  copyArrays(into, f);
  into.n = f.n;
  into.dealer = f.dealer;
  into.trump = f.trump;
  into.later = f.later;
  into.trumfmant = f.trumfmant;
  into.aceLow = f.aceLow;
  into.aceRule = f.aceRule;
  into.tmFree = f.tmFree;
  into.tmLead = f.tmLead;
  into.unopposed = f.unopposed;
  into.respFromForehand = f.respFromForehand;
  into.joinersOnly = f.joinersOnly;
  into.talonPos = f.talonPos;
  into.talonEnd = f.talonEnd;
  into.phase = f.phase;
  into.turn = f.turn;
  into.pos = f.pos;
  into.knocker = f.knocker;
  into.part = f.part;
  into.respLen = f.respLen;
  into.respPos = f.respPos;
  into.leader = f.leader;
  into.trickNo = f.trickNo;
  into.trickLen = f.trickLen;
  into.upcard = f.upcard;
  into.redeal = f.redeal;
  into.perTrick = f.perTrick;
  into.zero = f.zero;
}

export function setRules(sim: Sim, rules: Rules): void {
  sim.aceLow = rules.ranking === 'ace-low';
  sim.aceRule = rules.trump_ace_rule === 'opening-lead' ? 0 : rules.trump_ace_rule === 'forehand-only' ? 1 : 2;
  sim.tmFree = rules.trumfmant_no_trump === 'free';
  sim.tmLead = rules.trumfmant_lead === 'must-lead-trump';
  sim.unopposed = rules.unopposed_knock_tricks;
  sim.respFromForehand = rules.response_order === 'from-forehand';
  sim.joinersOnly = rules.limpa_later === 'joiners-only';
  sim.perTrick = rules.game_end === 'per-trick';
}

/** Card string -> code under the sim's ranking. */
export function codeOf(card: Card, aceLow: boolean): number {
  const id = cardId(card);
  const s = (id / 13) | 0;
  const p = pipIndex(card);
  return s * 13 + (aceLow ? (p === 12 ? 0 : p + 1) : p);
}

const SUITS = ['S', 'H', 'D', 'C'] as const;
const RANKS_LOW_UP = ['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A'] as const;

export function cardOfCode(code: number, aceLow: boolean): Card {
  const s = (code / 13) | 0;
  const pw = code % 13;
  const p = aceLow ? (pw === 0 ? 12 : pw - 1) : pw;
  return `${RANKS_LOW_UP[p]}${SUITS[s]}` as Card;
}

/** The ace of trumps' code. */
export function trumpAceCode(sim: Sim): number {
  return sim.trump * 13 + (sim.aceLow ? 0 : 12);
}

export const orderAt = (sim: Sim, i: number): number => (sim.dealer + 1 + i) % sim.n;
export const forehand = (sim: Sim): number => (sim.dealer + 1) % sim.n;

export function handSize(sim: Sim, seat: number): number {
  const b = seat * 4;
  return (POP[sim.hands[b] as number] as number) + (POP[sim.hands[b + 1] as number] as number) + (POP[sim.hands[b + 2] as number] as number) + (POP[sim.hands[b + 3] as number] as number);
}

function nextParticipant(sim: Sim, seat: number): number {
  for (let i = 1; i <= sim.n; i++) {
    const s = (seat + i) % sim.n;
    if (sim.part & (1 << s)) return s;
  }
  return seat;
}

function partCount(sim: Sim): number {
  return POP[sim.part] as number;
}

/** Legal cards of `seat` now, as suit masks into `out` (4 entries). */
export function legalInto(sim: Sim, seat: number, out: Int32Array): void {
  const b = seat * 4;
  const t = sim.trump;
  out[0] = sim.hands[b] as number;
  out[1] = sim.hands[b + 1] as number;
  out[2] = sim.hands[b + 2] as number;
  out[3] = sim.hands[b + 3] as number;
  const trumps = out[t] as number;
  if (sim.trickLen === 0) {
    if (sim.trickNo === 0 && sim.aceRule !== 2) {
      const aceBit = sim.aceLow ? 1 : 1 << 12;
      if (trumps & aceBit && (sim.aceRule === 0 || seat === forehand(sim))) {
        out[0] = out[1] = out[2] = out[3] = 0;
        out[t] = aceBit;
        return;
      }
    }
    if (sim.trumfmant && sim.tmLead && trumps) {
      out[0] = out[1] = out[2] = out[3] = 0;
      out[t] = trumps;
    }
    return;
  }
  const led = ((sim.trickCard[0] as number) / 13) | 0;
  if (sim.trumfmant && led !== t) {
    if (trumps) {
      out[0] = out[1] = out[2] = out[3] = 0;
      out[t] = trumps;
      return;
    }
    if (sim.tmFree) return;
  }
  const ledMask = out[led] as number;
  if (ledMask) {
    out[0] = out[1] = out[2] = out[3] = 0;
    out[led] = ledMask;
  }
}

/** Index in the trick of the card currently winning it. */
export function winningIndex(sim: Sim): number {
  let best = 0;
  let bc = sim.trickCard[0] as number;
  for (let i = 1; i < sim.trickLen; i++) {
    const c = sim.trickCard[i] as number;
    const cs = (c / 13) | 0;
    const bs = (bc / 13) | 0;
    if (cs === bs ? c > bc : cs === sim.trump) {
      best = i;
      bc = c;
    }
  }
  return best;
}

export function playCard(sim: Sim, code: number): void {
  const seat = sim.turn;
  const s = (code / 13) | 0;
  const bit = 1 << code % 13;
  sim.hands[seat * 4 + s] = (sim.hands[seat * 4 + s] as number) & ~bit;
  sim.played[s] = (sim.played[s] as number) | bit;
  sim.trickSeat[sim.trickLen] = seat;
  sim.trickCard[sim.trickLen] = code;
  sim.trickLen++;
  if (sim.trickLen < partCount(sim)) {
    sim.turn = nextParticipant(sim, seat);
    return;
  }
  const w = sim.trickSeat[winningIndex(sim)] as number;
  sim.won[w] = (sim.won[w] as number) + 1;
  sim.trickNo++;
  sim.trickLen = 0;
  if (sim.perTrick && (sim.scores[w] as number) - (sim.won[w] as number) <= 0) {
    sim.zero = w;
    sim.phase = PH_DONE;
    return;
  }
  if (sim.trickNo >= 5) {
    sim.phase = PH_DONE;
    return;
  }
  sim.turn = w;
}

function startBuying(sim: Sim): void {
  sim.phase = PH_BUY;
  sim.pos = 0;
  while (sim.pos < sim.n && !(sim.part & (1 << orderAt(sim, sim.pos)))) sim.pos++;
  sim.turn = orderAt(sim, sim.pos);
}

function startPlay(sim: Sim): void {
  sim.phase = PH_PLAY;
  let l = 0;
  while (!(sim.part & (1 << orderAt(sim, l)))) l++;
  sim.leader = orderAt(sim, l);
  sim.turn = sim.leader;
}

/** The i-th lowest card code of a hand (for BUY masks), or -1. */
export function nthCard(sim: Sim, seat: number, i: number): number {
  let k = 0;
  for (let s = 0; s < 4; s++) {
    let m = sim.hands[seat * 4 + s] as number;
    while (m) {
      const b = LOW[m] as number;
      if (k === i) return s * 13 + b;
      k++;
      m &= m - 1;
    }
  }
  return -1;
}

/** Applies any action of the current phase (trusted: it must be legal). */
/**
 * The tricks a knocker nobody plays against is credited with (spec OP6, `unopposed_knock_tricks`); when the game ends
 * on the trick that reaches 0, only as many as take the knocker there.
 */
export function unopposedTricks(sim: Sim): number {
  const sc = sim.scores[sim.knocker] as number;
  return sim.perTrick && sc >= 1 ? Math.min(sim.unopposed, sc) : sim.unopposed;
}

export function applyAction(sim: Sim, a: number): void {
  switch (sim.phase) {
    case PH_BID: {
      if (a === KNOCK) {
        sim.knocker = sim.turn;
        if (!sim.later) {
          sim.part = (1 << sim.n) - 1;
          startBuying(sim);
          return;
        }
        sim.part = 1 << sim.turn;
        sim.respLen = 0;
        if (sim.respFromForehand) {
          for (let i = 0; i < sim.n; i++) if (orderAt(sim, i) !== sim.turn) sim.respOrder[sim.respLen++] = orderAt(sim, i);
        } else for (let i = 1; i < sim.n; i++) sim.respOrder[sim.respLen++] = (sim.turn + i) % sim.n;
        sim.respPos = 0;
        sim.phase = PH_RESPOND;
        sim.turn = sim.respOrder[0] as number;
        return;
      }
      sim.pos++;
      if (sim.pos >= sim.n) {
        sim.redeal = true;
        sim.phase = PH_DONE;
        return;
      }
      sim.turn = orderAt(sim, sim.pos);
      return;
    }
    case PH_RESPOND: {
      if (a === GO) sim.part |= 1 << sim.turn;
      else {
        const b = sim.turn * 4;
        sim.hands[b] = sim.hands[b + 1] = sim.hands[b + 2] = sim.hands[b + 3] = 0;
      }
      sim.respPos++;
      if (sim.respPos < sim.respLen) {
        sim.turn = sim.respOrder[sim.respPos] as number;
        return;
      }
      if (sim.part === 1 << sim.knocker) {
        const k = sim.knocker;
        const sc = sim.scores[k] as number;
        sim.won[k] = unopposedTricks(sim);
        if (sim.perTrick && sc - (sim.won[k] as number) <= 0) sim.zero = k;
        sim.phase = PH_DONE;
        return;
      }
      startBuying(sim);
      return;
    }
    case PH_BUY: {
      const seat = sim.turn;
      const m = a - BUY;
      let removed = 0;
      // Collect the codes first (removing changes the order).
      let c0 = -1, c1 = -1, c2 = -1, c3 = -1, c4 = -1, c5 = -1;
      for (let i = 0; i < 6; i++) {
        if (!(m & (1 << i))) continue;
        const c = nthCard(sim, seat, i);
        if (removed === 0) c0 = c;
        else if (removed === 1) c1 = c;
        else if (removed === 2) c2 = c;
        else if (removed === 3) c3 = c;
        else if (removed === 4) c4 = c;
        else c5 = c;
        removed++;
      }
      const rm = (c: number): void => {
        if (c < 0) return;
        const s = (c / 13) | 0;
        sim.hands[seat * 4 + s] = (sim.hands[seat * 4 + s] as number) & ~(1 << c % 13);
      };
      rm(c0); rm(c1); rm(c2); rm(c3); rm(c4); rm(c5);
      const get = seat === sim.dealer ? removed - 1 : removed;
      for (let i = 0; i < get; i++) {
        const c = sim.talon[sim.talonPos++] as number;
        const s = (c / 13) | 0;
        sim.hands[seat * 4 + s] = (sim.hands[seat * 4 + s] as number) | (1 << c % 13);
      }
      sim.pos++;
      while (sim.pos < sim.n && !(sim.part & (1 << orderAt(sim, sim.pos)))) sim.pos++;
      if (sim.pos >= sim.n) startPlay(sim);
      else sim.turn = orderAt(sim, sim.pos);
      return;
    }
    case PH_PLAY:
      playCard(sim, a);
      return;
  }
}

/** What a game won or lost in this deal is worth, in points, to the search (not to the bench's currency). */
export const WIN_BONUS = 20;
export const LOSS_PENALTY = 8;

/** The search's value of a finished deal for `seat`: points off, plus the game won or lost at 0. */
export function dealValue(sim: Sim, seat: number): number {
  const base = pointsOff(sim, seat);
  if (sim.zero < 0) return base;
  return base + (sim.zero === seat ? WIN_BONUS : -LOSS_PENALTY);
}

/** Points taken off `seat`'s count by the finished deal: tricks less limpa points (the bench's currency). */
export function pointsOff(sim: Sim, seat: number): number {
  if (sim.redeal || !(sim.part & (1 << seat))) return 0;
  const t = sim.won[seat] as number;
  if (t > 0 || !sim.later || sim.zero >= 0) return t;
  if (sim.joinersOnly && seat === sim.knocker) return 0;
  const sc = sim.scores[seat] as number;
  const cost = Math.max(0, Math.min(5, 10 - sc));
  return cost === 0 ? 0 : -cost;
}
