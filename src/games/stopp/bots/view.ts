/**
 * What a seat knows at a decision, on the simulator: its own hand, how many cards everyone holds, the cards
 * played (the pile and the piles turned away), the top card, and what the Stopps showed. `sampler` deals the
 * hidden cards (other hands and the cards put aside) consistently with all of that.
 */
import { shuffleFirst, type FastRng } from '../../../shared/search/rng';
import { cardOfPower, power } from '../engine/cards';
import type { DealState } from '../engine/deal';
import type { GameState } from '../engine/game';
import type { Rules } from '../engine/rules';
import type { Card, Seat, Suit } from '../engine/types';
import { FULL, above, copySim, giveCard, legalInto, makeSim, resetSim, type Sim } from './sim';

const SUITS = 'SHDC';

export interface View {
  /** The public position plus the seat's own hand (other hands are empty, their counts are right). */
  sim: Sim;
  /** The seat's position in the deal (0 = forehand). */
  me: number;
  /** Seats by position. */
  seats: Seat[];
  /** Legal card codes of the seat (it is its turn). */
  legal: number[];
  /** Codes of the cards the seat has not seen (other hands and the cards put aside). */
  unseen: Int8Array;
  ranking: Rules['ranking'];
  /** Most the seat can pay (its capital with OP5's default; unlimited with 'go-negative'). */
  payCap: number;
}

export function codeOf(card: Card, ranking: Rules['ranking']): number {
  return SUITS.indexOf(card[1] as string) * 13 + power(card, ranking);
}

export function cardOf(code: number, ranking: Rules['ranking']): Card {
  const s = (code / 13) | 0;
  return cardOfPower(SUITS[s] as Suit, code - s * 13, ranking);
}

/** The simulator position of a deal, with only `seat`'s hand filled in (or every hand with `all`). */
export function simOfDeal(d: DealState, rules: Rules, seat: Seat | null, all = false): { sim: Sim; seats: Seat[] } {
  const sim = makeSim();
  const seats = [...d.players];
  const n = seats.length;
  resetSim(sim, n, rules.solo_continue, rules.beat_choice === 'lowest-higher');
  const posOf = (s: Seat) => seats.indexOf(s);
  for (let pos = 0; pos < n; pos++) {
    const hand = d.hands[seats[pos] as Seat] ?? [];
    if (all || seats[pos] === seat) for (const c of hand) giveCard(sim, pos, codeOf(c, rules.ranking));
    else sim.count[pos] = hand.length;
  }
  for (const c of [...d.pile, ...d.turned.flat()]) {
    const code = codeOf(c, rules.ranking);
    const s = (code / 13) | 0;
    sim.played[s] = (sim.played[s] as number) | (1 << (code - s * 13));
  }
  for (const m of d.moves) {
    if ('stopp' in m) {
      const code = codeOf(m.stopp, rules.ranking);
      const s = (code / 13) | 0;
      const q = posOf(m.seat);
      sim.caps[q * 4 + s] = (sim.caps[q * 4 + s] as number) & ~above(code - s * 13);
    }
  }
  if (d.top !== null) {
    const code = codeOf(d.top, rules.ranking);
    sim.topSuit = (code / 13) | 0;
    sim.topPow = code - sim.topSuit * 13;
    sim.topPlayer = posOf(d.topPlayer as Seat);
    sim.pileLen = d.pile.length;
  }
  sim.turn = d.turn === null ? -1 : posOf(d.turn);
  sim.ended = d.ended;
  d.out.forEach((s, i) => (sim.outs[i] = posOf(s)));
  sim.outCount = d.out.length;
  return { sim, seats };
}

/** The view of `seat` when it is its turn to lead or beat; null otherwise. */
export function viewOf(state: GameState, seat: Seat): View | null {
  const d = state.deal;
  if (!d || state.stage !== 'playing' || d.turn !== seat || d.ended) return null;
  const { sim, seats } = simOfDeal(d, state.rules, seat);
  const me = seats.indexOf(seat);
  const buf = new Int8Array(52);
  const k = legalInto(sim, buf);
  const legal = Array.from(buf.subarray(0, k));
  const unseen: number[] = [];
  for (let s = 0; s < 4; s++) {
    const seen = (sim.played[s] as number) | (sim.hands[me * 4 + s] as number);
    for (let p = 0; p < 13; p++) if ((seen & (1 << p)) === 0) unseen.push(s * 13 + p);
  }
  const payCap = state.rules.short_payment === 'go-negative' ? Infinity : Math.max(0, state.capital[seat] ?? 0);
  return { sim, me, seats, legal, unseen: Int8Array.from(unseen), ranking: state.rules.ranking, payCap };
}

/**
 * A sampler for one search: fills a state with the view's position and the hidden cards dealt at random to the
 * other holders (each gets exactly as many as he holds, none above what his Stopps allow), the rest put aside.
 */
export function makeSampler(view: View): (into: Sim, rng: FastRng) => boolean {
  const base = view.sim;
  const me = view.me;
  const others: number[] = [];
  for (let q = 0; q < base.n; q++) if (q !== me && (base.count[q] as number) > 0) others.push(q);
  // Most constrained first: fewest allowed unseen cards per card needed.
  const allowed = (q: number) => {
    let k = 0;
    for (const c of view.unseen) {
      const s = (c / 13) | 0;
      if (((base.caps[q * 4 + s] as number) & (1 << (c - s * 13))) !== 0) k++;
    }
    return k / Math.max(1, base.count[q] as number);
  };
  others.sort((a, b) => allowed(a) - allowed(b));
  const U = view.unseen;
  const buf = new Int8Array(U.length);
  const len = U.length;
  return (into: Sim, rng: FastRng): boolean => {
    for (let attempt = 0; attempt < 9; attempt++) {
      const strict = attempt < 8;
      copySim(into, base);
      buf.set(U);
      shuffleFirst(rng, buf, len);
      let ok = true;
      for (const q of others) {
        let need = base.count[q] as number;
        into.count[q] = 0;
        for (let i = 0; i < len && need > 0; i++) {
          const c = buf[i] as number;
          if (c < 0) continue;
          const s = (c / 13) | 0;
          if (strict && ((into.caps[q * 4 + s] as number) & (1 << (c - s * 13))) === 0) continue;
          giveCard(into, q, c);
          buf[i] = -1;
          need--;
        }
        if (need > 0) {
          ok = false;
          break;
        }
      }
      if (ok) return true;
    }
    return false;
  };
}

export { FULL };
