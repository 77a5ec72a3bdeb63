/**
 * The bots' deal simulator: one deal of President at rank-count level (suits never matter), on typed arrays, with
 * no allocation per play. Positions 0..n-1 are the clockwise seating. Cards are codes: natural rank powers 0..12 in
 * the active order, 13 a lone (or the lower) Joker, 14 the higher of two Jokers.
 *
 * Plays are integers (0 = pass):
 *   bit 0      1 (a play)
 *   bits 1-4   count (1..13)
 *   bits 5-8   power of the set's rank, the run's top card, or 13/14 for a Joker single
 *   bits 9-10  Jokers used as wild cards (a Joker single counts 1)
 *   bit 11     the higher Joker is among them
 *   bit 12     a run
 * The simulator covers sets with wild Jokers, Joker singles and runs without Jokers (up to the longest run allowed,
 * in the order runs follow); the bots never put a Joker into a run, play a Joker-only set, a run round the corner,
 * or a set against a run and back (all legal with some options, never needed; bot.ts falls back to a legal play
 * when such a play is the only one allowed).
 */
import { copyArrays, simState } from '../../../shared/engine/simState';
import { FastRng } from '../../../shared/search/rng';

export { FastRng };

export const PASS = 0;

export interface Sim {
  n: number;
  /** Natural cards by position and power (n * 13). */
  cnt: Uint8Array;
  /** Jokers held (0..2). */
  jk: Uint8Array;
  /** 1 when the position holds the higher of two Jokers. */
  jkHi: Uint8Array;
  size: Uint8Array;
  /** Finishing place (0 = first out) or -1. */
  place: Int8Array;
  outCount: number;
  alive: number;
  /** Position to act, or -1 once the deal is over. */
  turn: number;
  /** Position of the play to beat, or -1 when the next play is a lead. */
  lastPos: number;
  lastType: number;
  lastCount: number;
  lastPower: number;
  lastQuality: number;
  /** Positions that passed since the last play (bits). */
  passed: number;
  /** Cards out of the hands per code 0..14 (played in this deal). */
  played: Uint8Array;
  // Rules.
  seq: number;
  runMin: number;
  /** Longest run (13 = no limit; OP10). */
  runMax: number;
  /**
   * Runs follow the natural order while the rank codes follow the 2-high order (OP11 'natural'): a run's code
   * power is its top in the natural order, and the rank code of natural step q is (q + runShift) % 13 (12 then,
   * else 0).
   */
  runShift: number;
  twoJokers: number;
  /** 1 when a player must play if he can (OP3 'forbidden'). */
  forcePlay: number;
  /** Scoring: 0 places (n-1..0), 1 Trouduc 2/1/0. */
  trouduc: number;
}

export function makeSim(n = 6): Sim {
  const sim = simState(
    { n, outCount: 0, alive: n, turn: 0, lastPos: -1, lastType: 0, lastCount: 0, lastPower: 0, lastQuality: 0, passed: 0, seq: 0, runMin: 2, runMax: 13, runShift: 0, twoJokers: 0, forcePlay: 0, trouduc: 0 },
    { cnt: [Uint8Array, 6 * 13], jk: [Uint8Array, 6], jkHi: [Uint8Array, 6], size: [Uint8Array, 6], place: [Int8Array, 6], played: [Uint8Array, 15] },
  );
  sim.place.fill(-1);
  return sim;
}

/** Copies `from` into `into`: the arrays in one go, the plain fields one by one (copyState's Object.assign of 17 fields would make a hint some 6% slower). */
export function copySim(into: Sim, from: Sim): void {
  copyArrays(into, from);
  into.n = from.n;
  into.outCount = from.outCount;
  into.alive = from.alive;
  into.turn = from.turn;
  into.lastPos = from.lastPos;
  into.lastType = from.lastType;
  into.lastCount = from.lastCount;
  into.lastPower = from.lastPower;
  into.lastQuality = from.lastQuality;
  into.passed = from.passed;
  into.seq = from.seq;
  into.runMin = from.runMin;
  into.runMax = from.runMax;
  into.runShift = from.runShift;
  into.twoJokers = from.twoJokers;
  into.forcePlay = from.forcePlay;
  into.trouduc = from.trouduc;
}

export const encode = (run: number, count: number, power: number, jok: number, hi: number): number => 1 | (count << 1) | (power << 5) | (jok << 9) | (hi << 11) | (run << 12);
export const codeCount = (c: number): number => (c >>> 1) & 15;
export const codePower = (c: number): number => (c >>> 5) & 15;
export const codeJokers = (c: number): number => (c >>> 9) & 3;
export const codeHi = (c: number): number => (c >>> 11) & 1;
export const codeRun = (c: number): number => (c >>> 12) & 1;

export function qualityOf(jok: number, hi: number): number {
  return jok === 0 ? 1000 : 100 - 10 * jok + hi;
}

/** Adds a card code to a position's hand. */
export function addCard(sim: Sim, pos: number, code: number): void {
  if (code < 13) sim.cnt[pos * 13 + code] = (sim.cnt[pos * 13 + code] as number) + 1;
  else {
    sim.jk[pos] = (sim.jk[pos] as number) + 1;
    if (code === 14) sim.jkHi[pos] = 1;
  }
  sim.size[pos] = (sim.size[pos] as number) + 1;
}

/** The next position clockwise after `pos` that still holds cards (-1 if none). */
export function nextAlive(sim: Sim, pos: number): number {
  const n = sim.n;
  for (let k = 1; k <= n; k++) {
    const p = (pos + k) % n;
    if ((sim.size[p] as number) > 0) return p;
  }
  return -1;
}

/** Does the play beat the last play? */
function beatsLast(sim: Sim, power: number, quality: number): boolean {
  return power > sim.lastPower || (power === sim.lastPower && quality > sim.lastQuality);
}

/**
 * Writes the plays of `pos` into `out` (passing not included) and returns how many. When leading: every set of
 * naturals (with Jokers added up to four cards), the Joker singles, and the runs.
 */
export function genPlays(sim: Sim, pos: number, out: Int32Array): number {
  let k = 0;
  const base = pos * 13;
  const jk = sim.jk[pos] as number;
  const hasHi = sim.jkHi[pos] as number;
  const hasLow = jk - hasHi;
  if (sim.lastPos < 0) {
    for (let p = 0; p < 13; p++) {
      const c = sim.cnt[base + p] as number;
      if (c === 0) continue;
      for (let m = 1; m <= c && m <= 4; m++) out[k++] = encode(0, m, p, 0, 0);
      for (let j = 1; j <= jk && c + j <= 4; j++) out[k++] = encode(0, c + j, p, j, j === 2 || hasLow === 0 ? hasHi : 0);
    }
    if (hasLow > 0) out[k++] = encode(0, 1, 13, 1, 0);
    if (hasHi > 0) out[k++] = encode(0, 1, 14, 1, 1);
    if (sim.seq) k = genRuns(sim, base, sim.runMin, sim.runMax, -1, out, k);
    return k;
  }
  const need = sim.lastCount;
  if (sim.lastType === 1) return need <= sim.runMax ? genRuns(sim, base, need, need, sim.lastPower, out, k) : k;
  for (let p = sim.lastPower > 12 ? 13 : sim.lastPower; p < 13; p++) {
    const c = sim.cnt[base + p] as number;
    if (c === 0) continue;
    if (c >= need) {
      if (p > sim.lastPower) out[k++] = encode(0, need, p, 0, 0);
      else if (beatsLast(sim, p, 1000)) out[k++] = encode(0, need, p, 0, 0);
    } else {
      const j = need - c;
      if (j <= jk) {
        // Use the lower Joker when one of two is enough, unless only the higher one beats.
        let hi = j === 2 || hasLow === 0 ? hasHi : 0;
        if (!beatsLast(sim, p, qualityOf(j, hi)) && j === 1 && hasHi && !hi) hi = 1;
        if (beatsLast(sim, p, qualityOf(j, hi))) out[k++] = encode(0, need, p, j, hi);
      }
    }
  }
  if (need === 1) {
    if (hasLow > 0 && sim.lastPower < 13) out[k++] = encode(0, 1, 13, 1, 0);
    if (hasHi > 0 && sim.lastPower < 14) out[k++] = encode(0, 1, 14, 1, 1);
  }
  return k;
}

/** The rank code of step `q` of the run order. */
export const runCode = (sim: Sim, q: number): number => (q + sim.runShift) % 13;

function genRuns(sim: Sim, base: number, minLen: number, maxLen: number, above: number, out: Int32Array, k: number): number {
  // Runs of naturals only: for each top, the length of consecutive ranks held ending there.
  let streak = 0;
  for (let top = 0; top < 13; top++) {
    streak = (sim.cnt[base + runCode(sim, top)] as number) > 0 ? streak + 1 : 0;
    if (top <= above) continue;
    for (let len = minLen; len <= maxLen && len <= streak; len++) out[k++] = encode(1, len, top, 0, 0);
  }
  return k;
}

/** Plays `code` (or passes, code 0) for the position to act, in place. */
export function applyCode(sim: Sim, code: number): void {
  const pos = sim.turn;
  if (code === PASS) {
    sim.passed |= 1 << pos;
    // Closed when every other position with cards has passed since the last play.
    let open = false;
    for (let p = 0; p < sim.n; p++) {
      if (p === sim.lastPos || (sim.size[p] as number) === 0) continue;
      if ((sim.passed & (1 << p)) === 0) {
        open = true;
        break;
      }
    }
    if (!open) {
      const lp = sim.lastPos;
      sim.turn = (sim.size[lp] as number) > 0 ? lp : nextAlive(sim, lp);
      sim.lastPos = -1;
      sim.passed = 0;
      return;
    }
    sim.turn = nextAlive(sim, pos);
    return;
  }
  const count = codeCount(code);
  const power = codePower(code);
  const jok = codeJokers(code);
  const hi = codeHi(code);
  const run = codeRun(code);
  const base = pos * 13;
  if (run) {
    for (let q = power - count + 1; q <= power; q++) {
      const p = runCode(sim, q);
      sim.cnt[base + p] = (sim.cnt[base + p] as number) - 1;
      sim.played[p] = (sim.played[p] as number) + 1;
    }
  } else {
    const nat = count - jok;
    if (nat > 0) {
      sim.cnt[base + power] = (sim.cnt[base + power] as number) - nat;
      sim.played[power] = (sim.played[power] as number) + nat;
    }
    if (jok > 0) {
      sim.jk[pos] = (sim.jk[pos] as number) - jok;
      const hiUsed = hi || (jok === 2 ? 1 : 0);
      if (sim.twoJokers) {
        if (hiUsed && sim.jkHi[pos]) sim.jkHi[pos] = 0;
        if (hiUsed) sim.played[14] = (sim.played[14] as number) + 1;
        if (jok - (hiUsed ? 1 : 0) > 0) sim.played[13] = (sim.played[13] as number) + 1;
      } else sim.played[13] = (sim.played[13] as number) + jok;
    }
  }
  sim.size[pos] = (sim.size[pos] as number) - count;
  sim.lastPos = pos;
  sim.lastType = run;
  sim.lastCount = count;
  sim.lastPower = power;
  sim.lastQuality = power >= 13 ? 1000 : qualityOf(jok, hi);
  sim.passed = 0;
  if ((sim.size[pos] as number) === 0) {
    sim.place[pos] = sim.outCount++;
    sim.alive--;
    if (sim.alive <= 1) {
      for (let p = 0; p < sim.n; p++) if ((sim.place[p] as number) < 0) sim.place[p] = sim.outCount++;
      sim.alive = 0;
      sim.turn = -1;
      return;
    }
  }
  sim.turn = nextAlive(sim, pos);
}

/** Points of a finishing place (spec §6; Trouduc 2/1/0). */
export function simPoints(sim: Sim, pos: number): number {
  const place = sim.place[pos] as number;
  if (place < 0) return 0;
  if (sim.trouduc) return place === 0 ? 2 : place === 1 ? 1 : 0;
  return sim.n - 1 - place;
}

/** May the position to act pass now? */
export function mayPass(sim: Sim, nPlays: number): boolean {
  return sim.lastPos >= 0 && (!sim.forcePlay || nPlays === 0);
}
