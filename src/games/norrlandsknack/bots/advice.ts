/**
 * Advice for the knock/lurk/go-along/fold trainer: how good each legal call is for a seat at a bidding decision,
 * with the figures an explanation needs (codes and numbers, never prose).
 *
 * - Deal 1: the Steady rule decides (knock with a hand that should take a trick, else lurk). Lurking costs nothing
 *   there, since a lurker still plays after anyone's knock, and only a trickless knocker pays a stake; the search's
 *   currency (points off the count) cannot see that stake, so it is not asked to choose.
 * - Deal 2 on: the Strong player's sampled search (deals consistent with the hand, finished by Steady players, the
 *   same seed always giving the same figures) values both calls in points off the seat's count, counting limpa
 *   points and a game won or lost at 0. A call clearly behind the best (paired difference above two standard errors
 *   and at least MIN_GAP) is wrong; a closer one counts as right too.
 */
import type { Call } from '../engine/drills';
import type { GameState } from '../engine/game';
import type { Seat } from '../engine/types';
import { viewOf } from './knowledge';
import { FOLD, GO, KNOCK, LURK, POP, PH_BID, PH_RESPOND } from './sim';
import { STEADY, estimateAfterBuy, limpaCost, steadyBid, steadyRespond } from './steady';
import { strongEvaluate } from './strong';

export interface CallValue {
  call: Call;
  /** Expected points off the seat's count this deal (search). */
  value: number;
  /** Expected tricks this deal (search; 0 when the call leaves the seat out). */
  tricks: number;
  /** Share of sampled deals in which the seat played and took no trick (a limpa), 0..1. */
  blank: number;
}

export interface CallAdvice {
  decision: 'bid' | 'respond';
  firstDeal: boolean;
  /** Steady's call. */
  steady: Call;
  /** Steady's count of the hand in tricks after its own buy. */
  expectedTricks: number;
  trumps: number;
  /** Points a limpa would put on the seat's count (deal 2 on). */
  limpaCost: number;
  /** Both legal calls, as the search values them. */
  values: CallValue[];
  best: Call;
  /** The calls judged right: the best, and the other one too when it is not clearly behind. */
  accepted: Call[];
  /** How clear the choice is (deal 1: distance of the count from Steady's threshold; later: the value gap). */
  margin: number;
  samples: number;
}

export const ADVICE_SAMPLES = 240;
/** Later deals: a gap below this many points is a close call (both right). */
export const MIN_GAP = 0.25;
/** Deal 1: a count this close to Steady's threshold is a close call. */
export const FIRST_CLOSE = 0.05;

const CALL_OF: Record<number, Call> = { [KNOCK]: 'knock', [LURK]: 'lurk', [GO]: 'go_along', [FOLD]: 'fold' };
const round = (x: number, d = 100) => Math.round(x * d) / d;

/** The advice for `seat`, whose bid or go-along/fold decision `state` waits for; null otherwise. */
export function callAdvice(state: GameState, seat: Seat, seed: number, samples = ADVICE_SAMPLES): CallAdvice | null {
  const view = viewOf(state, seat);
  if (!view) return null;
  const sim = view.sim;
  if (sim.phase !== PH_BID && sim.phase !== PH_RESPOND) return null;
  const decision = sim.phase === PH_BID ? 'bid' : 'respond';
  const players = sim.later ? Math.max(2, sim.n - 1) : sim.n;
  const est = estimateAfterBuy(sim, seat, players);
  const steady = CALL_OF[decision === 'bid' ? steadyBid(sim, seat) : steadyRespond(sim, seat)] as Call;
  const trumps = POP[sim.hands[seat * 4 + sim.trump] as number] as number;
  const r = strongEvaluate(view, { seed, budgetMs: Infinity, maxSamples: samples, minSamples: samples, earlyStop: false, keepSamples: true });
  const k = r.candidates.length;
  const n = r.samples;
  const vals = (r as { values?: Float64Array }).values ?? new Float64Array(0);
  const aux = r.auxValues ?? new Float64Array(0);
  const values: CallValue[] = r.candidates.map((c, i) => {
    let blank = 0;
    const play = c.action === KNOCK || c.action === GO;
    if (play) for (let j = 0; j < n; j++) if ((aux[j * k + i] as number) === 0) blank++;
    return { call: CALL_OF[c.action] as Call, value: round(c.mean), tricks: round(c.meanAux), blank: n > 0 ? round(blank / n) : 0 };
  });
  let best: Call;
  let accepted: Call[];
  let margin: number;
  if (!sim.later) {
    best = steady;
    margin = round(Math.abs(est - STEADY.knockFirst));
    accepted = margin < FIRST_CLOSE ? ['knock', 'lurk'] : [best];
  } else {
    // Paired difference of the two calls over the same sampled deals.
    let sum = 0;
    let sq = 0;
    for (let j = 0; j < n; j++) {
      const d = (vals[j * k] as number) - (vals[j * k + 1] as number);
      sum += d;
      sq += d * d;
    }
    const mean = n > 0 ? sum / n : 0;
    const se = n > 1 ? Math.sqrt(Math.max(0, sq / n - mean * mean) / n) : 0;
    const a = values[0] as CallValue;
    const b = values[1] as CallValue;
    margin = round(Math.abs(mean));
    // A near tie goes Steady's way.
    best = Math.abs(mean) < 1e-9 ? steady : mean > 0 ? a.call : b.call;
    accepted = Math.abs(mean) < Math.max(MIN_GAP, 2 * se) ? [a.call, b.call] : [best];
  }
  return { decision, firstDeal: !sim.later, steady, expectedTricks: round(est), trumps, limpaCost: sim.later ? limpaCost(sim, seat) : 0, values, best, accepted, margin, samples: n };
}
