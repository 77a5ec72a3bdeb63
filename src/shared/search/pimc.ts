/**
 * The search behind every game's Strong player and hints: perfect-information Monte Carlo (PIMC).
 *
 * Each iteration draws one full-information state of the hidden cards that is consistent with what the seat has
 * seen (the game's sampler), then tries every candidate action in that same state and finishes the deal with noisy
 * playouts that share their random numbers across the candidates (paired samples: differences between actions are
 * measured with much less noise than the values themselves). The action with the best mean value for the seat wins.
 * Anytime: it stops at the time budget, the sample cap, or once the best action is clearly ahead.
 *
 * A game plugs in by implementing `SearchGame` over its own (usually mutable, allocation-free) deal state. The
 * search knows nothing of any game.
 */
import { FastRng } from './rng';

/**
 * What a game gives the search. `V` is what a seat knows at a decision (its view), `S` a full-information deal
 * state the game can copy and play on in place, `A` an action.
 */
export interface SearchGame<V, S, A> {
  /**
   * The seat's legal actions, grouped: actions in one group play the same (the search evaluates only the first of
   * each group). One group or none means there is nothing to search.
   */
  candidates(view: V): A[][];
  /** A fresh scratch state. */
  newState(): S;
  /** Copies `from` into `into`. */
  copy(into: S, from: S): void;
  /**
   * Prepares sampling for one search and returns a function that fills `into` with a full-information state
   * consistent with the view, drawn with `rng`; it returns false when no consistent state exists.
   */
  sampler(view: V): (into: S, rng: FastRng) => boolean;
  /** Plays `action` in `state` (in place). */
  apply(state: S, action: A): void;
  /** Finishes the deal from `state` with the playout policy; `eps` is the chance of a random legal action. */
  playout(state: S, rng: FastRng, eps: number): void;
  /** What the finished deal is worth to the view's seat (higher is better). */
  value(view: V, state: S): number;
  /** A second figure per playout, averaged as `meanAux` (for example the card points the seat took). */
  aux?(view: V, state: S): number;
}

export interface SearchOptions {
  seed: number;
  /** Wall-clock budget in milliseconds (default 60). */
  budgetMs?: number;
  /** Cap on sampled states (default 100000). With an infinite budget the result depends only on the seed. */
  maxSamples?: number;
  /** Minimum samples even when the budget is spent (default 8). */
  minSamples?: number;
  /** Probability of a random legal action at each playout decision (default 0.08). */
  eps?: number;
  /** Keep every sample's per-candidate values (an analysis pairs them). */
  keepSamples?: boolean;
  /** Clock, for tests (default performance.now). */
  now?: () => number;
  /**
   * Stop early once the best action is clearly ahead of every other (paired difference above `earlyZ` standard
   * errors) or every difference is negligible. Default true; checked every 32 samples after 64.
   */
  earlyStop?: boolean;
  earlyZ?: number;
}

export interface Candidate<A> {
  action: A;
  /** Actions that play the same (merged into this candidate). */
  same: A[];
  mean: number;
  /** Mean of the game's `aux` figure (0 without one). */
  meanAux: number;
  /** Standard error of the mean value. */
  se: number;
}

export interface SearchResult<A> {
  /** The best action, or null when the seat has none. */
  action: A | null;
  candidates: Candidate<A>[];
  samples: number;
  /** Values per sample and candidate (row-major: sample * candidates + i), when requested. */
  values?: Float64Array;
  auxValues?: Float64Array;
  elapsedMs: number;
}

function clock(): number {
  return typeof performance !== 'undefined' ? performance.now() : Date.now();
}

/**
 * Is the leading candidate ahead of every other by more than `z` standard errors of the paired difference, or are
 * all differences to it negligible (below 0.002 with a standard error below 0.001)?
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

/** Scratch states per game, so a search allocates nothing per sample. */
const scratch = new WeakMap<object, { work: unknown; base: unknown }>();

/** Evaluates every candidate action of the view's seat. */
export function search<V, S, A>(game: SearchGame<V, S, A>, view: V, opts: SearchOptions): SearchResult<A> {
  const now = opts.now ?? clock;
  const start = now();
  const groups = game.candidates(view);
  const k = groups.length;
  if (k <= 1) {
    const g = groups[0] ?? [];
    const first = g[0];
    if (first === undefined) return { action: null, candidates: [], samples: 0, elapsedMs: now() - start };
    return { action: first, candidates: [{ action: first, same: g.slice(1), mean: 0, meanAux: 0, se: 0 }], samples: 0, elapsedMs: now() - start };
  }
  let s = scratch.get(game);
  if (!s) {
    s = { work: game.newState(), base: game.newState() };
    scratch.set(game, s);
  }
  const work = s.work as S;
  const base = s.base as S;
  const budget = opts.budgetMs ?? 60;
  const maxSamples = opts.maxSamples ?? 100000;
  const minSamples = Math.min(opts.minSamples ?? 8, maxSamples);
  const eps = opts.eps ?? 0.08;
  const rng = new FastRng(opts.seed);
  const playRng = new FastRng(1);
  const sample = game.sampler(view);
  const sum = new Float64Array(k);
  const sumSq = new Float64Array(k);
  const sumAux = new Float64Array(k);
  const keep = opts.keepSamples === true;
  const vals: number[] = [];
  const auxVals: number[] = [];
  const deadline = start + budget;
  let samples = 0;
  const early = opts.earlyStop !== false;
  const z = opts.earlyZ ?? 3;
  // Paired differences u_i - u_j, for the early stop.
  const dSum = new Float64Array(k * k);
  const dSq = new Float64Array(k * k);
  const row = new Float64Array(k);
  while (samples < maxSamples) {
    if (samples >= minSamples && now() >= deadline) break;
    if (early && samples >= 64 && (samples & 31) === 0 && separated(sum, dSum, dSq, k, samples, z)) break;
    if (!sample(base, rng)) break;
    const a = rng.next() | 0;
    const b = rng.next() | 0;
    const c = rng.next() | 0;
    const d = rng.next() | 1;
    for (let i = 0; i < k; i++) {
      game.copy(work, base);
      game.apply(work, (groups[i] as A[])[0] as A);
      playRng.setState(a, b, c, d);
      game.playout(work, playRng, eps);
      const u = game.value(view, work);
      row[i] = u;
      sum[i] = (sum[i] as number) + u;
      sumSq[i] = (sumSq[i] as number) + u * u;
      const x = game.aux ? game.aux(view, work) : 0;
      sumAux[i] = (sumAux[i] as number) + x;
      if (keep) {
        vals.push(u);
        auxVals.push(x);
      }
    }
    if (early) {
      for (let i = 0; i < k; i++) {
        for (let j = i + 1; j < k; j++) {
          const diff = (row[i] as number) - (row[j] as number);
          dSum[i * k + j] = (dSum[i * k + j] as number) + diff;
          dSq[i * k + j] = (dSq[i * k + j] as number) + diff * diff;
        }
      }
    }
    samples++;
  }
  const candidates: Candidate<A>[] = [];
  let best = 0;
  const n = Math.max(1, samples);
  for (let i = 0; i < k; i++) {
    const g = groups[i] as A[];
    const mean = (sum[i] as number) / n;
    const variance = Math.max(0, (sumSq[i] as number) / n - mean * mean);
    candidates.push({ action: g[0] as A, same: g.slice(1), mean, meanAux: (sumAux[i] as number) / n, se: Math.sqrt(variance / n) });
    if (mean > (candidates[best] as Candidate<A>).mean) best = i;
  }
  const res: SearchResult<A> = { action: (candidates[best] as Candidate<A>).action, candidates, samples, elapsedMs: now() - start };
  if (keep) {
    res.values = Float64Array.from(vals);
    res.auxValues = Float64Array.from(auxVals);
  }
  return res;
}
