/**
 * The Strong player: perfect-information Monte Carlo. Each iteration draws one deal of the hidden cards that is
 * consistent with what the seat has seen (see sample.ts), then plays every candidate card in that same deal and
 * finishes the deal with noisy Steady playouts that share their random numbers across the candidates (paired
 * samples, so differences between cards are measured with much less noise than the values themselves). The card
 * with the best mean utility for the seat's position on the slate wins. Anytime: it stops at the time budget or the
 * sample cap, whichever comes first.
 */
import type { View } from './knowledge';
import { utility, type Objective } from './objective';
import { makeSampler, sampleInto } from './sample';
import { copySim, makeSim, playCard, toPlay, type Sim } from './sim';
import { steadyPick } from './steady';
import { BITPOS, ESUIT, FULL, FastRng, PTS_AT } from './tables';

export interface StrongOptions {
  seed: number;
  /** Wall-clock budget in milliseconds (default 60). */
  budgetMs?: number;
  /** Cap on sampled deals (default 100000). With an infinite budget the result depends only on the seed. */
  maxSamples?: number;
  /** Minimum samples even when the budget is spent (default 8). */
  minSamples?: number;
  /** Probability of a random legal card at each playout decision (default 0.08). */
  eps?: number;
  /** Override of the objective (the analysis uses card points). */
  objective?: Objective;
  /** Keep every sample's per-candidate values (the analysis pairs them). */
  keepSamples?: boolean;
  /** Clock, for tests (default performance.now). */
  now?: () => number;
  /**
   * Stop early once the best card is clearly ahead of every other (paired difference above `earlyZ` standard
   * errors) or every difference is negligible. Default true; checked every 32 samples after 64.
   */
  earlyStop?: boolean;
  earlyZ?: number;
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

const work = makeSim();
const base = makeSim();
const playRng = new FastRng(1);

function clock(): number {
  return typeof performance !== 'undefined' ? performance.now() : Date.now();
}

/**
 * Groups legal cards that play the same: same effective suit, same points, and no card between them that anyone
 * else could still hold. Returns [representative, ...others] per group.
 */
export function equivalentGroups(sim: Sim, mySlot: number, legal: readonly number[]): number[][] {
  const t = sim.t;
  const groups: number[][] = [];
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
  let cur: number[] = [];
  let prevS = -1;
  let prevPos = -1;
  let prevPts = -1;
  for (const c of sorted) {
    const s = ESUIT[t * 36 + c] as number;
    const pos = BITPOS[t * 36 + c] as number;
    const pts = PTS_AT[t * 40 + s * 10 + pos] as number;
    let same = false;
    if (s === prevS && pts === prevPts) {
      // Cards strictly between prevPos and pos that are neither mine nor played.
      const between = ((1 << pos) - 1) & ~((1 << (prevPos + 1)) - 1);
      // Cards of the current trick separate too: the one winning it may lie between them.
      const outside = (FULL[t * 4 + s] as number) & ~((sim.played[s] as number) & ~(inTrick[s] as number)) & ~(sim.hands[mySlot * 4 + s] as number);
      same = (between & outside) === 0;
    }
    if (same) cur.push(c);
    else {
      if (cur.length) groups.push(cur);
      cur = [c];
    }
    prevS = s;
    prevPos = pos;
    prevPts = pts;
  }
  if (cur.length) groups.push(cur);
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

/**
 * Is the leading candidate ahead of every other by more than `z` standard errors of the paired difference, or are
 * all differences to it negligible (below 0.002 utility with a standard error below 0.001)?
 */
function separated(sum: Float64Array, dSum: Float64Array, dSq: Float64Array, k: number, n: number, z: number): boolean {
  let b = 0;
  for (let i = 1; i < k; i++) if ((sum[i] as number) > (sum[b] as number)) b = i;
  let clear = true;
  let flat = true;
  for (let i = 0; i < k; i++) {
    if (i === b) continue;
    const lo = Math.min(i, b);
    const hi = Math.max(i, b);
    const sign = b === lo ? 1 : -1;
    const mean = (sign * (dSum[lo * k + hi] as number)) / n;
    const variance = Math.max(0, (dSq[lo * k + hi] as number) / n - mean * mean);
    const se = Math.sqrt(variance / n);
    if (mean <= z * se) clear = false;
    if (Math.abs(mean) > 0.002 || se > 0.001) flat = false;
  }
  return clear || flat;
}

/** Evaluates every legal card of the view's seat. */
export function strongEvaluate(view: View, opts: StrongOptions): StrongResult {
  const now = opts.now ?? clock;
  const start = now();
  const groups = equivalentGroups(view.sim, view.mySlot, view.legal);
  const k = groups.length;
  const obj = opts.objective ?? view.objective;
  const stats = (vals: number[][]): CandidateStats[] => vals.map(() => ({ card: 0, same: [], mean: 0, meanPoints: 0, se: 0 }));
  if (k <= 1) {
    const g = groups[0] ?? [];
    const c = g[0] ?? -1;
    const out: CandidateStats[] = stats([[]]);
    (out[0] as CandidateStats).card = c;
    (out[0] as CandidateStats).same = g.slice(1);
    return { card: c, candidates: c < 0 ? [] : out, samples: 0, elapsedMs: now() - start };
  }
  const budget = opts.budgetMs ?? 60;
  const maxSamples = opts.maxSamples ?? 100000;
  const minSamples = Math.min(opts.minSamples ?? 8, maxSamples);
  const eps = opts.eps ?? 0.08;
  const rng = new FastRng(opts.seed);
  const sampler = makeSampler(view);
  const sum = new Float64Array(k);
  const sumSq = new Float64Array(k);
  const sumPts = new Float64Array(k);
  const keep = opts.keepSamples === true;
  const vals: number[] = [];
  const ptsVals: number[] = [];
  const deadline = start + budget;
  let samples = 0;
  const me = view.mySlot;
  const early = opts.earlyStop !== false;
  const z = opts.earlyZ ?? 3;
  // Paired differences u_i - u_j, for the early stop.
  const dSum = new Float64Array(k * k);
  const dSq = new Float64Array(k * k);
  const row = new Float64Array(k);
  while (samples < maxSamples) {
    if (samples >= minSamples && now() >= deadline) break;
    if (early && samples >= 64 && (samples & 31) === 0 && separated(sum, dSum, dSq, k, samples, z)) break;
    if (!sampleInto(sampler, base, rng)) break;
    const a = rng.next() | 0;
    const b = rng.next() | 0;
    const c2 = rng.next() | 0;
    const d = rng.next() | 1;
    for (let i = 0; i < k; i++) {
      copySim(work, base);
      playCard(work, (groups[i] as number[])[0] as number);
      playRng.setState(a, b, c2, d);
      playout(work, playRng, eps);
      const u = utility(obj, work.points, work.tricks);
      row[i] = u;
      sum[i] = (sum[i] as number) + u;
      sumSq[i] = (sumSq[i] as number) + u * u;
      const p = work.points[me] as number;
      sumPts[i] = (sumPts[i] as number) + p;
      if (keep) {
        vals.push(u);
        ptsVals.push(p);
      }
    }
    if (early) {
      for (let i = 0; i < k; i++) {
        for (let j = i + 1; j < k; j++) {
          const d = (row[i] as number) - (row[j] as number);
          dSum[i * k + j] = (dSum[i * k + j] as number) + d;
          dSq[i * k + j] = (dSq[i * k + j] as number) + d * d;
        }
      }
    }
    samples++;
  }
  const candidates: CandidateStats[] = [];
  let best = 0;
  for (let i = 0; i < k; i++) {
    const g = groups[i] as number[];
    const n = Math.max(1, samples);
    const mean = (sum[i] as number) / n;
    const variance = Math.max(0, (sumSq[i] as number) / n - mean * mean);
    candidates.push({ card: g[0] as number, same: g.slice(1), mean, meanPoints: (sumPts[i] as number) / n, se: Math.sqrt(variance / n) });
    if (mean > (candidates[best] as CandidateStats).mean) best = i;
  }
  const res: StrongResult = { card: (candidates[best] as CandidateStats).card, candidates, samples, elapsedMs: now() - start };
  if (keep) {
    res.values = Float64Array.from(vals);
    res.pointsValues = Float64Array.from(ptsVals);
  }
  return res;
}
