/**
 * The Strong player: the platform's perfect-information Monte Carlo search (`shared/search/pimc.ts`) over the
 * rank-count deal simulator. Samples are deals of the hidden cards consistent with what the seat has seen
 * (knowledge.ts); candidates are the seat's distinct plays (suits never matter, so plays of one shape are one
 * candidate) and the pass; playouts are noisy Steady players; the value is the seat's points for its finishing
 * place, with a small bonus for a better place (so that places the scoring does not separate still count).
 */
import { search, type SearchGame, type SearchResult } from '../../../shared/search/pimc';
import { makeSampler, sampleInto, viewCodes, type View } from './knowledge';
import { applyCode, copySim, genPlays, makeSim, simPoints, type Sim } from './sim';
import { playout } from './steady';
import { STRONG_BUDGET_MS, type StrongOptions } from '../../../shared/worker/bots';

export type { StrongOptions };

const out = new Int32Array(512);

export function placeValue(sim: Sim, pos: number): number {
  const place = sim.place[pos] as number;
  return simPoints(sim, pos) + 0.05 * (sim.n - 1 - Math.max(0, place));
}

export const PRESIDENT_SEARCH: SearchGame<View, Sim, number> = {
  candidates: (view) => viewCodes(view, genPlays, out).map((c) => [c]),
  newState: () => makeSim(6),
  copy: copySim,
  sampler: (view) => {
    const sp = makeSampler(view);
    return (into, rng) => sampleInto(sp, into, rng);
  },
  apply: applyCode,
  playout,
  value: (view, sim) => placeValue(sim, view.pos),
  aux: (view, sim) => simPoints(sim, view.pos),
};

/** Evaluates every candidate play (and the pass) of the view's seat. */
export function strongEvaluate(view: View, opts: StrongOptions): SearchResult<number> {
  return search(PRESIDENT_SEARCH, view, { budgetMs: STRONG_BUDGET_MS, ...opts });
}
