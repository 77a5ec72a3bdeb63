/**
 * The Strong player's card play: the platform's perfect-information Monte Carlo search (`shared/search/pimc.ts`)
 * over the Bugami simulator. Samples are deals of the hidden cards consistent with what the seat has seen
 * (knowledge.ts); candidates are the legal cards, with cards that play the same merged; playouts are noisy Steady
 * players; the value is the seat's score for the deal (its unit's score under Zwangshochzeit).
 */
import { search, type SearchGame, type SearchResult } from '../../../shared/search/pimc';
import { makeSampler, sampleInto, type View } from './knowledge';
import { FULL_SUIT, JOKER_BASE, copySim, makeSim, playCard, scoreSim, type Sim } from './sim';
import { steadyPlayout } from './steady';
import { STRONG_BUDGET_MS, groupRuns, type StrongOptions } from '../../../shared/worker/bots';

/**
 * Groups legal cards that play the same: Jokers together; cards of one suit with no card between them that is
 * still out or lies in the current trick. Returns [representative, ...others] per group (the lowest represents).
 */
export function equivalentGroups(view: View): number[][] {
  const sim = view.sim;
  const me = view.mySlot;
  const sorted = [...view.legal].sort((a, b) => a - b);
  const inTrick = [0, 0, 0, 0, 0];
  for (let i = 0; i < sim.trickLen; i++) {
    const c = sim.trick[i] as number;
    if (c < JOKER_BASE) {
      const s = (c / 13) | 0;
      inTrick[s] = (inTrick[s] as number) | (1 << (c - s * 13));
    }
  }
  return groupRuns(sorted, (prev, c) => {
    if (c >= JOKER_BASE && prev >= JOKER_BASE) return true;
    if (c >= JOKER_BASE || prev >= JOKER_BASE || ((c / 13) | 0) !== ((prev / 13) | 0)) return false;
    const s = (c / 13) | 0;
    const lo = prev - s * 13;
    const hi = c - s * 13;
    const between = ((1 << hi) - 1) & ~((1 << (lo + 1)) - 1);
    const out = (FULL_SUIT & ~(sim.played[s] as number) & ~(sim.hands[me * 5 + s] as number)) | (inTrick[s] as number);
    return (between & out) === 0;
  });
}

const scores = new Float64Array(8);

export const BUGAMI_SEARCH: SearchGame<View, Sim, number> = {
  candidates: equivalentGroups,
  newState: () => makeSim(),
  copy: copySim,
  sampler: (view) => {
    const sp = makeSampler(view);
    return (into, rng) => sampleInto(sp, into, rng);
  },
  apply: playCard,
  playout: steadyPlayout,
  value: (view, sim) => {
    scoreSim(sim, scores);
    return scores[view.mySlot] as number;
  },
  aux: (view, sim) => sim.tricksWon[view.mySlot] as number,
};

export type { StrongOptions };

/** Evaluates every legal card of the view's seat (values in points for the deal; aux = expected tricks). */
export function strongEvaluate(view: View, opts: StrongOptions): SearchResult<number> {
  return search(BUGAMI_SEARCH, view, { seed: opts.seed, budgetMs: opts.budgetMs ?? STRONG_BUDGET_MS, maxSamples: opts.maxSamples, eps: opts.eps ?? 0.08, now: opts.now, minSamples: 8 });
}

/** A copy of the view's simulator (for policies that look at the position). */
export function simOfView(view: View): Sim {
  const s = makeSim();
  copySim(s, view.sim);
  return s;
}
