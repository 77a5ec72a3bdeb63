/**
 * The Steady player: rule-based, written on the simulator so the Strong player can use it (with a little noise)
 * inside its playouts. It reads only what its seat can know: its own hand, the cards played, how many cards each
 * player holds, and what each player's Stopps have shown (a Stopp on the 9H means no heart above the 9).
 *
 * What good players say about Stopp, and how Steady applies it:
 * - Going out is all that matters: a player with no cards pays nothing, whoever ends the deal. Every card you still
 *   hold when someone's last card stands costs one unit.
 * - A "sure winner" (a card nobody still holding cards can beat: the Ace, or the highest card of its suit still
 *   out that nobody can hold) never loses the lead: lead it and the pile comes straight back to you.
 * - With the lead, count your cards that are not sure winners. If there is at most one, you can run out: lead the
 *   sure winners first and the odd card last. (Steady does this; a sure winner led early is never wasted then.)
 * - Otherwise you will have to give the lead away. Lead a low card under your own sure winner in that suit: the
 *   others go over it, and when the turn comes back you must beat (beating is compulsory) and take the pile with
 *   the winner. Without such a suit, lead your lowest card: high cards get shed anyway when you are made to beat,
 *   low cards only ever by leading them. Leading high cards "to keep the lead" wastes the lead (measured: leading
 *   the highest card pays about 0.4 units per deal more than Steady; the lowest card is much better).
 *   Keep the sure winners back while leading low: they are the way back to the lead. Between equally low cards,
 *   lead the one fewest outstanding cards can beat (it may stand).
 * - When you must beat, beat as low as you can and keep the higher cards: you may get to beat again on the same
 *   pile, and high cards are easy to shed later. Exception: when a sure winner among your beaters would take the
 *   pile and leave you able to run out, take it at once.
 * - Saying Stopp is forced (the engine says it), so there is no decision to make there.
 */
import type { FastRng } from '../../../shared/search/rng';
import { FULL, above, beaterMask, highBit, legalInto, lowBit, popcount, type Sim } from './sim';

const legalBuf = new Int8Array(52);
const threat = new Int32Array(4);

/** Cards other holders could have by suit (unseen, and allowed by their Stopps), into `threat`. */
export function threatsInto(sim: Sim, me: number, out: Int32Array): void {
  const n = sim.n;
  for (let s = 0; s < 4; s++) {
    const unseen = FULL & ~(sim.played[s] as number) & ~(sim.hands[me * 4 + s] as number);
    let t = 0;
    for (let q = 0; q < n; q++) {
      if (q === me || (sim.count[q] as number) === 0) continue;
      t |= unseen & (sim.caps[q * 4 + s] as number);
    }
    out[s] = t;
  }
}

/** Is (s, p) a sure winner for `me` given the threats? */
function sure(s: number, p: number): boolean {
  return ((threat[s] as number) & above(p)) === 0;
}

/** Number of my cards that are not sure winners. */
function losersCount(sim: Sim, me: number): number {
  let k = 0;
  for (let s = 0; s < 4; s++) {
    const h = sim.hands[me * 4 + s] as number;
    if (h === 0) continue;
    const t = threat[s] as number;
    // Sure winners: cards above the highest threat.
    const safe = t === 0 ? h : h & above(highBit(t));
    k += popcount(h & ~safe);
  }
  return k;
}

/** The share of unseen cards that sit in other players' hands (the rest are set aside or unknown). */
function heldShare(sim: Sim, me: number): number {
  let held = 0;
  for (let q = 0; q < sim.n; q++) if (q !== me) held += sim.count[q] as number;
  let unseen = 0;
  for (let s = 0; s < 4; s++) unseen += popcount(FULL & ~(sim.played[s] as number) & ~(sim.hands[me * 4 + s] as number));
  return unseen === 0 ? 0 : Math.min(1, held / unseen);
}

/** The lead Steady chooses (card code). */
function steadyLead(sim: Sim, me: number): number {
  if (losersCount(sim, me) <= 1) {
    // Run out: sure winners first, the odd card last.
    let any = -1;
    for (let s = 0; s < 4; s++) {
      const h = sim.hands[me * 4 + s] as number;
      if (h === 0) continue;
      const t = threat[s] as number;
      const safe = t === 0 ? h : h & above(highBit(t));
      if (safe !== 0) return s * 13 + lowBit(safe);
      any = s * 13 + lowBit(h);
    }
    return any;
  }
  // A low card under my own sure winner: the pile comes back to me.
  let under = -1;
  let underPow = 99;
  for (let s = 0; s < 4; s++) {
    const h = sim.hands[me * 4 + s] as number;
    const t = threat[s] as number;
    if (h === 0 || t === 0) continue;
    const safe = h & above(highBit(t));
    const unsafe = h & ~safe;
    if (safe !== 0 && unsafe !== 0) {
      const lo = lowBit(unsafe);
      if (lo < underPow) {
        underPow = lo;
        under = s * 13 + lo;
      }
    }
  }
  if (under >= 0) return under;
  // Otherwise the lowest card (low cards can only be shed by leading), not from a suit of sure winners only;
  // between equally low cards, the one fewest cards still out can beat.
  let best = -1;
  let bestKey = 1e9;
  for (let s = 0; s < 4; s++) {
    const h = sim.hands[me * 4 + s] as number;
    if (h === 0) continue;
    const t = threat[s] as number;
    const lo = lowBit(h);
    const allSure = t === 0 || lo > highBit(t);
    const key = (lo + (allSure ? 20 : 0)) * 64 + popcount(t & above(lo));
    if (key < bestKey) {
      bestKey = key;
      best = s * 13 + lo;
    }
  }
  return best;
}

/** The beat Steady chooses (card code); the position to act holds at least one beater. */
function steadyBeat(sim: Sim, me: number): number {
  const s = sim.topSuit;
  const m = beaterMask(sim, me);
  const lowest = lowBit(m);
  if (sim.lowest) return s * 13 + lowest;
  const t = threat[s] as number;
  const top = highBit(m);
  const topSure = t === 0 || top > highBit(t);
  if (topSure && top !== lowest) {
    // Would taking the pile with the sure winner leave me able to run out?
    const h = sim.hands[me * 4 + s] as number;
    sim.hands[me * 4 + s] = h & ~(1 << top);
    const losers = losersCount(sim, me);
    sim.hands[me * 4 + s] = h;
    if (losers <= 1) return s * 13 + top;
  }
  return s * 13 + lowest;
}

/**
 * Steady's card for the position to act. With `rng` and `eps` > 0, a uniformly random legal card instead with
 * probability `eps` (the playout noise of the Strong player).
 */
export function steadyPick(sim: Sim, rng: FastRng | null, eps: number): number {
  const me = sim.turn;
  if (rng !== null && eps > 0 && rng.float() < eps) {
    const k = legalInto(sim, legalBuf);
    return legalBuf[rng.below(k)] as number;
  }
  threatsInto(sim, me, threat);
  return sim.topSuit < 0 ? steadyLead(sim, me) : steadyBeat(sim, me);
}

/** Is card (s, p) of `me` a sure winner now? (For hints.) */
export function isSureWinner(sim: Sim, me: number, card: number): boolean {
  threatsInto(sim, me, threat);
  const s = (card / 13) | 0;
  return sure(s, card - s * 13);
}

/** How many of `me`'s cards are not sure winners. (For hints.) */
export function losersOf(sim: Sim, me: number): number {
  threatsInto(sim, me, threat);
  return losersCount(sim, me);
}

/** Probability that a lead of `card` stands (nobody holding cards has a higher one), roughly. (For hints.) */
export function standChance(sim: Sim, me: number, card: number): number {
  threatsInto(sim, me, threat);
  const s = (card / 13) | 0;
  const higher = popcount((threat[s] as number) & above(card - s * 13));
  return Math.pow(1 - heldShare(sim, me), higher);
}
