/**
 * Scoring positions, the building blocks shared by the three families (scoringPhase1, scoringButzen, scoringPlayoff;
 * scoring.ts has the overview): dealing the cards of a deal, splitting the counting cards into trick piles at random
 * or to exact totals, points designs (a top scorer, a tie, everybody level), reachable slates and phase-1 histories,
 * and the engine check every position passes before it is returned (`make`).
 */
import type { Card, Suit } from '../../../shared/cards/model';
import { PACK, cardPoints } from '../engine/cards';
import type { Rules } from '../engine/rules';
import { nextBelow, nextInt } from '../engine/rng';
import { scoreDeal, type DealScore, type DealToScore, type ScoreReason } from '../engine/scoring';
import { SEATS, type Seat } from '../engine/types';
import { validateDealPoints } from '../engine/validate';
import { genFromSeed, pick, sample, type Gen } from './random';

export type { Gen };

export const SCORING_TARGETS = [
  'phase1-most',
  'phase1-tie-most',
  'phase1-march',
  'phase1-all-35',
  'phase1-shut-out',
  'phase1-end-with-dropouts',
  'butzen-four-marks',
  'butzen-excess-5',
  'butzen-excess-6',
  'butzen-seven-marks',
  'butzen-march',
  'butzen-march-excess',
  'butzen-two-players',
  'butzen-game-end',
  'butzen-three-marks',
  'butzen-all-equal',
  'butzen-tie',
  'butzen-tie-ignored',
  'playoff-two',
  'playoff-three',
  'playoff-repeat',
] as const;

export type ScoringTarget = (typeof SCORING_TARGETS)[number];
export type Phase1Target = Extract<ScoringTarget, `phase1-${string}`>;
export type ButzenTarget = Extract<ScoringTarget, `butzen-${string}`>;
export type PlayoffTarget = Extract<ScoringTarget, `playoff-${string}`>;

/** One deal as it was played: who took part, the cards that stayed out, and each player's points and tricks. */
export interface PlayedDeal {
  /** The players of the deal, in seat order. */
  players: Seat[];
  dealer: Seat;
  trump: Suit;
  /** The card turned for trumps. */
  upcard: Card;
  /** True when the turned card is in the dealer's hand (four players, or VP01-B); false when it is out of play. */
  upcardInPlay: boolean;
  /** The undealt cards (none with four players); under VP01-A the turned card comes first. */
  outOfPlay: Card[];
  pointsInPlay: number;
  /** Per seat, length 4, 0 for seats not in the deal. */
  points: number[];
  tricks: number[];
}

export interface ScoringPosition {
  target: ScoringTarget;
  /** The engine's input: the regular deal with the slate before it, and the playoff deals played for it (if any). */
  deal: DealToScore;
  /** The regular deal. */
  regular: PlayedDeal;
  /** The playoff deals, in the order played (as `deal.playoffs`). */
  playoffs: PlayedDeal[];
}

// ---------------------------------------------------------------------------------------------------------------
// Card values. Whatever the trump, the pack holds two 12s, four 11s, four 10s, four 4s, four 3s, two 2s and sixteen
// blanks; piles are built over these value classes and the blanks are added afterwards.

export const VALUES = [12, 11, 10, 4, 3, 2] as const;
export type Counts = number[];

export const dot = (c: readonly number[]): number => c.reduce((a, x, i) => a + x * (VALUES[i] as number), 0);
export const total = (c: readonly number[]): number => c.reduce((a, b) => a + b, 0);
export const minus = (a: readonly number[], b: readonly number[]): Counts => a.map((x, i) => x - (b[i] ?? 0));

/** The cards of one deal before the tricks are taken. */
export interface Frame {
  players: Seat[];
  dealer: Seat;
  trump: Suit;
  upcard: Card;
  upcardInPlay: boolean;
  outOfPlay: Card[];
  pointsInPlay: number;
  /** In-play cards per value class, and in-play blanks. */
  counts: Counts;
  blanks: number;
}

/** Shuffles a pack and deals it to `players` (spec 3.4-3.6 with VP01): which cards are in play, and trump. */
export function frame(gen: Gen, players: Seat[], dealer: Seat, rules: Rules): Frame {
  const pack = sample(gen, PACK, PACK.length);
  const n = players.length;
  const dealt = 9 * n;
  const inPlayCards = pack.slice(0, dealt);
  let upcard: Card;
  let upcardInPlay = true;
  if (n === 4) upcard = pack[35] as Card;
  else if (rules.VP01 === 'B') upcard = pack[dealt - 1] as Card;
  else {
    upcard = pack[dealt] as Card;
    upcardInPlay = false;
  }
  const trump = upcard[1] as Suit;
  const counts = VALUES.map(() => 0);
  let blanks = 0;
  for (const c of inPlayCards) {
    const i = VALUES.indexOf(cardPoints(c, trump) as (typeof VALUES)[number]);
    if (i < 0) blanks++;
    else counts[i] = (counts[i] ?? 0) + 1;
  }
  return { players, dealer, trump, upcard, upcardInPlay, outOfPlay: pack.slice(dealt), pointsInPlay: dot(counts), counts, blanks };
}

/** Splits the counting cards between `weights.length` piles at random, each card going to a pile with odds by weight. */
export function randomSplit(gen: Gen, counts: Counts, weights: readonly number[]): Counts[] {
  const piles = weights.map(() => VALUES.map(() => 0));
  const sum = weights.reduce((a, b) => a + b, 0);
  counts.forEach((k, cls) => {
    for (let j = 0; j < k; j++) {
      let r = nextBelow(gen, sum);
      let p = 0;
      while (r >= (weights[p] as number)) r -= weights[p++] as number;
      const pile = piles[p] as Counts;
      pile[cls] = (pile[cls] ?? 0) + 1;
    }
  });
  return piles;
}

/** Every way to take cards worth exactly `sum` from `counts`, as count vectors. */
export function choices(counts: Counts, sum: number): Counts[] {
  const out: Counts[] = [];
  const pick = VALUES.map(() => 0);
  const rec = (i: number, left: number) => {
    if (left === 0) {
      out.push([...pick]);
      return;
    }
    if (i === VALUES.length) return;
    const v = VALUES[i] as number;
    for (let x = Math.min(counts[i] ?? 0, Math.floor(left / v)); x >= 0; x--) {
      pick[i] = x;
      rec(i + 1, left - v * x);
    }
    pick[i] = 0;
  };
  rec(0, sum);
  return out;
}

/** Splits the counting cards into piles worth exactly `sums` (which must add up to the points in play), or null. */
export function exactSplit(gen: Gen, counts: Counts, sums: readonly number[]): Counts[] | null {
  if (sums.reduce((a, b) => a + b, 0) !== dot(counts)) return null;
  const out: Counts[] = [];
  const failed = new Set<string>();
  const last = sums.length - 1;
  const rec = (i: number, left: Counts): boolean => {
    if (i === last) {
      out[i] = left;
      return true;
    }
    const key = `${i}|${left.join()}`;
    if (failed.has(key)) return false;
    for (const c of sample(gen, choices(left, sums[i] as number), Infinity)) {
      out[i] = c;
      if (rec(i + 1, minus(left, c))) return true;
    }
    failed.add(key);
    return false;
  };
  return rec(0, counts) ? out : null;
}

/**
 * Turns piles of counting cards into points and tricks: each pile is filled up with blanks to whole tricks (n cards a
 * trick) and the tricks left over go to players at random, the better scorers more often. `allTricks` gives one
 * player all nine. Null when the piles do not fit into nine tricks, or when one player would take all nine tricks
 * without being asked to (an unplanned march in Butzen).
 */
export function tricksFor(gen: Gen, fr: Frame, piles: Counts[], allTricks: number | null): { points: number[]; tricks: number[] } | null {
  const n = fr.players.length;
  const pts = piles.map(dot);
  let t = piles.map((p) => Math.ceil(total(p) / n));
  if (allTricks !== null) {
    if (piles.some((p, i) => i !== allTricks && total(p) > 0)) return null;
    t = t.map((_, i) => (i === allTricks ? 9 : 0));
  } else {
    let extra = 9 - t.reduce((a, b) => a + b, 0);
    if (extra < 0) return null;
    const weights = pts.map((p) => 2 + Math.floor(p / 12));
    while (extra-- > 0) {
      const i = pickWeighted(gen, weights);
      t[i] = (t[i] ?? 0) + 1;
    }
    if (t.includes(9)) return null;
  }
  const points = [0, 0, 0, 0];
  const tricks = [0, 0, 0, 0];
  fr.players.forEach((s, i) => {
    points[s] = pts[i] as number;
    tricks[s] = t[i] as number;
  });
  return { points, tricks };
}

export function pickWeighted(gen: Gen, weights: readonly number[]): number {
  let r = nextBelow(gen, weights.reduce((a, b) => a + b, 0));
  let i = 0;
  while (r >= (weights[i] as number)) r -= weights[i++] as number;
  return i;
}

/** Random whole numbers in [lo, hi], none of them 1 (no pile is worth one point), adding up to `sum`; or null. */
export function composition(gen: Gen, sum: number, parts: number, lo: number, hi: number): number[] | null {
  const out: number[] = [];
  let left = sum;
  for (let i = 0; i < parts; i++) {
    const rest = parts - i - 1;
    const min = Math.max(lo, left - rest * hi);
    const max = Math.min(hi, left - rest * lo);
    if (min > max) return null;
    let x = rest === 0 ? left : nextInt(gen, min, max);
    if (x === 1) x = max >= 2 && rest > 0 ? 2 : min <= 0 && rest > 0 ? 0 : 1;
    if (x === 1) return null;
    out.push(x);
    left -= x;
  }
  return left === 0 ? sample(gen, out, Infinity) : null;
}

export const randomWeights = (gen: Gen, n: number): number[] => Array.from({ length: n }, () => nextInt(gen, 2, 10));

/** A deal whose points (per player, in `fr.players` order) are exactly `sums`, or null if the cards do not allow it. */
export function exactDeal(gen: Gen, fr: Frame, sums: readonly number[], allTricks: number | null = null): PlayedDeal | null {
  const piles = exactSplit(gen, fr.counts, sums);
  if (!piles) return null;
  const r = tricksFor(gen, fr, piles, allTricks);
  return r ? played(fr, r) : null;
}

/** A deal with randomly split points, biased by `weights` (per player in `fr.players` order), or null. */
export function randomDeal(gen: Gen, fr: Frame, weights: readonly number[]): PlayedDeal | null {
  const r = tricksFor(gen, fr, randomSplit(gen, fr.counts, weights), null);
  return r ? played(fr, r) : null;
}

export function played(fr: Frame, r: { points: number[]; tricks: number[] }): PlayedDeal {
  return {
    players: fr.players,
    dealer: fr.dealer,
    trump: fr.trump,
    upcard: fr.upcard,
    upcardInPlay: fr.upcardInPlay,
    outOfPlay: fr.outOfPlay,
    pointsInPlay: fr.pointsInPlay,
    points: r.points,
    tricks: r.tricks,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Points designs (per player, in seat order of the deal's players)

/** One player (index `top`) on `x` or more, the others below; or a march when x >= 100. */
export function withTop(gen: Gen, n: number, P: number, top: number, lo: number, hi: number): number[] | null {
  const maxTop = Math.min(hi, P);
  if (lo > maxTop) return null;
  for (let k = 0; k < 4; k++) {
    const x = nextInt(gen, lo, maxTop);
    const rest = composition(gen, P - x, n - 1, 0, Math.min(x - 1, 99));
    if (!rest) continue;
    return insertAt(rest, top, x);
  }
  return null;
}

export const insertAt = (xs: number[], i: number, x: number): number[] => [...xs.slice(0, i), x, ...xs.slice(i)];

/**
 * Points for n players with `k` of them level on some x, `below` players under x and the rest above it, in random
 * order; nobody reaches 100. Null if no such split of P exists (or none was found quickly).
 */
export function withTieAt(gen: Gen, n: number, P: number, below: number, k: number): number[] | null {
  const above = n - below - k;
  if (above < 0 || k < 1) return null;
  // k*x + above*(x+1) <= P <= below*(x-1) + k*x + above*99
  const hi = Math.min(99 - (above > 0 ? 1 : 0), Math.floor((P - above) / (k + above)));
  const lo = Math.max(below > 0 ? 2 : 0, Math.ceil((P - above * 99 + below) / (below + k)));
  for (let attempt = 0; attempt < 6 && lo <= hi; attempt++) {
    let x = nextInt(gen, lo, hi);
    if (x === 1) x = lo === 1 ? 0 : 2;
    if (x > hi || x < lo) continue;
    const rest = P - k * x;
    const lMin = Math.max(0, rest - above * 99);
    const lMax = Math.min(below * (x - 1), rest - above * (x + 1));
    if (lMin > lMax) continue;
    const L = nextInt(gen, lMin, lMax);
    const lower = composition(gen, L, below, 0, x - 1);
    const upper = composition(gen, rest - L, above, x + 1, 99);
    if (!lower || !upper) continue;
    return sample(gen, [...lower, ...Array.from({ length: k }, () => x), ...upper], Infinity);
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------------------
// Slates

/** Marks per player (in seat order of `active`) for n active players and M marks: a random reachable split (8.4). */
export function slateFor(gen: Gen, active: readonly Seat[], marks: number): number[] {
  const n = active.length;
  // Each player at least one; the rest spread at random.
  const split = active.map(() => 1);
  for (let m = n; m < marks; m++) {
    const i = nextBelow(gen, n);
    split[i] = (split[i] ?? 0) + 1;
  }
  const slate = [0, 0, 0, 0];
  active.forEach((s, i) => (slate[s] = split[i] as number));
  return slate;
}

export const randomActive = (gen: Gen, n: number): Seat[] => sample(gen, SEATS, n).sort((a, b) => a - b);

export interface ButzenFrame {
  active: Seat[];
  slate: number[];
  dealer: Seat;
  fr: Frame;
}

export function butzenFrame(gen: Gen, n: number, marks: number, rules: Rules): ButzenFrame {
  const active = randomActive(gen, n);
  const dealer = pick(gen, active);
  return { active, slate: slateFor(gen, active, marks), dealer, fr: frame(gen, active, dealer, rules) };
}

// ---------------------------------------------------------------------------------------------------------------
// Building and checking

export interface Built {
  deal: DealToScore;
  regular: PlayedDeal;
  playoffs: PlayedDeal[];
  /** The engine's scoring of `deal`, when the builder already asked for it. */
  score?: DealScore;
}

export function phase2Built(b: ButzenFrame, d: PlayedDeal | null): Built | null {
  if (!d) return null;
  return {
    deal: { phase: 2, phase1DealNumber: 1, slate: b.slate, active: b.active, dealer: b.dealer, points: d.points, tricks: d.tricks, playoffs: [] },
    regular: d,
    playoffs: [],
  };
}

/** Phase-1 history: who received marks in each earlier deal (single marks, or three for a march). */
export type History = Seat[][];

export function historySlate(h: History): number[] {
  const slate = [0, 0, 0, 0];
  for (const r of h) for (const s of r) slate[s] = (slate[s] ?? 0) + 1;
  return slate;
}

export function randomHistory(gen: Gen): History {
  const shape = nextBelow(gen, 9);
  if (shape === 0) return [];
  if (shape === 8) {
    const marcher = pick(gen, SEATS);
    return [SEATS.filter((s) => s !== marcher)];
  }
  const deals = 1 + (shape % 3);
  const h: History = [];
  for (let i = 0; i < deals; i++) h.push([i > 0 && nextBelow(gen, 3) === 0 ? (h[i - 1]?.[0] as Seat) : pick(gen, SEATS)]);
  return h;
}

export function phase1Built(history: History, d: PlayedDeal | null): Built | null {
  if (!d) return null;
  return {
    deal: {
      phase: 1,
      phase1DealNumber: history.length + 1,
      slate: historySlate(history),
      active: [0, 1, 2, 3],
      dealer: d.dealer,
      points: d.points,
      tricks: d.tricks,
      playoffs: [],
      phase1Receivers: history.map((r) => [...r].sort((a, b) => a - b)),
    },
    regular: d,
    playoffs: [],
  };
}

export const ALL: Seat[] = [0, 1, 2, 3];

export function phase1Frame(gen: Gen, rules: Rules): Frame {
  return frame(gen, ALL, pick(gen, SEATS), rules);
}

/** Points for a phase-1 deal where seat `w` has most points, alone. */
export function phase1Most(gen: Gen, fr: Frame, w: Seat): PlayedDeal | null {
  const sums = withTop(gen, 4, 140, w, 36, 99);
  return sums ? exactDeal(gen, fr, sums) : null;
}

export function phase1March(gen: Gen, fr: Frame, x: Seat): PlayedDeal | null {
  // All nine tricks (140 points) now and then; otherwise 100 to 138.
  if (nextBelow(gen, 8) === 0) return exactDeal(gen, fr, insertAt([0, 0, 0], x, 140), x);
  const sums = withTop(gen, 4, 140, x, 100, 138);
  return sums ? exactDeal(gen, fr, sums) : null;
}

export type Builder = (gen: Gen, rules: Rules) => Built | null;

// ---------------------------------------------------------------------------------------------------------------
// Target tests, on the engine's answer

export const has = (reasons: readonly ScoreReason[], f: (r: ScoreReason) => boolean) => reasons.some(f);
export const called = (reasons: readonly ScoreReason[]) => reasons.filter((r) => r.code === 'playoff.called');
export const rowIs = (s: DealScore, row: string, branch: string, marks?: number) =>
  has(s.reasons, (r) => r.code === 'phase2.row' && r.row === row && r.branch === branch && (marks === undefined || r.marks === marks));
export const resolvedNoPlayoff = (s: DealScore) => s.status === 'resolved' && called(s.reasons).length === 0;

export type Test = (s: DealScore, p: Built, rules: Rules) => boolean;

/** Checks a built position with the engine: every deal's cards and points, the scoring, and the target's test. */
export function accepted(test: Test, b: Built, rules: Rules): boolean {
  for (const d of [b.regular, ...b.playoffs]) {
    // With four players nothing is out of play, and scoreDeal's own check of the deal is exactly this one.
    if (d.players.length === 4) continue;
    const v = validateDealPoints({ active: d.players, trump: d.trump, outOfPlay: d.outOfPlay, points: d.points, tricks: d.tricks });
    if (!v.ok || v.value.pointsInPlay !== d.pointsInPlay) return false;
  }
  if (b.score) return test(b.score, b, rules);
  const score = scoreDeal(b.deal, rules);
  return score.ok && test(score.value, b, rules);
}

export function make<T extends ScoringTarget>(builders: Record<T, Builder>, tests: Record<T, Test>, target: T, seed: number, rules: Rules): ScoringPosition {
  const gen = genFromSeed(seed);
  for (let attempt = 0; attempt < 400; attempt++) {
    const b = builders[target](gen, rules);
    if (b && accepted(tests[target], b, rules)) return { target, deal: b.deal, regular: b.regular, playoffs: b.playoffs };
  }
  // Not reached for any seed in the tests; kept so that a caller never loops forever.
  throw new Error(`no ${target} position for seed ${seed}`);
}

/** Targets that need a rule variant to be reachable, and what to build instead without it. */
export function reachable<T extends ScoringTarget>(target: T, rules: Rules): T | 'butzen-four-marks' {
  if (target === 'butzen-three-marks' && rules.VP14 !== 'B') return 'butzen-four-marks';
  return target;
}

/** Is the target reachable under these rules as asked (see `butzenPosition`)? */
export const targetReachable = (target: ScoringTarget, rules: Rules): boolean => reachable(target, rules) === target;

/** The target of a question: chosen from the level's list by the seed (a stream apart from the position's own). */
export function targetFor<T extends ScoringTarget>(levels: readonly (readonly T[])[], seed: number, level: number): T {
  const pool = levels[Math.min(Math.max(level, 1), levels.length) - 1] ?? levels[0] ?? [];
  return pick(genFromSeed(seed ^ 0x2545f491), pool);
}
