/**
 * The Strong player: the platform's perfect-information Monte Carlo search (`shared/search/pimc.ts`) over the deal
 * simulator. Samples deal the hidden cards consistently with the seat's view (knowledge.ts); candidates are the
 * seat's choices (knock/lurk, go along/fold, a few sensible discards, or the legal cards with equivalent cards
 * merged); playouts finish the deal with noisy Steady players; the value is the seat's points off its count this
 * deal (tricks less limpa points, the bench's own currency), plus a bonus when its trick takes it to 0 and wins
 * the game (a penalty when another player gets there first).
 */
import { search, type SearchGame, type SearchOptions, type SearchResult } from '../../../shared/search/pimc';
import { makeSampler, sampleInto, type View } from './knowledge';
import { buyCandidates, steadyAction } from './steady';
import { BUY, FOLD, FULL13, GO, KNOCK, LOW, LURK, PH_BID, PH_BUY, PH_DONE, PH_PLAY, PH_RESPOND, applyAction, copySim, legalInto, makeSim, dealValue, type FastRng, type Sim } from './sim';

/** The search's options; `keepSamples` keeps every sample's per-candidate values and aux figures (the trainer's advice pairs them). */
export type StrongOptions = SearchOptions;

const L = new Int32Array(4);

/**
 * The seat's legal cards grouped by equivalence: same suit, and no card anyone else could hold lies between them
 * (cards of the current trick separate too). Representative: the lowest of the group.
 */
export function cardGroups(sim: Sim, seat: number): number[][] {
  legalInto(sim, seat, L);
  const groups: number[][] = [];
  for (let s = 0; s < 4; s++) {
    let m = L[s] as number;
    let cur: number[] = [];
    let prev = -1;
    const mine = sim.hands[seat * 4 + s] as number;
    let inTrick = 0;
    for (let i = 0; i < sim.trickLen; i++) {
      const c = sim.trickCard[i] as number;
      if (((c / 13) | 0) === s) inTrick |= 1 << c % 13;
    }
    const outside = FULL13 & ~((sim.played[s] as number) & ~inTrick) & ~mine;
    while (m) {
      const b = LOW[m] as number;
      m &= m - 1;
      const between = prev < 0 ? 0 : ((1 << b) - 1) & ~((2 << prev) - 1);
      if (prev >= 0 && (between & outside) === 0) cur.push(s * 13 + b);
      else {
        if (cur.length) groups.push(cur);
        cur = [s * 13 + b];
      }
      prev = b;
    }
    if (cur.length) groups.push(cur);
  }
  return groups;
}

export function candidatesOf(view: View): number[][] {
  const sim = view.sim;
  switch (sim.phase) {
    case PH_BID:
      return [[KNOCK], [LURK]];
    case PH_RESPOND:
      return [[GO], [FOLD]];
    case PH_BUY:
      return buyCandidates(sim, view.seat).map((m) => [BUY + m]);
    case PH_PLAY:
      return cardGroups(sim, view.seat);
    default:
      return [];
  }
}

export function playout(sim: Sim, rng: FastRng, eps: number): void {
  let guard = 0;
  while (sim.phase !== PH_DONE && guard++ < 200) applyAction(sim, steadyAction(sim, rng, eps));
}

const GAME: SearchGame<View, Sim, number> = {
  candidates: candidatesOf,
  newState: makeSim,
  copy: copySim,
  sampler: (view) => {
    const sp = makeSampler(view);
    return (into, rng) => sampleInto(sp, into, rng);
  },
  apply: applyAction,
  playout,
  value: (view, sim) => dealValue(sim, view.seat),
  aux: (view, sim) => sim.won[view.seat] as number,
};

export const NORRLANDSKNACK_SEARCH = GAME;

/** Evaluates every candidate of the view's seat. */
export function strongEvaluate(view: View, opts: StrongOptions): SearchResult<number> {
  return search(GAME, view, opts);
}
