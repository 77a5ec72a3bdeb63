/**
 * Hints for the learner: the Strong player's card for the learner's seat, with a one-line reason as a code plus
 * data (never English; the UI translates the code). The reason describes what the card does in the trick, in the
 * terms of the reverse-game habits (shed the highest card that still loses, duck under, smear points, dump a high
 * trump into a cheap trick, lead low or middling, stop a march, go for a march).
 */
import type { Card } from '../../../shared/cards/model';
import { cardAt } from '../engine/cards';
import type { GameState } from '../engine/game';
import type { Seat } from '../engine/types';
import { decisionSeed } from './bot';
import { viewOf, type View } from './knowledge';
import { makeSim, copySim } from './sim';
import { marchModeFor } from './steady';
import { strongEvaluate } from './strong';
import { BITPOS, ESUIT, FULL, PTS_AT, popcount } from './tables';
import { STRONG_BUDGET_MS, type HintOptions } from '../../../shared/worker/bots';

export type HintReason =
  /** Only one legal card (or all legal cards play the same). */
  | { code: 'hint.only-card'; card: Card }
  /** Following: the highest card that still loses to the card winning the trick. */
  | { code: 'hint.shed-highest-loser'; card: Card; under: Card }
  /** Following: a card below the winning card, keeping higher losers for later. */
  | { code: 'hint.duck-under'; card: Card; under: Card }
  /** Void: a card with points smeared onto a trick someone else is winning. */
  | { code: 'hint.dump-points'; card: Card; points: number; to: Seat }
  /** Void: a card without points (a 9 or lower) that would likely win a trick later, as at most `higher` higher cards
   * of its suit can still be in the other hands (0 or 1), thrown away now. */
  | { code: 'hint.discard-danger'; card: Card; to: Seat; higher: number }
  /** Void: a low card discarded (keeping the dangerous ones costs less here). */
  | { code: 'hint.discard-low'; card: Card; to: Seat }
  /** A losing trump on a trick already trumped higher: gets rid of a trump for free. */
  | { code: 'hint.underplay-trump'; card: Card; under: Card }
  /** Winning a cheap trick with a high trump (the queen or higher) that would win a dearer trick later. */
  | { code: 'hint.dump-high-trump'; card: Card; trickPoints: number }
  /** Winning a cheap trick with a lower trump (the ten or lower), which could win a dearer trick later. */
  | { code: 'hint.dump-trump'; card: Card; trickPoints: number }
  /** Winning a cheap trick with a high card that would win a dearer trick later. */
  | { code: 'hint.take-cheap-trick'; card: Card; trickPoints: number }
  /** Every legal card wins for now: the one that keeps the trick cheapest or may still be overtaken. */
  | { code: 'hint.win-low'; card: Card }
  /** Taking a trick (with points) from a player who could otherwise reach 100. */
  | { code: 'hint.stop-march'; card: Card; threat: Seat }
  /** Playing to win tricks: the hand can make 100. */
  | { code: 'hint.go-for-march'; card: Card }
  /** Leading a card that others will probably have to go over (no or few lower cards left). */
  | { code: 'hint.lead-low'; card: Card }
  /** Leading a middling card early, keeping the lowest card of the suit as a later exit. */
  | { code: 'hint.lead-middling'; card: Card }
  /** Leading a high card (by rank, or one worth 10 or more) to get rid of it while the trick is likely to be cheap or
   * won by someone else. */
  | { code: 'hint.lead-high'; card: Card }
  /** Leading a low card that no unseen card of its suit beats, to get rid of it while the trick is likely to be cheap. */
  | { code: 'hint.lead-top'; card: Card };

export interface HintCandidate {
  card: Card;
  /** Cards that play the same as this one. */
  same: Card[];
  /** Expected card points the learner takes in this deal after playing it. */
  expectedPoints: number;
  /** Expected utility (marks; higher is better). */
  value: number;
}

export interface Hint {
  card: Card;
  reason: HintReason;
  candidates: HintCandidate[];
  samples: number;
}

export type { HintOptions };

/**
 * Lowest bit position (see tables.ts: by trick power within the effective suit, lowest 0) of a card a reason may call
 * high: the queen of trumps and above (the upper half of the ten trumps: Q, K, A, the Little Man, the Old Man), in a
 * plain suit the ten and above (10, J, Q, K, A). An 8 of trumps or a 7 is never "high", however few cards beat it.
 */
const HIGH_TRUMP_POS = 5;
const HIGH_PLAIN_POS = 4;
export function highByRank(suit: number, trump: number, pos: number): boolean {
  return pos >= (suit === trump ? HIGH_TRUMP_POS : HIGH_PLAIN_POS);
}

/** Why `c` (a card index) is a good play for the view's seat, as a code plus data. */
export function classify(view: View, c: number): HintReason {
  const sim = view.sim;
  const t = sim.t;
  const card = cardAt(c);
  const me = view.mySlot;
  const s = ESUIT[t * 36 + c] as number;
  const pos = BITPOS[t * 36 + c] as number;
  const pts = PTS_AT[t * 40 + s * 10 + pos] as number;
  const groups = view.legal.length;
  if (groups <= 1) return { code: 'hint.only-card', card };
  const tmp = makeSim();
  copySim(tmp, sim);
  const march = marchModeFor(tmp, me);
  const unseen = (FULL[t * 4 + s] as number) & ~(sim.played[s] as number) & ~(sim.hands[me * 4 + s] as number) & ~(sim.knownOut[s] as number);
  if (sim.trickLen === 0) {
    if (march) return { code: 'hint.go-for-march', card };
    const lo = popcount(unseen & ((1 << pos) - 1));
    const hi = popcount(unseen >>> (pos + 1));
    if (lo <= 1) return { code: 'hint.lead-low', card };
    if (pts >= 10 || (hi === 0 && highByRank(s, t, pos))) return { code: 'hint.lead-high', card };
    if (hi === 0) return { code: 'hint.lead-top', card };
    return { code: 'hint.lead-middling', card };
  }
  const L = sim.led;
  const pow = s === t ? 100 + pos : s === L ? pos : -1;
  const winCard = cardAt(sim.trick[(sim.winSlot - sim.leader + sim.n) % sim.n] as number);
  const winSeat = view.order[sim.winSlot] as Seat;
  const last = sim.trickLen === sim.n - 1;
  if (pow > sim.winPow) {
    if (march) return { code: 'hint.go-for-march', card };
    // A march threat: another player who could still make 100 is winning this trick.
    let total = 0;
    for (let j = 0; j < sim.n; j++) total += sim.points[j] as number;
    const w = sim.winSlot;
    const wp = sim.points[w] as number;
    if (w !== me && wp >= 40 && total - wp <= sim.inPlay - 100 && sim.trickPts > 0) return { code: 'hint.stop-march', card, threat: winSeat };
    // Does any legal card lose?
    let canLose = false;
    for (const x of view.legal) {
      const xs = ESUIT[t * 36 + x] as number;
      const xp = BITPOS[t * 36 + x] as number;
      const xpow = xs === t ? 100 + xp : xs === L ? xp : -1;
      if (xpow <= sim.winPow) canLose = true;
    }
    if (canLose || last) {
      if (s === t) return { code: highByRank(s, t, pos) ? 'hint.dump-high-trump' : 'hint.dump-trump', card, trickPoints: sim.trickPts };
      return { code: 'hint.take-cheap-trick', card, trickPoints: sim.trickPts };
    }
    return { code: 'hint.win-low', card };
  }
  if (s === L) {
    // Highest led-suit card of mine that still loses?
    const mine = sim.hands[me * 4 + L] as number;
    let highestLoser = -1;
    for (let p = 9; p >= 0; p--) {
      if ((mine & (1 << p)) === 0) continue;
      const ppow = L === t ? 100 + p : p;
      if (ppow <= sim.winPow) {
        highestLoser = p;
        break;
      }
    }
    if (highestLoser === pos) return { code: 'hint.shed-highest-loser', card, under: winCard };
    return { code: 'hint.duck-under', card, under: winCard };
  }
  if (s === t) return { code: 'hint.underplay-trump', card, under: winCard };
  if (pts > 0) return { code: 'hint.dump-points', card, points: pts, to: winSeat };
  // Near the top of what is still out, the card would probably win a trick later.
  const hi = popcount(unseen >>> (pos + 1));
  if (hi <= 1 && unseen !== 0) return { code: 'hint.discard-danger', card, to: winSeat, higher: hi };
  return { code: 'hint.discard-low', card, to: winSeat };
}

/** The Strong player's card for `seat` with its reason, or null when `seat` is not to play. */
export function hint(state: GameState, seat: Seat, opts: HintOptions = {}): Hint | null {
  const d = state.deal;
  if (!d || state.stage !== 'playing' || d.turn !== seat || d.huebscher) return null;
  const v = viewOf(state, seat);
  if (!v.ok || v.value.legal.length === 0) return null;
  const view = v.value;
  const r = strongEvaluate(view, {
    seed: opts.seed ?? decisionSeed(state, seat, {}),
    budgetMs: opts.budgetMs ?? STRONG_BUDGET_MS,
    maxSamples: opts.maxSamples,
  });
  const candidates: HintCandidate[] = r.candidates.map((x) => ({
    card: cardAt(x.card),
    same: x.same.map((c) => cardAt(c)),
    expectedPoints: Math.round(x.meanPoints * 10) / 10,
    value: Math.round(x.mean * 1000) / 1000,
  }));
  candidates.sort((a, b) => b.value - a.value);
  const reason: HintReason = r.candidates.length <= 1 ? { code: 'hint.only-card', card: cardAt(r.card) } : classify(view, r.card);
  return { card: cardAt(r.card), reason, candidates, samples: r.samples };
}
