/**
 * Marches, places, ties and playoffs (spec sections 5 and 9; VP08, VP09, VP10, VP11, VP19).
 *
 * This is the lower layer of the scoring: `scoring.ts` builds the decision table on top of it.
 * The march test lives here rather than in scoring.ts because ordering a playoff needs it and
 * scoring.ts imports this module (no import cycle); scoring.ts re-exports it.
 */
import type { Rules } from './rules';
import { isSeat, leftOf, nextActiveRight, rightOf, turnOrder } from './seats';
import { err, ok, type Result, type Seat } from './types';

/** Which kind of deal a march is judged in: the all-nine-tricks march exists in phase 2 and (VP10-B) in playoffs. */
export type DealKind = 'phase1' | 'phase2' | 'playoff';

export interface March {
  seat: Seat;
  /** 'points': 100 or more card points; 'all-tricks': all nine tricks with fewer than 100 points. */
  by: 'points' | 'all-tricks';
}

/** Card points needed for a march in any deal. */
export const MARCH_POINTS = 100;

/**
 * The march of a deal, if any (spec section 5). `points` and `tricks` are per seat (length 4).
 * Phase 1: 100 or more points (all nine tricks there means 140 points anyway).
 * Phase 2: 100 or more points, or all nine tricks.
 * Playoff: as phase 2 under VP10-B; under VP10-A a playoff is decided on points alone and has no march.
 */
export function marchOf(
  points: readonly number[],
  tricks: readonly number[],
  active: readonly Seat[],
  kind: DealKind,
  rules: Pick<Rules, 'VP10'>,
): March | null {
  // Garbage in (not lists, no rules): no march, rather than an exception.
  if (!Array.isArray(points) || !Array.isArray(tricks) || !Array.isArray(active) || !isRulesObject(rules)) return null;
  if (kind === 'playoff' && rules.VP10 === 'A') return null;
  for (const s of active) {
    if ((points[s] ?? 0) >= MARCH_POINTS) return { seat: s, by: 'points' };
  }
  if (kind === 'phase1') return null;
  for (const s of active) {
    if ((tricks[s] ?? 0) === 9) return { seat: s, by: 'all-tricks' };
  }
  return null;
}

/** The marching seat of a deal, or null. See `marchOf` for the details. */
export function marcher(
  points: readonly number[],
  tricks: readonly number[],
  active: readonly Seat[],
  kind: DealKind,
  rules: Pick<Rules, 'VP10'>,
): Seat | null {
  return marchOf(points, tricks, active, kind, rules)?.seat ?? null;
}

/**
 * What a tie-break settles. `erase`: the best k places each erase one mark. `add`: the worst k places each add one
 * (phase 2). `mark`: the worst k places each receive a mark (phase 1). An empty object is a playoff that settles
 * nothing (only under VP18-B, where every shared first or last place is played off).
 */
export interface Decides {
  mark?: number;
  erase?: number;
  add?: number;
}

/** Seats sorted in seat order (the order the cases and the UI list players in). */
export function inSeatOrder(seats: readonly Seat[]): Seat[] {
  return Array.isArray(seats) ? seats.filter(isSeat).sort((a, b) => a - b) : [];
}

/** A rules object to read options from (anything else is treated as no rules). */
const isRulesObject = (r: unknown): r is Record<string, unknown> => typeof r === 'object' && r !== null;

// ---------------------------------------------------------------------------------------------------------------
// Ranking and places

/**
 * Ranks players best first, as groups of equal standing: the marcher (if any) alone first, then everyone else by
 * ascending points. "Best" means closest to erasing; the last group holds the most points and is closest to a mark.
 * Players within a group are in seat order.
 */
export function rankGroups(points: readonly number[], players: readonly Seat[], march: Seat | null): Seat[][] {
  if (!Array.isArray(points) || !Array.isArray(players)) return [];
  const groups: Seat[][] = [];
  if (march !== null && players.includes(march)) groups.push([march]);
  const rest = inSeatOrder(players.filter((s) => s !== march));
  const byPoints = new Map<number, Seat[]>();
  for (const s of rest) {
    const p = points[s] ?? 0;
    const g = byPoints.get(p);
    if (g) g.push(s);
    else byPoints.set(p, [s]);
  }
  for (const p of [...byPoints.keys()].sort((a, b) => a - b)) groups.push(byPoints.get(p) ?? []);
  return groups;
}

/** A tie that falls across a boundary between places and so has to be played off. */
export interface TieToPlayOff {
  players: Seat[];
  decides: Decides;
  /** 'best': the tie is at the erasing end; 'worst': at the mark/add end; 'both': one group straddles both ends. */
  end: 'best' | 'worst' | 'both';
}

export interface PlaceSplit {
  /** Players whose place among the best is certain (they erase). */
  best: Seat[];
  /** Players whose place among the worst is certain (they add / receive the mark). */
  worst: Seat[];
  /** Groups straddling a boundary, at most one per end, or one combined if the same group straddles both ends. */
  ties: TieToPlayOff[];
}

/**
 * Fills `decides.erase` places from the best end and `decides.add`/`decides.mark` places from the worst end of a
 * ranking (groups best first). A group entirely inside the places takes them without a playoff (spec 9.1: with
 * 10/10/40/80 and two erasing places both 10s erase); a group across a boundary plays off for the places that remain
 * (VP19), and the players above it keep theirs.
 */
export function splitPlaces(groups: readonly (readonly Seat[])[], decides: Decides): PlaceSplit {
  if (!Array.isArray(groups) || typeof decides !== 'object' || decides === null) return { best: [], worst: [], ties: [] };
  groups = groups.map((g) => (Array.isArray(g) ? g : []));
  const bestCount = decides.erase ?? 0;
  const worstKey: 'add' | 'mark' | null = decides.add !== undefined ? 'add' : decides.mark !== undefined ? 'mark' : null;
  const worstCount = worstKey ? (decides[worstKey] ?? 0) : 0;

  const best: Seat[] = [];
  let bestTie: { index: number; remaining: number } | null = null;
  let taken = 0;
  for (let i = 0; i < groups.length && taken < bestCount; i++) {
    const g = groups[i] ?? [];
    if (taken + g.length <= bestCount) {
      best.push(...g);
      taken += g.length;
    } else {
      bestTie = { index: i, remaining: bestCount - taken };
      break;
    }
  }

  const worst: Seat[] = [];
  let worstTie: { index: number; remaining: number } | null = null;
  taken = 0;
  for (let i = groups.length - 1; i >= 0 && taken < worstCount; i--) {
    const g = groups[i] ?? [];
    if (taken + g.length <= worstCount) {
      worst.push(...g);
      taken += g.length;
    } else {
      worstTie = { index: i, remaining: worstCount - taken };
      break;
    }
  }

  const ties: TieToPlayOff[] = [];
  if (bestTie && worstTie && bestTie.index === worstTie.index && worstKey) {
    ties.push({
      players: inSeatOrder(groups[bestTie.index] ?? []),
      decides: { erase: bestTie.remaining, [worstKey]: worstTie.remaining },
      end: 'both',
    });
  } else {
    if (bestTie) ties.push({ players: inSeatOrder(groups[bestTie.index] ?? []), decides: { erase: bestTie.remaining }, end: 'best' });
    if (worstTie && worstKey) {
      ties.push({ players: inSeatOrder(groups[worstTie.index] ?? []), decides: { [worstKey]: worstTie.remaining }, end: 'worst' });
    }
  }
  return { best: inSeatOrder(best), worst: inSeatOrder(worst), ties };
}

/**
 * Orders ties to be played in the order VP20 gives: by default the erase playoff before the add playoff.
 * A combined (both ends) playoff is a single deal and needs no ordering.
 */
export function orderTies<T extends { end: 'best' | 'worst' | 'both' }>(ties: readonly T[], rules: Pick<Rules, 'VP20'>): T[] {
  if (!Array.isArray(ties)) return [];
  const eraseFirst = isRulesObject(rules) ? rules.VP20 === 'erase-first' : true;
  const rank = (t: T): number => (t.end === 'both' ? 0 : (t.end === 'best') === eraseFirst ? 1 : 2);
  return ties.filter((t): t is T => isRulesObject(t)).sort((a, b) => rank(a) - rank(b));
}

// ---------------------------------------------------------------------------------------------------------------
// Seating (VP08, VP11)

export interface PlayoffSeating {
  dealer: Seat;
  leader: Seat;
  /** t1..tk: the tied players in turn order starting right of the tied deal's dealer (that dealer, if tied, last). */
  order: Seat[];
}

export type SeatingError =
  | { code: 'playoff.bad-seat'; value: unknown }
  | { code: 'playoff.too-few-players'; players: Seat[] }
  | { code: 'playoff.duplicate-player'; seat: Seat }
  | { code: 'playoff.bad-rules'; value: unknown };

/**
 * Who deals and who leads a playoff (spec 9.3). VP08-A: t1 deals, t2 leads (the tied player whose turn to deal comes
 * soonest deals). VP08-B: t1 leads, and the tied player on t1's left (tk) deals. Either way the leader is the next
 * tied player after the dealer, since only the tied players take part.
 */
export function playoffSeating(
  tiedDealDealer: Seat,
  tiedPlayers: readonly Seat[],
  rules: Pick<Rules, 'VP08'>,
): Result<PlayoffSeating, SeatingError> {
  if (!isSeat(tiedDealDealer)) return err({ code: 'playoff.bad-seat', value: tiedDealDealer });
  if (!Array.isArray(tiedPlayers)) return err({ code: 'playoff.too-few-players', players: [] });
  if (!isRulesObject(rules)) return err({ code: 'playoff.bad-rules', value: rules });
  const seen = new Set<Seat>();
  for (const s of tiedPlayers) {
    if (!isSeat(s)) return err({ code: 'playoff.bad-seat', value: s });
    if (seen.has(s)) return err({ code: 'playoff.duplicate-player', seat: s });
    seen.add(s);
  }
  if (seen.size < 2) return err({ code: 'playoff.too-few-players', players: [...tiedPlayers] });
  const order = turnOrder(tiedDealDealer, tiedPlayers);
  const t1 = order[0] as Seat;
  const tk = order[order.length - 1] as Seat;
  const dealer = rules.VP08 === 'A' ? t1 : tk;
  const leader = nextActiveRight(dealer, order) ?? t1;
  return ok({ dealer, leader, order });
}

/**
 * The seat that counts as "the tied deal's dealer" when seating a repeated playoff (VP11).
 * B (default): the previous playoff is the tied deal. A: seat it from the original tied deal again.
 */
export function repeatSeatingDealer(originalDealer: Seat, previousPlayoffDealer: Seat, rules: Pick<Rules, 'VP11'>): Seat {
  return isRulesObject(rules) && rules.VP11 === 'A' ? originalDealer : previousPlayoffDealer;
}

// ---------------------------------------------------------------------------------------------------------------
// Result of one playoff deal (VP10)

export interface PlayoffDealLike {
  players: readonly Seat[];
  points: readonly number[];
  tricks: readonly number[];
}

export interface PlayoffRanking {
  march: March | null;
  /** Best first: the marcher alone, then ascending points; equal points share a group. */
  groups: Seat[][];
}

/**
 * Orders a playoff's participants (spec 9.4, VP10). Under B the marcher (>= 100 or all nine tricks) comes first,
 * then fewest points; under A points alone decide.
 */
export function playoffRanking(result: PlayoffDealLike, rules: Pick<Rules, 'VP10'>): PlayoffRanking {
  if (!isRulesObject(result)) return { march: null, groups: [] };
  const march = marchOf(result.points, result.tricks, result.players, 'playoff', rules);
  return { march, groups: rankGroups(result.points, result.players, march?.seat ?? null) };
}

export interface PlayoffOutcome {
  ranking: PlayoffRanking;
  /** Players who won an erasing place. */
  winners: Seat[];
  /** Players who took a mark / add place. */
  losers: Seat[];
  /** Places still open because players tied across a boundary again: each needs a repeat among those players (VP11). */
  repeats: TieToPlayOff[];
}

/**
 * Applies a playoff's result to the places it was played for. A tie across a boundary is replayed among just the
 * players in that tie, for the places that remain; an empty `decides` (VP18-B) settles nothing and is never replayed.
 */
export function resolvePlayoff(decides: Decides, result: PlayoffDealLike, rules: Pick<Rules, 'VP10' | 'VP20'>): PlayoffOutcome {
  const ranking = playoffRanking(result, rules);
  const split = splitPlaces(ranking.groups, decides);
  return { ranking, winners: split.best, losers: split.worst, repeats: orderTies(split.ties, rules) };
}

// ---------------------------------------------------------------------------------------------------------------
// Where the regular deal resumes (VP09, VP02)

export type NextDealerCause =
  /** The player right of this deal's dealer. */
  | 'rotation'
  /** VP09-A: the player left of the last playoff's dealer. */
  | 'left-of-playoff-dealer'
  /** VP23 loser-deals: the loser of the game deals the first deal of the next one. */
  | 'loser-deals';

export interface NextDealer {
  seat: Seat;
  cause: NextDealerCause;
  /** The seat the rule starts from: the regular dealer, the last playoff dealer or the loser. */
  from: Seat;
  /** Seats passed over because they are no longer active (VP02-A). */
  skipped: Seat[];
}

/**
 * The next regular dealer while the game goes on (spec 3.2, 9.6, 10). `active` is the set after this deal's drop-outs.
 * VP09-B (default), or no playoff: the nearest active player right of the regular dealer. VP09-A after a playoff: the
 * player left of the last playoff's dealer, or if that player is out, the next active player to the right of them.
 * VP02-B lets players who have dropped out keep their turn to deal, so nothing is skipped.
 */
/** Bad input to the dealer helpers: a coded error, never a loop or a throw. */
export interface DealerInputError {
  error: { code: 'dealer.bad-input'; problem: 'dealer' | 'playoff-dealers' | 'active' | 'loser' | 'rules' };
}

function checkDealerInput(regularDealer: unknown, playoffDealers: unknown, active: unknown, rules: unknown): DealerInputError | null {
  const bad = (problem: DealerInputError['error']['problem']): DealerInputError => ({ error: { code: 'dealer.bad-input', problem } });
  if (!isSeat(regularDealer)) return bad('dealer');
  if (!Array.isArray(playoffDealers) || playoffDealers.length > 64 || !playoffDealers.every(isSeat)) return bad('playoff-dealers');
  if (!Array.isArray(active) || active.length > 4 || !active.every(isSeat)) return bad('active');
  const r = rules as Record<string, unknown> | null;
  if (typeof r !== 'object' || r === null || !['A', 'B'].includes(r.VP02 as string) || !['A', 'B'].includes(r.VP09 as string)) return bad('rules');
  return null;
}

/**
 * Who deals next after a deal (VP02, VP09). Checks its input: anything that is not seats and rules gives a coded
 * error (the engine's own callers use the unchecked version below).
 */
export function nextDealerAfterDeal(
  regularDealer: Seat,
  playoffDealers: readonly Seat[],
  active: readonly Seat[],
  rules: Pick<Rules, 'VP02' | 'VP09'>,
): NextDealer | DealerInputError {
  return checkDealerInput(regularDealer, playoffDealers, active, rules) ?? nextDealerAfterDealUnchecked(regularDealer, playoffDealers, active, rules);
}

export function nextDealerAfterDealUnchecked(
  regularDealer: Seat,
  playoffDealers: readonly Seat[],
  active: readonly Seat[],
  rules: Pick<Rules, 'VP02' | 'VP09'>,
): NextDealer {
  const lastPlayoffDealer = playoffDealers[playoffDealers.length - 1];
  const viaPlayoff = rules.VP09 === 'A' && lastPlayoffDealer !== undefined;
  const from = viaPlayoff ? lastPlayoffDealer : regularDealer;
  const cause: NextDealerCause = viaPlayoff ? 'left-of-playoff-dealer' : 'rotation';
  const candidate = viaPlayoff ? leftOf(from) : rightOf(from);
  if (rules.VP02 === 'B' || active.includes(candidate) || active.length === 0) {
    return { seat: candidate, cause, from, skipped: [] };
  }
  const seat = nextActiveRight(candidate, active) ?? candidate;
  const skipped: Seat[] = [];
  // Bounded: at most the three other seats lie between two seats.
  for (let s = candidate, n = 0; s !== seat && n < 4; s = rightOf(s), n++) skipped.push(s);
  return { seat, cause, from, skipped };
}

/**
 * The first dealer of the next game (VP23; all four players are active again). continue-rotation: as if the game
 * went on, i.e. right of the last regular dealer, or under VP09-A left of the last playoff dealer.
 * loser-deals: the loser deals.
 */
export function firstDealerOfNextGame(
  regularDealer: Seat,
  playoffDealers: readonly Seat[],
  loser: Seat,
  rules: Pick<Rules, 'VP02' | 'VP09' | 'VP23'>,
): NextDealer | DealerInputError {
  const bad = checkDealerInput(regularDealer, playoffDealers, [], rules);
  if (bad) return bad;
  if (!isSeat(loser)) return { error: { code: 'dealer.bad-input', problem: 'loser' } };
  return firstDealerOfNextGameUnchecked(regularDealer, playoffDealers, loser, rules);
}

export function firstDealerOfNextGameUnchecked(
  regularDealer: Seat,
  playoffDealers: readonly Seat[],
  loser: Seat,
  rules: Pick<Rules, 'VP02' | 'VP09' | 'VP23'>,
): NextDealer {
  if (rules.VP23 === 'loser-deals') return { seat: loser, cause: 'loser-deals', from: loser, skipped: [] };
  return nextDealerAfterDealUnchecked(regularDealer, playoffDealers, [0, 1, 2, 3], rules);
}
