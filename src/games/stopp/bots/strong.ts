/**
 * The Strong player: the platform's perfect-information Monte Carlo search (`shared/search/pimc.ts`) over Stopp's
 * simulator. Samples deal the hidden cards consistently with what the seat has seen (view.ts); candidates are the
 * legal cards, with cards that play the same merged; playouts are noisy Steady players; the value is minus the
 * units the seat pays at the end of the deal.
 */
import { search, type SearchGame } from '../../../shared/search/pimc';
import type { FastRng } from '../../../shared/search/rng';
import { copySim, makeSim, playCard, type Sim } from './sim';
import { steadyPick } from './steady';
import { makeSampler, type View } from './view';
import { groupRuns, type StrongOptions } from '../../../shared/worker/bots';

export type { StrongOptions };

export interface CandidateStats {
  card: number;
  same: number[];
  /** Mean value: minus the units paid. */
  mean: number;
  se: number;
}

export interface StrongResult {
  card: number;
  candidates: CandidateStats[];
  samples: number;
  elapsedMs: number;
}

/**
 * Groups legal cards that play the same: same suit and no card between them that anyone else could hold or play
 * (every card between is mine or already played). Representative: the lowest of the group.
 */
export function equivalentGroups(view: View): number[][] {
  const sim = view.sim;
  const sorted = [...view.legal].sort((a, b) => a - b);
  return groupRuns(sorted, (prev, c) => {
    if (((prev / 13) | 0) !== ((c / 13) | 0)) return false;
    const s = (c / 13) | 0;
    const lo = prev - s * 13;
    const hi = c - s * 13;
    const between = ((1 << hi) - 1) & ~((2 << lo) - 1);
    const known = (sim.played[s] as number) | (sim.hands[view.me * 4 + s] as number);
    return (between & ~known) === 0;
  });
}

export function playout(sim: Sim, rng: FastRng, eps: number): void {
  let guard = 0;
  while (!sim.ended && guard++ < 400) playCard(sim, steadyPick(sim, rng, eps));
}

export const STOPP_SEARCH: SearchGame<View, Sim, number> = {
  candidates: equivalentGroups,
  newState: makeSim,
  copy: copySim,
  sampler: makeSampler,
  apply: playCard,
  playout,
  value: (view, sim) => -Math.min(sim.count[view.me] as number, view.payCap),
};

/** Evaluates every legal card of the view's seat. */
export function strongEvaluate(view: View, opts: StrongOptions): StrongResult {
  const r = search(STOPP_SEARCH, view, opts);
  return {
    card: r.action ?? (view.legal[0] as number),
    candidates: r.candidates.map((c) => ({ card: c.action, same: c.same, mean: c.mean, se: c.se })),
    samples: r.samples,
    elapsedMs: r.elapsedMs,
  };
}
