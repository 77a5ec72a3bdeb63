/**
 * What a seat knows at a decision, as a simulator state plus the hidden cards to sample: its own hand, every card
 * played in this deal, the other hands' sizes, the play to beat and who passed, and what the exchange told it
 * (the President knows the cards he gave the Bottom and that the Bottom kept nothing higher than what he handed
 * over; the Bottom knows the cards he gave the President and that the President kept nothing lower than what he
 * returned).
 */
import { shuffleFirst } from '../../../shared/search/rng';
import { isHighJoker, isJoker, rankAt, rankPower, type PCard, type Rank } from '../engine/cards';
import { runOrderOf } from '../engine/combos';
import type { GameAction, GameState } from '../engine/game';
import type { Table } from '../engine/table';
import { addCard, copySim, encode, makeSim, codeCount, codeHi, codeJokers, codePower, codeRun, qualityOf, type FastRng, type Sim } from './sim';

export interface View {
  seat: number;
  /** The seat's position in the clockwise seating. */
  pos: number;
  /** Player at each position. */
  order: number[];
  /** The known part of the deal: the seat's hand, the others' sizes (their cards are filled by the sampler). */
  sim: Sim;
  hand: PCard[];
  /** Hidden card codes (neither in the seat's hand, nor played, nor known to be in a given hand). */
  pool: number[];
  /** Cards known to be in other positions' hands (codes), by position. */
  known: number[][];
  /** Per position: hidden natural cards are all at most `maxPower` / at least `minPower` (exchange inference). */
  maxPower: number[];
  minPower: number[];
  state: GameState;
}

export function cardCode(c: PCard, state: GameState): number {
  if (isJoker(c)) return state.rules.jokers === 2 && isHighJoker(c, state.rules.highJoker) ? 14 : 13;
  return rankPower(c[0] as Rank, state.rules.rankOrder);
}

/** The seat's view, or null when the game is not in play or the seat does not hold cards. */
export function viewOf(state: GameState, seat: number): View | null {
  const t = state.table;
  if (!t || state.stage !== 'playing' || t.turn === null) return null;
  const order = t.order;
  const n = order.length;
  const pos = order.indexOf(seat);
  if (pos < 0) return null;
  const sim = makeSim(n);
  sim.n = n;
  sim.seq = state.rules.sequences ? 1 : 0;
  sim.runMin = state.rules.runMinLength;
  sim.runMax = state.rules.runMaxLength || 13;
  sim.runShift = state.rules.rankOrder === 'two-high' && state.rules.runOrder === 'natural' ? 12 : 0;
  sim.twoJokers = state.rules.jokers === 2 ? 1 : 0;
  sim.forcePlay = state.rules.passWhenAble === 'forbidden' ? 1 : 0;
  sim.trouduc = state.rules.scoring === 'trouduc' ? 1 : 0;
  const hand = [...(t.hands[seat] as PCard[])];
  for (const c of hand) addCard(sim, pos, cardCode(c, state));
  const played = [...t.cleared, ...t.roundCards];
  for (const c of played) {
    const k = cardCode(c, state);
    sim.played[k] = (sim.played[k] as number) + 1;
  }
  // Known cards from the exchange.
  const known: number[][] = Array.from({ length: n }, () => []);
  const maxPower = Array.from({ length: n }, () => 99);
  const minPower = Array.from({ length: n }, () => -1);
  const knownCards = new Set<PCard>();
  const x = state.exchange;
  if (x && x.bottomGave && x.presidentGave) {
    const strict = state.rules.presidentReturns !== 'free-choice';
    const pPos = order.indexOf(x.president);
    const bPos = order.indexOf(x.bottom);
    if (seat === x.president) {
      for (const c of x.presidentGave) if (!played.includes(c)) {
        known[bPos]?.push(cardCode(c, state));
        knownCards.add(c);
      }
      if (x.bottomGave.length) maxPower[bPos] = Math.min(...x.bottomGave.map((c) => cardCode(c, state)));
    } else if (seat === x.bottom) {
      for (const c of x.bottomGave) if (!played.includes(c)) {
        known[pPos]?.push(cardCode(c, state));
        knownCards.add(c);
      }
      if (strict && x.presidentGave.length) minPower[pPos] = Math.max(...x.presidentGave.map((c) => cardCode(c, state)));
    }
  }
  const pool: number[] = [];
  const all = allCards(state);
  for (const c of all) if (!hand.includes(c) && !played.includes(c) && !knownCards.has(c)) pool.push(cardCode(c, state));
  for (let p = 0; p < n; p++) {
    const pl = order[p] as number;
    sim.size[p] = (t.hands[pl] as PCard[]).length;
    sim.place[p] = t.finishOrder.indexOf(pl);
  }
  sim.outCount = t.finishOrder.length;
  sim.alive = order.filter((pl) => (t.hands[pl] as PCard[]).length > 0).length;
  sim.turn = order.indexOf(t.turn);
  if (t.last) {
    const c = t.last.combo;
    sim.lastPos = order.indexOf(t.last.player);
    sim.lastType = c.type === 'run' ? 1 : 0;
    sim.lastCount = c.count;
    sim.lastPower = c.power;
    const hi = c.cards.some((k) => isJoker(k) && state.rules.jokers === 2 && isHighJoker(k, state.rules.highJoker)) ? 1 : 0;
    sim.lastQuality = c.power >= 13 ? 1000 : c.jokers > 0 ? qualityOf(c.jokers, hi) : 1000;
  } else sim.lastPos = -1;
  sim.passed = 0;
  for (const pl of t.passed) sim.passed |= 1 << order.indexOf(pl);
  // Sizes are set; the other hands' cards come from the sampler (the seat's own cards are in place).
  return { seat, pos, order, sim, hand, pool, known, maxPower, minPower, state };
}

function allCards(state: GameState): PCard[] {
  const out: PCard[] = [];
  for (const s of ['S', 'H', 'D', 'C']) for (const r of ['A', 'K', 'Q', 'J', 'T', '9', '8', '7', '6', '5', '4', '3', '2']) out.push(`${r}${s}` as PCard);
  if (state.rules.jokers === 1) out.push('JK');
  if (state.rules.jokers === 2) out.push('JKR', 'JKB');
  return out;
}

export interface Sampler {
  view: View;
  pool: Int8Array;
  eligible: Int8Array;
}

export function makeSampler(view: View): Sampler {
  return { view, pool: Int8Array.from(view.pool), eligible: new Int8Array(view.pool.length) };
}

/**
 * Fills `into` with a full deal consistent with the view: the seat's hand, the known cards, and the hidden cards
 * dealt uniformly (a constrained hand first, from the cards it may hold). Returns false if the sizes do not fit.
 */
export function sampleInto(sp: Sampler, into: Sim, rng: FastRng): boolean {
  const v = sp.view;
  copySim(into, v.sim);
  const n = v.sim.n;
  // Reset the hidden hands.
  for (let p = 0; p < n; p++) {
    if (p === v.pos) continue;
    for (let r = 0; r < 13; r++) into.cnt[p * 13 + r] = 0;
    into.jk[p] = 0;
    into.jkHi[p] = 0;
    into.size[p] = 0;
  }
  const pool = sp.pool;
  let len = pool.length;
  // Shuffle the pool.
  shuffleFirst(rng, pool, len);
  let need = 0;
  for (let p = 0; p < n; p++) if (p !== v.pos) need += (v.sim.size[p] as number) - (v.known[p]?.length ?? 0);
  if (need !== len) return false;
  // Constrained positions first: take the first eligible cards of the shuffled pool.
  for (let p = 0; p < n; p++) {
    if (p === v.pos) continue;
    for (const k of v.known[p] as number[]) addCard(into, p, k);
    const maxP = v.maxPower[p] as number;
    const minP = v.minPower[p] as number;
    if (maxP === 99 && minP === -1) continue;
    let want = (v.sim.size[p] as number) - (v.known[p]?.length ?? 0);
    for (let i = 0; i < len && want > 0; ) {
      const k = pool[i] as number;
      const ok = k >= 13 || (k <= maxP && k >= minP);
      if (ok) {
        addCard(into, p, k);
        pool[i] = pool[len - 1] as number;
        pool[len - 1] = k;
        len--;
        want--;
      } else i++;
    }
    if (want > 0) {
      // Inconsistent (should not happen): fill from whatever is left.
      while (want > 0 && len > 0) {
        addCard(into, p, pool[len - 1] as number);
        len--;
        want--;
      }
    }
  }
  let i = 0;
  for (let p = 0; p < n; p++) {
    if (p === v.pos || (v.maxPower[p] as number) !== 99 || (v.minPower[p] as number) !== -1) continue;
    let want = (v.sim.size[p] as number) - (v.known[p]?.length ?? 0);
    while (want > 0 && i < len) {
      addCard(into, p, pool[i] as number);
      i++;
      want--;
    }
  }
  return true;
}

/** The engine action for a simulator play code, with the seat's real cards. */
export function actionFor(view: View, code: number): GameAction {
  const seat = view.seat;
  if (code === 0) return { type: 'pass', seat };
  const state = view.state;
  const hand = view.hand;
  const power = codePower(code);
  const count = codeCount(code);
  const order = state.rules.rankOrder;
  const hj = state.rules.highJoker;
  const isHi = (c: PCard): boolean => isJoker(c) && state.rules.jokers === 2 && isHighJoker(c, hj);
  if (codeRun(code)) {
    const cards: PCard[] = [];
    const runOrder = runOrderOf(state.rules);
    for (let p = power - count + 1; p <= power; p++) {
      const r = rankAt(p, runOrder);
      const c = hand.find((x) => !isJoker(x) && x[0] === r);
      if (c) cards.push(c);
    }
    return { type: 'play', seat, cards };
  }
  const jok = codeJokers(code);
  const hi = codeHi(code);
  if (power >= 13) {
    const j = hand.find((c) => isJoker(c) && (power === 14 ? isHi(c) : !isHi(c)));
    return { type: 'play', seat, cards: j ? [j] : [] };
  }
  const r = rankAt(power, order);
  const nat = hand.filter((c) => !isJoker(c) && c[0] === r).slice(0, count - jok);
  let jokers: PCard[] = [];
  if (jok === 2) jokers = hand.filter(isJoker).slice(0, 2);
  else if (jok === 1) {
    const pick = hand.find((c) => isJoker(c) && (hi ? isHi(c) : !isHi(c))) ?? hand.find(isJoker);
    if (pick) jokers = [pick];
  }
  return jok > 0 ? { type: 'play', seat, cards: [...nat, ...jokers], rank: r } : { type: 'play', seat, cards: nat };
}

/** The seat's legal simulator plays (pass as 0 when allowed). */
export function viewCodes(view: View, genPlays: (s: Sim, pos: number, out: Int32Array) => number, out: Int32Array): number[] {
  const k = genPlays(view.sim, view.pos, out);
  const codes: number[] = [];
  for (let i = 0; i < k; i++) codes.push(out[i] as number);
  if (view.sim.lastPos >= 0 && (!view.sim.forcePlay || k === 0)) codes.push(0);
  return codes;
}

export { encode };
export type { Table };
