/**
 * The Strong player: the platform's perfect-information Monte Carlo search (`shared/search/pimc.ts`) over
 * Hindersche's bit-level deal simulator. Samples are deals of the hidden cards consistent with what the seat has
 * seen (sample.ts); candidates are the legal cards, with cards that play the same merged; playouts are noisy Steady
 * players; the value is the seat's utility for its position on the slate, and the aux figure its card points.
 */
import { search, type SearchGame, type SearchOptions } from '../../../shared/search/pimc';
import type { View } from './knowledge';
import { utility, type Objective } from './objective';
import { makeSampler, sampleInto } from './sample';
import { copySim, makeSim, playCard, toPlay, type Sim } from './sim';
import { steadyPick } from './steady';
import { BITPOS, ESUIT, FULL, FastRng, PTS_AT } from './tables';
import { groupRuns } from '../../../shared/worker/bots';

/** The search's options (keepSamples: the analysis pairs every sample's values), and an override of the objective (the analysis uses card points). */
export interface StrongOptions extends SearchOptions {
  objective?: Objective;
}

export interface CandidateStats {
  /** Card index. */
  card: number;
  /** Cards that play the same (merged into this candidate). */
  same: number[];
  mean: number;
  /** Mean card points the seat takes in the deal. */
  meanPoints: number;
  /** Standard error of the mean utility. */
  se: number;
}

export interface StrongResult {
  card: number;
  candidates: CandidateStats[];
  samples: number;
  /** Values per sample and candidate (row-major: sample * candidates + i), when requested. */
  values?: Float64Array;
  pointsValues?: Float64Array;
  elapsedMs: number;
}

/**
 * Groups legal cards that play the same: same effective suit, same points, and no card between them that anyone
 * else could still hold. Returns [representative, ...others] per group.
 */
export function equivalentGroups(sim: Sim, mySlot: number, legal: readonly number[]): number[][] {
  const t = sim.t;
  const sorted = [...legal].sort((a, b) => {
    const sa = ESUIT[t * 36 + a] as number;
    const sb = ESUIT[t * 36 + b] as number;
    return sa - sb || (BITPOS[t * 36 + a] as number) - (BITPOS[t * 36 + b] as number);
  });
  const inTrick = [0, 0, 0, 0];
  for (let i = 0; i < sim.trickLen; i++) {
    const c = sim.trick[i] as number;
    const es = ESUIT[t * 36 + c] as number;
    inTrick[es] = (inTrick[es] as number) | (1 << (BITPOS[t * 36 + c] as number));
  }
  const pointsOf = (s: number, pos: number): number => PTS_AT[t * 40 + s * 10 + pos] as number;
  const groups = groupRuns(sorted, (prev, c) => {
    const s = ESUIT[t * 36 + c] as number;
    const pos = BITPOS[t * 36 + c] as number;
    const prevPos = BITPOS[t * 36 + prev] as number;
    if (s !== (ESUIT[t * 36 + prev] as number) || pointsOf(s, pos) !== pointsOf(s, prevPos)) return false;
    // Cards strictly between prevPos and pos that are neither mine nor played.
    const between = ((1 << pos) - 1) & ~((1 << (prevPos + 1)) - 1);
    // Cards of the current trick separate too: the one winning it may lie between them.
    const outside = (FULL[t * 4 + s] as number) & ~((sim.played[s] as number) & ~(inTrick[s] as number)) & ~(sim.hands[mySlot * 4 + s] as number);
    return (between & outside) === 0;
  });
  // Representative: the highest card of the group (shedding the higher of equals keeps the lower as an exit).
  return groups.map((g) => [g[g.length - 1] as number, ...g.slice(0, -1)]);
}

/** Plays the deal in `sim` out to the end with noisy Steady players. */
export function playout(sim: Sim, rng: FastRng, eps: number): void {
  while (sim.trickNo < 9) {
    const slot = toPlay(sim);
    playCard(sim, steadyPick(sim, slot, rng, eps));
  }
}

/** Hindersche as a search game: the view's seat chooses a card; `objective` overrides the view's. */
function searchGame(objective: Objective | undefined): SearchGame<View, Sim, number> {
  return {
    candidates: (view) => equivalentGroups(view.sim, view.mySlot, view.legal),
    newState: makeSim,
    copy: copySim,
    sampler: (view) => {
      const sampler = makeSampler(view);
      return (into, rng) => sampleInto(sampler, into, rng);
    },
    apply: playCard,
    playout,
    value: (view, sim) => utility(objective ?? view.objective, sim.points, sim.tricks),
    aux: (view, sim) => sim.points[view.mySlot] as number,
  };
}

const DEFAULT_GAME = searchGame(undefined);

/** Evaluates every legal card of the view's seat. */
export function strongEvaluate(view: View, opts: StrongOptions): StrongResult {
  const r = search(opts.objective ? searchGame(opts.objective) : DEFAULT_GAME, view, opts);
  const candidates: CandidateStats[] = r.candidates.map((c) => ({ card: c.action, same: c.same, mean: c.mean, meanPoints: c.meanAux, se: c.se }));
  const res: StrongResult = { card: r.action ?? -1, candidates, samples: r.samples, elapsedMs: r.elapsedMs };
  if (r.values) res.values = r.values;
  if (r.auxValues) res.pointsValues = r.auxValues;
  return res;
}
