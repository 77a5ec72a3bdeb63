/**
 * Hints for the learner: the Strong player's choice for the learner's seat, with a reason as a code plus data
 * (never English; the UI translates the code), in the terms of the habits Steady encodes (steady.ts).
 */
import type { GameState } from '../engine/game';
import type { Card, Seat } from '../engine/types';
import { decisionSeed } from './bot';
import { FULL, above, highBit, type Sim } from './sim';
import { isSureWinner, losersOf, standChance } from './steady';
import { strongEvaluate } from './strong';
import { cardOf, viewOf, type View } from './view';
import { STRONG_BUDGET_MS, type BotHint, type HintOptions } from '../../../shared/worker/bots';

export type HintReason =
  /** No higher card of the suit: say Stopp. */
  | { code: 'hint.stopp'; top: Card }
  /** Only one card may be played (or all legal cards play the same). */
  | { code: 'hint.only-card'; card: Card }
  /** The last card: playing it takes you out of the deal, you pay nothing. */
  | { code: 'hint.go-out'; card: Card }
  /** All but at most one of your cards are sure winners: lead them and run out. */
  | { code: 'hint.run-out'; card: Card }
  /** A card nobody can beat: you shed it and keep the lead. */
  | { code: 'hint.lead-sure-winner'; card: Card }
  /** A low card under your own sure winner: the pile comes back to you. */
  | { code: 'hint.lead-under-winner'; card: Card; winner: Card }
  /** A card that will probably stand (nobody likely to hold a higher one). */
  | { code: 'hint.lead-likely-winner'; card: Card; chance: number }
  /** A low card: low cards can only be shed by leading them. */
  | { code: 'hint.lead-low'; card: Card }
  /** Another lead that the search prefers here. */
  | { code: 'hint.lead-card'; card: Card }
  /** Beat with a sure winner: nobody can go over it, you take the pile and lead next. */
  | { code: 'hint.beat-take-lead'; card: Card }
  /** Beat as low as possible and keep the higher cards to beat again. */
  | { code: 'hint.beat-low'; card: Card; keep: Card[] }
  /** A higher beater than necessary. */
  | { code: 'hint.beat-high'; card: Card };

export interface HintCandidate {
  card: Card;
  same: Card[];
  /** Expected units paid at the end of the deal after this card. */
  expectedPaid: number;
}

export type Hint = BotHint<{ type: 'play'; seat: Seat; card: Card } | { type: 'stopp'; seat: Seat }, HintReason, HintCandidate>;

export type { HintOptions };

/** Why `code` is a good play for the view's seat. */
export function classify(view: View, code: number, groups: number): HintReason {
  const sim: Sim = view.sim;
  const me = view.me;
  const card = cardOf(code, view.ranking);
  const s = (code / 13) | 0;
  const p = code - s * 13;
  if ((sim.count[me] as number) === 1) return { code: 'hint.go-out', card };
  if (groups <= 1) return { code: 'hint.only-card', card };
  if (sim.topSuit < 0) {
    if (losersOf(sim, me) <= 1) return { code: 'hint.run-out', card };
    if (isSureWinner(sim, me, code)) return { code: 'hint.lead-sure-winner', card };
    const h = sim.hands[me * 4 + s] as number;
    const higher = h & above(p);
    if (higher !== 0 && isSureWinner(sim, me, s * 13 + highBit(higher))) return { code: 'hint.lead-under-winner', card, winner: cardOf(s * 13 + highBit(higher), view.ranking) };
    const chance = standChance(sim, me, code);
    if (chance >= 0.5) return { code: 'hint.lead-likely-winner', card, chance: Math.round(chance * 100) / 100 };
    // Among the lowest of the hand?
    let lower = 0;
    for (let t = 0; t < 4; t++) {
      const m = sim.hands[me * 4 + t] as number;
      lower += m === 0 ? 0 : popLow(m, p);
    }
    if (lower <= 1) return { code: 'hint.lead-low', card };
    return { code: 'hint.lead-card', card };
  }
  if (isSureWinner(sim, me, code)) return { code: 'hint.beat-take-lead', card };
  const beaters = (sim.hands[me * 4 + s] as number) & above(sim.topPow);
  if ((beaters & ((1 << p) - 1)) === 0) {
    const keep: Card[] = [];
    for (let b = p + 1; b < 13; b++) if ((beaters & (1 << b)) !== 0) keep.push(cardOf(s * 13 + b, view.ranking));
    return { code: 'hint.beat-low', card, keep };
  }
  return { code: 'hint.beat-high', card };
}

function popLow(m: number, p: number): number {
  let x = m & ((1 << p) - 1) & FULL;
  let k = 0;
  while (x) {
    x &= x - 1;
    k++;
  }
  return k;
}

/** The Strong player's choice for `seat` with its reason, or null when `seat` is not to act. Never throws. */
export function hint(state: GameState, seat: Seat, opts: HintOptions = {}): Hint | null {
  try {
    const d = state.deal;
    if (!d || state.stage !== 'playing' || d.turn !== seat) return null;
    if (d.top !== null && state.rules.stopp_call === 'announced') {
      const view0 = viewOf(state, seat);
      if (view0 && view0.legal.length === 0) return { action: { type: 'stopp', seat }, reason: { code: 'hint.stopp', top: d.top }, candidates: [], samples: 0 };
    }
    const view = viewOf(state, seat);
    if (!view || view.legal.length === 0) return null;
    const r = strongEvaluate(view, { seed: opts.seed ?? decisionSeed(state, seat), budgetMs: opts.budgetMs ?? STRONG_BUDGET_MS, maxSamples: opts.maxSamples });
    const candidates: HintCandidate[] = r.candidates
      .map((c) => ({ card: cardOf(c.card, view.ranking), same: c.same.map((x) => cardOf(x, view.ranking)), expectedPaid: Math.round(-c.mean * 100) / 100 }))
      .sort((a, b) => a.expectedPaid - b.expectedPaid);
    const groups = Math.max(1, r.candidates.length);
    return { action: { type: 'play', seat, card: cardOf(r.card, view.ranking) }, reason: classify(view, r.card, groups), candidates, samples: r.samples };
  } catch {
    return null;
  }
}
