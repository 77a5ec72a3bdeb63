/**
 * What a deal is worth to one player, from the points and tricks every player took (by turn-order slot). The
 * Strong player maximises the expectation of this over sampled deals. Marks are what counts (phase 1: the mark;
 * Butzen: marks erased minus marks added; playoffs: the places at stake), with ties shared as equal chances of
 * winning the playoff, plus a small pull towards fewer card points that breaks ties between cards whose mark
 * outcome is the same.
 */
import type { Rules } from '../engine/rules';

/** Kinds of objective. Points = card points only (minimise): the post-deal analysis. */
export const ObjKind = { Phase1: 0, Phase2: 1, Playoff: 2, Points: 3 } as const;
export type ObjKind = (typeof ObjKind)[keyof typeof ObjKind];

export interface Objective {
  kind: ObjKind;
  n: number;
  me: number;
  /** Marks per slot before the deal (Butzen). */
  marks: Int32Array;
  total: number;
  /** Butzen with excess and no march: how many of the lowest erase (VP13). */
  erasePlaces: number;
  vp14A: boolean;
  /** All nine tricks is a march (Butzen, and playoffs under VP10-B). */
  nineTricks: boolean;
  /** Playoff under VP10-A: no march at all. */
  noMarch: boolean;
  /** Playoff places: best places that erase, worst places that add / take the mark. */
  bestPlaces: number;
  worstPlaces: number;
  /** Weight of the card-points term, per point in play. */
  lambda: number;
  inPlay: number;
  /** Extra value of dropping out (no marks left) in Butzen. */
  dropOut: number;
}

export interface ObjectiveInput {
  kind: 'phase1' | 'phase2' | 'playoff' | 'points';
  /** Slots in the deal. */
  n: number;
  me: number;
  /** Marks by slot before the deal (Butzen). */
  marks?: readonly number[];
  /** Playoff: what it decides. */
  decides?: { mark?: number; erase?: number; add?: number };
  rules?: Pick<Rules, 'VP10' | 'VP13' | 'VP14'>;
  inPlay?: number;
  lambda?: number;
}

export const DEFAULT_LAMBDA = 1;

export function makeObjective(input: ObjectiveInput): Objective {
  const marks = new Int32Array(4);
  let total = 0;
  for (let j = 0; j < input.n; j++) {
    marks[j] = input.marks?.[j] ?? 0;
    total += marks[j] as number;
  }
  const kind: ObjKind =
    input.kind === 'phase1' ? ObjKind.Phase1 : input.kind === 'phase2' ? ObjKind.Phase2 : input.kind === 'playoff' ? ObjKind.Playoff : ObjKind.Points;
  const vp13A = (input.rules?.VP13 ?? 'A') === 'A';
  const d = input.decides ?? {};
  return {
    kind,
    n: input.n,
    me: input.me,
    marks,
    total,
    erasePlaces: vp13A ? Math.max(0, Math.min(total - 4, input.n - 1)) : 1,
    vp14A: (input.rules?.VP14 ?? 'A') === 'A',
    nineTricks: kind === ObjKind.Phase2 || (kind === ObjKind.Playoff && (input.rules?.VP10 ?? 'B') === 'B'),
    noMarch: kind === ObjKind.Playoff && (input.rules?.VP10 ?? 'B') === 'A',
    bestPlaces: d.erase ?? 0,
    worstPlaces: (d.add ?? 0) + (d.mark ?? 0),
    lambda: input.lambda ?? DEFAULT_LAMBDA,
    inPlay: input.inPlay ?? 140,
    dropOut: 0.5,
  };
}

/** Share of `places` best places that `me` gets: players strictly better take theirs first, a tied group shares the rest. */
function share(better: number, tied: number, places: number): number {
  const left = places - better;
  if (left <= 0) return 0;
  if (left >= tied) return 1;
  return left / tied;
}

/** The marcher's slot, or -1. */
export function marcherOf(obj: Objective, points: ArrayLike<number>, tricks: ArrayLike<number>): number {
  if (obj.noMarch) return -1;
  for (let j = 0; j < obj.n; j++) if ((points[j] as number) >= 100) return j;
  if (obj.nineTricks) for (let j = 0; j < obj.n; j++) if (tricks[j] === 9) return j;
  return -1;
}

/** Expected marks erased minus added for `me` (ties shared), without the points term. */
export function markValue(obj: Objective, points: ArrayLike<number>, tricks: ArrayLike<number>): number {
  const n = obj.n;
  const me = obj.me;
  const mine = points[me] as number;
  if (obj.kind === ObjKind.Points) return 0;
  const x = marcherOf(obj, points, tricks);
  let lower = 0;
  let higher = 0;
  let tied = 1;
  for (let j = 0; j < n; j++) {
    if (j === me || j === x) continue;
    const p = points[j] as number;
    if (p < mine) lower++;
    else if (p > mine) higher++;
    else tied++;
  }
  if (obj.kind === ObjKind.Phase1) {
    if (x >= 0) return x === me ? 0 : -1;
    if (n === 4 && tied === 4) return -1;
    return higher === 0 ? -1 / tied : 0;
  }
  if (obj.kind === ObjKind.Playoff) {
    // Ranking: the marcher first, then ascending points.
    if (x === me) return share(0, 1, obj.bestPlaces);
    const better = lower + (x >= 0 ? 1 : 0);
    return share(better, tied, obj.bestPlaces) - share(higher, tied, obj.worstPlaces);
  }
  // Butzen.
  const own = obj.marks[me] as number;
  const M = obj.total;
  const E = M - 4;
  let erased = 0;
  let added = 0;
  const allEqual = x < 0 && tied === n;
  if (n === 2) {
    if (x >= 0) erased = x === me ? Math.min(2, own) : 0;
    else if (!allEqual) erased = share(lower, tied, 1);
  } else if (M >= 5) {
    if (x >= 0) erased = x === me ? (obj.vp14A ? Math.min(2, E, own) : Math.min(2, own)) : 0;
    else if (!allEqual) erased = share(lower, tied, obj.erasePlaces);
  } else if (M === 4) {
    if (x >= 0) {
      if (x === me) erased = own;
      else added = 1;
    } else if (!allEqual) {
      erased = share(lower, tied, 1);
      added = share(higher, tied, 1);
    }
  } else {
    if (x >= 0) {
      if (x === me) erased = own;
      else added = 1;
    } else if (!allEqual) added = share(higher, tied, 1);
  }
  erased = Math.min(erased, own);
  let v = erased - added;
  if (own > 0 && erased >= own) v += obj.dropOut;
  else if (own === 1) v += obj.dropOut * erased;
  return v;
}

/** The full utility: marks plus a small card-points term (higher is better). */
export function utility(obj: Objective, points: ArrayLike<number>, tricks: ArrayLike<number>): number {
  const mine = points[obj.me] as number;
  if (obj.kind === ObjKind.Points) return -mine;
  return markValue(obj, points, tricks) - (obj.lambda * mine) / Math.max(1, obj.inPlay);
}
