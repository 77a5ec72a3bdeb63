/**
 * Validation of a deal's result (spec 13.2): tricks, card points, and whether the points could have come from the
 * cards the players actually took ("pile feasibility").
 *
 * Pile feasibility: with n active players a player who took t tricks holds exactly n*t cards, so his points must be a
 * sum of n*t in-play card values (1 point or 139 points never are). Beyond the spec's per-player test we also check
 * that all players' piles can be cut from the in-play cards at once, since each card lands in one pile only.
 * When the out-of-play cards are not known (the scoring input only has points and tricks), they are treated as one
 * more pile of 36 - 9n cards worth whatever the players did not take, which is exact for four players and a
 * necessary condition otherwise.
 */
import { PACK, PACK_POINTS, cardPoints, isPackCard } from './cards';
import { isSuit, type Card, type Suit } from '../../../shared/cards/model';
import { isSeat } from './seats';
import { SEATS, err, ok, type Result, type Seat } from './types';

export const TRICKS_PER_DEAL = 9;
export const CARDS_PER_HAND = 9;

export type DealPointsError =
  | { code: 'deal.bad-active'; value: unknown }
  /** The out-of-play cards given to check against are not a trump and a list of cards. */
  | { code: 'deal.bad-out-of-play'; value: unknown }
  | { code: 'deal.bad-trump'; value: unknown }
  | { code: 'deal.bad-card'; value: unknown }
  | { code: 'deal.duplicate-card'; card: Card }
  | { code: 'deal.out-of-play-count'; count: number; expected: number }
  | { code: 'deal.bad-number'; field: 'points' | 'tricks'; seat: number; value: unknown }
  | { code: 'deal.inactive-scored'; seat: Seat; points: number; tricks: number }
  | { code: 'deal.tricks-sum'; sum: number; expected: number }
  | { code: 'deal.points-without-tricks'; seat: Seat; points: number }
  | { code: 'deal.points-sum'; sum: number; expected: number }
  | { code: 'deal.points-sum-range'; sum: number; min: number; max: number }
  | { code: 'deal.points-impossible'; seat: Seat; points: number; tricks: number; cards: number }
  | { code: 'deal.points-not-realisable'; points: number[]; tricks: number[] };

// ---------------------------------------------------------------------------------------------------------------
// Card values as counts per value class. The multiset of values is the same whatever the trump (two 12s, four 11s,
// four 10s, four 4s, four 3s, two 2s, sixteen 0s), which keeps the search small: 7 classes instead of 36 cards.

const VALUES = [12, 11, 10, 4, 3, 2, 0] as const;
const ZERO = VALUES.length - 1;
type Counts = number[];

function countsOf(cards: readonly Card[], trump: Suit): Counts {
  const counts = VALUES.map(() => 0);
  for (const c of cards) {
    const i = VALUES.indexOf(cardPoints(c, trump) as (typeof VALUES)[number]);
    counts[i] = (counts[i] ?? 0) + 1;
  }
  return counts;
}

const PACK_COUNTS: readonly number[] = countsOf(PACK, 'S');

function minus(a: Counts, b: Counts): Counts {
  return a.map((x, i) => x - (b[i] ?? 0));
}

/** Every way to take `size` cards worth `sum` from `counts`, as count vectors (zero-point cards fill the rest). */
function* piles(counts: Counts, size: number, sum: number): Generator<Counts> {
  const pick = VALUES.map(() => 0);
  function* rec(i: number, sizeLeft: number, sumLeft: number): Generator<Counts> {
    if (i === ZERO) {
      if (sumLeft === 0 && sizeLeft <= (counts[ZERO] ?? 0)) {
        pick[ZERO] = sizeLeft;
        yield [...pick];
      }
      return;
    }
    const v = VALUES[i] as number;
    const most = Math.min(counts[i] ?? 0, sizeLeft, Math.floor(sumLeft / v));
    for (let x = most; x >= 0; x--) {
      pick[i] = x;
      yield* rec(i + 1, sizeLeft - x, sumLeft - v * x);
    }
    pick[i] = 0;
  }
  yield* rec(0, size, sum);
}

/** Can `size` cards worth exactly `sum` be taken from `counts`? */
export function pileFeasible(counts: Counts, size: number, sum: number): boolean {
  if (!isPackCounts(counts) || !isCount(size) || !isCount(sum) || size > PACK.length || sum > PACK_POINTS) return false;
  return !piles(counts, size, sum).next().done;
}

/** Can `counts` be cut into all the given piles at once (each pile an exact size and sum, together using every card)? */
export function piecesFeasible(counts: Counts, wanted: readonly { size: number; sum: number }[]): boolean {
  if (!isPackCounts(counts) || !Array.isArray(wanted) || wanted.length > 8) return false;
  if (!wanted.every((p) => typeof p === 'object' && p !== null && isCount(p.size) && isCount(p.sum) && p.size <= PACK.length && p.sum <= PACK_POINTS)) return false;
  const total = counts.reduce((a, b) => a + b, 0);
  const totalSum = counts.reduce((a, c, i) => a + c * (VALUES[i] as number), 0);
  if (wanted.reduce((a, p) => a + p.size, 0) !== total) return false;
  if (wanted.reduce((a, p) => a + p.sum, 0) !== totalSum) return false;
  // Hardest piles first (most points per card) so that dead ends show early.
  const order = [...wanted].sort((a, b) => b.sum - a.sum);
  const failed = new Set<string>();
  const rec = (k: number, left: Counts): boolean => {
    // The last pile is whatever remains, and the totals above already match it.
    if (k >= order.length - 1) return true;
    const key = `${k}|${left.join(',')}`;
    if (failed.has(key)) return false;
    const p = order[k] as { size: number; sum: number };
    for (const choice of piles(left, p.size, p.sum)) {
      if (rec(k + 1, minus(left, choice))) return true;
    }
    failed.add(key);
    return false;
  };
  return rec(0, counts);
}

// ---------------------------------------------------------------------------------------------------------------

function isCount(x: unknown): x is number {
  return typeof x === 'number' && Number.isInteger(x) && x >= 0;
}

/** Counts of cards per point value, as the pack could hold them (anything else is not searched). */
function isPackCounts(x: unknown): x is Counts {
  return Array.isArray(x) && x.length === PACK_COUNTS.length && x.every((c, i) => isCount(c) && c <= (PACK_COUNTS[i] as number));
}

/** Extremes of the points in play with n active players when the out-of-play cards are unknown. */
export function pointsInPlayRange(players: number): { min: number; max: number } {
  // Anything but 2 to 4 players counts as a full table (garbage must not throw).
  const outCards = (4 - (players === 2 || players === 3 ? players : 4)) * CARDS_PER_HAND;
  const asc = PACK.map((c) => cardPoints(c, 'S')).sort((a, b) => a - b);
  const lowOut = asc.slice(0, outCards).reduce((a, b) => a + b, 0);
  const highOut = asc.slice(asc.length - outCards).reduce((a, b) => a + b, 0);
  return { min: PACK_POINTS - highOut, max: PACK_POINTS - lowOut };
}

/**
 * Checks the points and tricks of one deal (a regular deal or a playoff) among `players`.
 * `outOfPlay` null means the out-of-play cards are unknown (see the module comment); then the points must only be
 * reachable from some choice of them. Returns the points in play when they are known.
 */
export function checkDealResult(
  players: readonly Seat[],
  points: readonly unknown[],
  tricks: readonly unknown[],
  known: { trump: Suit; outOfPlay: readonly Card[] } | null,
): Result<{ pointsInPlay: number | null }, DealPointsError> {
  if (!Array.isArray(players) || players.length < 2 || players.length > 4 || !players.every(isSeat) || new Set(players).size !== players.length) {
    return err({ code: 'deal.bad-active', value: players });
  }
  if (!Array.isArray(points) || !Array.isArray(tricks)) return err({ code: 'deal.bad-number', field: Array.isArray(points) ? 'tricks' : 'points', seat: 0, value: Array.isArray(points) ? tricks : points });
  if (known !== null && (typeof known !== 'object' || !isSuit(known.trump) || !Array.isArray(known.outOfPlay) || !known.outOfPlay.every(isPackCard))) {
    return err({ code: 'deal.bad-out-of-play', value: known });
  }
  for (const s of SEATS) {
    const p = points[s];
    const t = tricks[s];
    if (!isCount(p)) return err({ code: 'deal.bad-number', field: 'points', seat: s, value: p });
    if (!isCount(t)) return err({ code: 'deal.bad-number', field: 'tricks', seat: s, value: t });
    if (!players.includes(s) && (p !== 0 || t !== 0)) return err({ code: 'deal.inactive-scored', seat: s, points: p, tricks: t });
  }
  const pts = SEATS.map((s) => points[s] as number);
  const trk = SEATS.map((s) => tricks[s] as number);
  const trickSum = trk.reduce((a, b) => a + b, 0);
  if (trickSum !== TRICKS_PER_DEAL) return err({ code: 'deal.tricks-sum', sum: trickSum, expected: TRICKS_PER_DEAL });
  for (const s of players) {
    if (trk[s] === 0 && (pts[s] ?? 0) > 0) return err({ code: 'deal.points-without-tricks', seat: s, points: pts[s] ?? 0 });
  }
  const n = players.length;
  const sum = pts.reduce((a, b) => a + b, 0);
  let inPlay: Counts;
  let pointsInPlay: number | null = null;
  const extraPile: { size: number; sum: number }[] = [];
  if (known) {
    inPlay = minus(PACK_COUNTS as Counts, countsOf(known.outOfPlay, known.trump));
    pointsInPlay = PACK_POINTS - known.outOfPlay.reduce((a, c) => a + cardPoints(c, known.trump), 0);
    if (sum !== pointsInPlay) return err({ code: 'deal.points-sum', sum, expected: pointsInPlay });
  } else if (n === 4) {
    inPlay = [...PACK_COUNTS];
    pointsInPlay = PACK_POINTS;
    if (sum !== PACK_POINTS) return err({ code: 'deal.points-sum', sum, expected: PACK_POINTS });
  } else {
    const range = pointsInPlayRange(n);
    if (sum < range.min || sum > range.max) return err({ code: 'deal.points-sum-range', sum, min: range.min, max: range.max });
    inPlay = [...PACK_COUNTS];
    extraPile.push({ size: (4 - n) * CARDS_PER_HAND, sum: PACK_POINTS - sum });
  }
  for (const s of players) {
    const cards = n * (trk[s] ?? 0);
    if (!pileFeasible(inPlay, cards, pts[s] ?? 0)) {
      return err({ code: 'deal.points-impossible', seat: s, points: pts[s] ?? 0, tricks: trk[s] ?? 0, cards });
    }
  }
  const wanted = [...players.map((s) => ({ size: n * (trk[s] ?? 0), sum: pts[s] ?? 0 })), ...extraPile];
  if (!piecesFeasible(inPlay, wanted)) return err({ code: 'deal.points-not-realisable', points: pts, tricks: trk });
  return ok({ pointsInPlay });
}

export interface DealPointsInput {
  /** The active players of the deal (2, 3 or 4 seats). */
  active: readonly Seat[];
  trump: Suit;
  /** The cards the deal left out of play (36 - 9n of them). */
  outOfPlay: readonly Card[];
  /** Per seat, length 4; 0 for players not in the deal. */
  points: readonly number[];
  tricks: readonly number[];
}

/**
 * Validates a deal's points and tricks against the cards in play (spec 13.2). On success returns the points in play.
 * Never throws; malformed input gives an error value.
 */
export function validateDealPoints(input: DealPointsInput): Result<{ pointsInPlay: number }, DealPointsError> {
  const active = input?.active as unknown;
  if (!Array.isArray(active) || active.length < 2 || active.length > 4 || !active.every(isSeat) || new Set(active).size !== active.length) {
    return err({ code: 'deal.bad-active', value: active });
  }
  if (!isSuit(input.trump)) return err({ code: 'deal.bad-trump', value: input.trump });
  const outOfPlay = input.outOfPlay as unknown;
  if (!Array.isArray(outOfPlay)) return err({ code: 'deal.bad-card', value: outOfPlay });
  const seen = new Set<Card>();
  for (const c of outOfPlay) {
    if (!isPackCard(c)) return err({ code: 'deal.bad-card', value: c });
    if (seen.has(c)) return err({ code: 'deal.duplicate-card', card: c });
    seen.add(c);
  }
  const expectedOut = (4 - active.length) * CARDS_PER_HAND;
  if (seen.size !== expectedOut) return err({ code: 'deal.out-of-play-count', count: seen.size, expected: expectedOut });
  const points = Array.isArray(input.points) ? input.points : [];
  const tricks = Array.isArray(input.tricks) ? input.tricks : [];
  const checked = checkDealResult(active as Seat[], points, tricks, { trump: input.trump, outOfPlay: [...seen] });
  if (!checked.ok) return checked;
  return ok({ pointsInPlay: checked.value.pointsInPlay ?? PACK_POINTS });
}
