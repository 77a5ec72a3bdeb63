/**
 * Scoring of a regular deal: phase 1 (spec 6, 7), Butzen (spec 8), the playoffs a tie calls for (spec 9), drop-outs,
 * end of game and the next dealer (spec 10). Plain functions over plain data.
 *
 * The caller (the game state) scores a deal, and if the answer is 'playoff-needed' plays the first playoff listed,
 * appends its result to `playoffs` and scores the same deal again, until the answer is 'resolved'. Scoring is
 * therefore a pure function of the regular deal plus the playoff results so far; nothing is remembered in between.
 *
 * Every outcome carries `reasons`: structured codes (never English) from which the UI can tell a learner which rule
 * applied and why.
 */
import { makeRules, type Rules } from './rules';
import {
  firstDealerOfNextGameUnchecked,
  inSeatOrder,
  marchOf,
  nextDealerAfterDealUnchecked,
  orderTies,
  playoffSeating,
  rankGroups,
  repeatSeatingDealer,
  resolvePlayoff,
  splitPlaces,
  type Decides,
  type March,
  type NextDealerCause,
  type TieToPlayOff,
} from './playoff';
import { isSeat } from './seats';
import { SEATS, err, ok, type EngineError, type Result, type Seat } from './types';
import { checkDealResult } from './validate';

// Building blocks the UI may want, re-exported so that scoring.ts is the one place to import scoring from.
export {
  marcher,
  marchOf,
  playoffRanking,
  playoffSeating,
  rankGroups,
  resolvePlayoff,
  splitPlaces,
  nextDealerAfterDeal,
  firstDealerOfNextGame,
} from './playoff';
export type { Decides, March, DealKind, PlayoffRanking, PlayoffOutcome, PlayoffSeating, NextDealer, DealerInputError } from './playoff';

// ---------------------------------------------------------------------------------------------------------------
// Public types

export interface PlayoffDealResult {
  players: Seat[];
  /** Per seat, length 4, 0 for non-players. */
  points: number[];
  tricks: number[];
}

export interface PlayoffCall {
  players: Seat[];
  decides: Decides;
  dealer: Seat;
  leader: Seat;
}

export interface DealToScore {
  phase: 1 | 2;
  /** Phase 1: 1-based number of this regular deal; phase 2: ignored. */
  phase1DealNumber: number;
  /** Marks per seat before this deal, length 4. */
  slate: number[];
  /** Active seats in seat order. */
  active: Seat[];
  /** Dealer of the regular deal being scored. */
  dealer: Seat;
  /** Per seat, length 4, 0 for inactive. */
  points: number[];
  tricks: number[];
  /** Playoff deals already played for this deal, in order. */
  playoffs: PlayoffDealResult[];
  /** Who received marks in each earlier phase-1 deal of this game (for VP12 'lost-every-deal'). */
  phase1Receivers?: Seat[][];
}

export type DealScore =
  | {
      status: 'playoff-needed';
      march: Seat | null;
      /** Every playoff still needed, in the order they will be played. The caller plays the first. */
      playoffs: PlayoffCall[];
      /** Changes that hold whatever the pending playoffs give. */
      settled: { erased: number[]; added: number[] };
      reasons: ScoreReason[];
    }
  | {
      status: 'resolved';
      march: Seat | null;
      erased: number[];
      added: number[];
      /** At game over: the marks when the game ended, before the slate is wiped. */
      slateAfter: number[];
      /** Empty at game over. */
      activeAfter: Seat[];
      /** Players who left during this deal, not counting the game's loser. */
      droppedOut: Seat[];
      phaseAfter: 1 | 2 | 'game_over';
      gameLoser: Seat | null;
      frameMarksAdded: number[];
      /** At game over: the first dealer of the next game. */
      nextDealer: Seat;
      playoffsPlayed: { players: Seat[]; dealer: Seat; leader: Seat }[];
      reasons: ScoreReason[];
    };

/** Rows of the Butzen decision table (spec 8.2). */
export type ButzenRow = 'R1' | 'R2' | 'R3' | 'R4';

export type EraseCause =
  /** The marcher erases (R1: min(2, own); R2: VP14; R3/R4: all own marks). */
  | 'march'
  /** The single fewest-points player erases one (R1, R2-B, R3). */
  | 'fewest'
  /** One of the E lowest scores erases one (R2 under VP13-A). */
  | 'lowest-places'
  /** Won an erasing place in a playoff. */
  | 'playoff-winner';

export type AddCause =
  /** Phase 1: somebody else marched. */
  | 'phase1-march'
  /** Phase 1: all four on 35. */
  | 'phase1-all-35'
  /** Phase 1: most points. */
  | 'phase1-most'
  /** Butzen: somebody else marched at 4 (or 3) marks (R3, R4). */
  | 'march-by-other'
  /** Butzen: most points (R3, R4). */
  | 'most'
  /** Lost a playoff for the mark / add place. */
  | 'playoff-loser';

export type PlayoffCause =
  /** A tie at a place that decides a mark. */
  | 'tie'
  /** Everybody level in Butzen under VP17-B. */
  | 'all-equal'
  /** The previous playoff tied again across a place (VP11). */
  | 'repeat'
  /** VP18-B: a shared first or last place that decides nothing is played off anyway. */
  | 'pointless';

export type ScoreReason =
  | { code: 'march'; seat: Seat; by: March['by']; points: number; tricks: number }
  | { code: 'phase1.rule'; rule: 'march' | 'all-35' | 'most-points' }
  | { code: 'phase2.row'; row: ButzenRow; branch: 'march' | 'ranked' | 'all-equal'; players: number; marks: number; excess: number }
  /** Everybody level in Butzen (VP17): A no change; B the whole group plays off. */
  | { code: 'phase2.all-equal'; option: Rules['VP17']; points: number }
  /** R4 (three marks) without a march under VP16-A: no rule, nothing changes. */
  | { code: 'phase2.three-marks-no-change' }
  | {
      code: 'mark.erase';
      seat: Seat;
      count: number;
      cause: EraseCause;
      points: number;
      /** For a march: what capped the count (own marks, the excess under VP14-A, or the usual 2). */
      limit?: { own: number; excess: number | null; option: Rules['VP14'] | null };
      /** For 'lowest-places': how many erasing places there were (E under VP13-A). */
      places?: number;
    }
  | { code: 'mark.add'; seat: Seat; count: number; cause: AddCause; points: number }
  /** A tie that decides a place: those players play off. */
  | { code: 'tie.play-off'; seats: Seat[]; points: number; decides: Decides }
  /** A tie that decides nothing and is not played off (VP18-A). 'inside-places': all of them take the places anyway. */
  | { code: 'tie.ignored'; seats: Seat[]; points: number; end: 'fewest' | 'most' | 'inside-places' }
  | { code: 'playoff.called'; players: Seat[]; decides: Decides; dealer: Seat; leader: Seat; cause: PlayoffCause; seatedFrom: Seat }
  | {
      code: 'playoff.result';
      index: number;
      players: Seat[];
      /** Best first: the marcher alone, then ascending points. */
      ranking: Seat[][];
      march: March | null;
      winners: Seat[];
      losers: Seat[];
      decides: Decides;
      /** Groups still tied across a place, to be replayed. */
      repeats: Seat[][];
    }
  | { code: 'dropped-out'; seat: Seat }
  | { code: 'phase1.continues'; marks: number }
  | { code: 'phase1.end'; marks: number; excess: number }
  | { code: 'shut-out'; seat: Seat; option: Rules['VP12'] }
  | { code: 'phase2.start'; active: Seat[] }
  | { code: 'game-over'; loser: Seat; frameMarks: number; cause: 'shut-out' | 'last-player-in'; marks: number }
  | { code: 'next-dealer'; seat: Seat; cause: NextDealerCause; from: Seat; skipped: Seat[]; newGame: boolean };

export type ScoringError = EngineError;

// ---------------------------------------------------------------------------------------------------------------
// Classifiers

/**
 * The Butzen row for n active players holding M marks in total (spec 8.2), or null for a state with no row
 * (n >= 3 with M <= 2, or M = 3 with four players: unreachable, see 8.4).
 */
export function butzenRow(players: number, marks: number): ButzenRow | null {
  if (players === 2) return 'R1';
  if (players !== 3 && players !== 4) return null;
  if (typeof marks !== 'number') return null;
  if (marks >= 5) return 'R2';
  if (marks === 4) return 'R3';
  if (marks === 3 && players === 3) return 'R4';
  return null;
}

/** Number of erasing places when nobody marches in R2 (VP13): A the E lowest (never the top scorer), B just the lowest. */
export function excessErasePlaces(players: number, marks: number, rules: Pick<Rules, 'VP13'>): number {
  if (typeof rules !== 'object' || rules === null || rules.VP13 !== 'A') return 1;
  const n = Math.max(0, Math.min(marks - 4, players - 1));
  return Number.isFinite(n) ? n : 0;
}

/** Marks a marcher erases in Butzen (spec 8.2, VP14, VP15). */
export function marcherErases(row: ButzenRow, own: number, marks: number, rules: Pick<Rules, 'VP14'>): number {
  switch (row) {
    case 'R1':
      return Math.min(2, own);
    case 'R2':
      return rules.VP14 === 'A' ? Math.min(2, marks - 4, own) : Math.min(2, own);
    case 'R3':
    case 'R4':
      // He holds 1 or 2 here (8.4), so "all his marks" (EN) and "two, capped by his own" (SV) agree.
      return own;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Validation (spec 13)

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);
const isCount = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0;

function validate(deal: DealToScore, rules: Rules): Result<{ active: Seat[] }> {
  if (deal === null || typeof deal !== 'object') return err({ code: 'score.bad-input' });
  if (deal.phase !== 1 && deal.phase !== 2) return err({ code: 'score.bad-phase', value: deal.phase });
  const slate = deal.slate as unknown;
  if (!Array.isArray(slate) || slate.length !== 4) return err({ code: 'score.bad-slate', value: slate });
  for (const s of SEATS) {
    if (!isCount(slate[s])) return err({ code: 'score.bad-slate', seat: s, value: slate[s] });
  }
  const rawActive = deal.active as unknown;
  if (!Array.isArray(rawActive) || !rawActive.every(isSeat) || new Set(rawActive).size !== rawActive.length) {
    return err({ code: 'score.bad-active', value: rawActive });
  }
  const active = inSeatOrder(rawActive);
  if (!isSeat(deal.dealer)) return err({ code: 'score.bad-dealer', value: deal.dealer });
  // Under VP02-B a player who has dropped out keeps his turn to deal.
  if (rules.VP02 === 'A' && !active.includes(deal.dealer)) return err({ code: 'score.dealer-inactive', seat: deal.dealer });
  if (deal.playoffs !== undefined && !Array.isArray(deal.playoffs)) return err({ code: 'score.bad-playoffs' });
  const marks = sum(deal.slate);
  const n = active.length;

  if (deal.phase === 1) {
    if (n !== 4) return err({ code: 'phase1.active-count', count: n });
    if (marks > 3) return err({ code: 'phase1.too-many-marks', marks });
    const number = deal.phase1DealNumber;
    if (!Number.isInteger(number) || number < 1 || number > 4) return err({ code: 'phase1.bad-deal-number', value: number });
    const receivers = deal.phase1Receivers as unknown;
    if (receivers !== undefined) {
      if (!Array.isArray(receivers) || receivers.length !== number - 1) {
        return err({ code: 'phase1.receivers-mismatch', deals: Array.isArray(receivers) ? receivers.length : null, expected: number - 1 });
      }
      const counted = [0, 0, 0, 0];
      for (const r of receivers) {
        if (!Array.isArray(r) || !r.every(isSeat)) return err({ code: 'phase1.receivers-mismatch', value: r });
        for (const s of r) counted[s] = (counted[s] ?? 0) + 1;
      }
      for (const s of SEATS) {
        if (counted[s] !== deal.slate[s]) return err({ code: 'phase1.receivers-mismatch', seat: s, marks: deal.slate[s], received: counted[s] });
      }
    }
  } else {
    if (n < 2) return err({ code: 'phase2.too-few-players', count: n });
    for (const s of SEATS) {
      const m = deal.slate[s] ?? 0;
      if (active.includes(s) && m < 1) return err({ code: 'phase2.active-without-marks', seat: s });
      if (!active.includes(s) && m > 0) return err({ code: 'phase2.inactive-with-marks', seat: s, marks: m });
    }
    if (n >= 3) {
      // Spec 8.4: with three or more players the slate never falls below 4 (3 only via VP14-B, with 3 players), and the
      // excess never exceeds n - 1 (7 marks only with four players).
      const threeOk = marks === 3 && n === 3 && rules.VP14 === 'B';
      if (marks < 4 && !threeOk) return err({ code: 'phase2.too-few-marks', marks, players: n });
      if (marks - 4 > n - 1) return err({ code: 'phase2.too-many-marks', marks, players: n });
    }
  }
  const checked = checkDealResult(active, deal.points ?? [], deal.tricks ?? [], null);
  if (!checked.ok) return checked;
  return ok({ active });
}

// ---------------------------------------------------------------------------------------------------------------
// Scoring

interface Pending {
  players: Seat[];
  decides: Decides;
  cause: PlayoffCause;
  dealer: Seat;
  leader: Seat;
  seatedFrom: Seat;
}

/** Working state while a deal is scored. Local and mutable; nothing outside scoreDeal sees it. */
interface Work {
  erased: number[];
  added: number[];
  reasons: ScoreReason[];
  pending: Pending[];
}

function callPlayoff(from: Seat, players: Seat[], decides: Decides, cause: PlayoffCause, rules: Rules): Pending {
  const seating = playoffSeating(from, players, rules);
  // Callers only pass groups of two or more distinct seats, so seating cannot fail.
  const { dealer, leader } = seating.ok ? seating.value : { dealer: from, leader: from };
  return { players, decides, cause, dealer, leader, seatedFrom: from };
}

/**
 * Applies the places of a ranked (no march) result: certain places get their marks at once, straddling ties become
 * playoffs (VP19, VP20), and shared first/last places that decide nothing are ignored (VP18-A) or played off (VP18-B).
 */
function rankedPlaces(
  w: Work,
  deal: DealToScore,
  active: Seat[],
  decides: Decides,
  causes: { erase: EraseCause; add: AddCause },
  rules: Rules,
): void {
  const groups = rankGroups(deal.points, active, null);
  const split = splitPlaces(groups, decides);
  const places = decides.erase ?? 0;
  for (const s of split.best) {
    w.erased[s] = 1;
    w.reasons.push({
      code: 'mark.erase',
      seat: s,
      count: 1,
      cause: causes.erase,
      points: deal.points[s] ?? 0,
      ...(causes.erase === 'lowest-places' ? { places } : {}),
    });
  }
  for (const s of split.worst) {
    w.added[s] = 1;
    w.reasons.push({ code: 'mark.add', seat: s, count: 1, cause: causes.add, points: deal.points[s] ?? 0 });
  }
  const allEqual = groups.length === 1;
  for (const t of orderTies(split.ties, rules)) {
    const pts = deal.points[t.players[0] as Seat] ?? 0;
    w.reasons.push({ code: 'tie.play-off', seats: t.players, points: pts, decides: t.decides });
    w.pending.push(callPlayoff(deal.dealer, t.players, t.decides, allEqual ? 'all-equal' : 'tie', rules));
  }
  if (allEqual) return;
  // Shared first or last places that no tie-break is needed for.
  const tied = new Set(split.ties.flatMap((t) => t.players));
  const ends: { group: Seat[]; end: 'fewest' | 'most' }[] = [
    { group: groups[0] ?? [], end: 'fewest' },
    { group: groups[groups.length - 1] ?? [], end: 'most' },
  ];
  for (const { group, end } of ends) {
    if (group.length < 2 || group.some((s) => tied.has(s))) continue;
    const pts = deal.points[group[0] as Seat] ?? 0;
    if (rules.VP18 === 'B') {
      w.pending.push(callPlayoff(deal.dealer, inSeatOrder(group), {}, 'pointless', rules));
    } else {
      const inside = group.every((s) => split.best.includes(s) || split.worst.includes(s));
      w.reasons.push({ code: 'tie.ignored', seats: inSeatOrder(group), points: pts, end: inside ? 'inside-places' : end });
    }
  }
}

function scorePhase1(w: Work, deal: DealToScore, active: Seat[], march: March | null, rules: Rules): void {
  if (march) {
    w.reasons.push({ code: 'phase1.rule', rule: 'march' });
    for (const s of active) {
      if (s === march.seat) continue;
      w.added[s] = 1;
      w.reasons.push({ code: 'mark.add', seat: s, count: 1, cause: 'phase1-march', points: deal.points[s] ?? 0 });
    }
    return;
  }
  if (active.every((s) => deal.points[s] === deal.points[active[0] as Seat])) {
    // 140 points shared four ways: everybody on 35. Everybody receives a mark, no playoff.
    w.reasons.push({ code: 'phase1.rule', rule: 'all-35' });
    for (const s of active) {
      w.added[s] = 1;
      w.reasons.push({ code: 'mark.add', seat: s, count: 1, cause: 'phase1-all-35', points: deal.points[s] ?? 0 });
    }
    return;
  }
  // Only the top matters: the most points receives the mark, a tie for it is played off.
  w.reasons.push({ code: 'phase1.rule', rule: 'most-points' });
  rankedPlaces(w, deal, active, { mark: 1 }, { erase: 'fewest', add: 'phase1-most' }, rules);
}

function scorePhase2(w: Work, deal: DealToScore, active: Seat[], march: March | null, rules: Rules): void {
  const n = active.length;
  const marks = sum(active.map((s) => deal.slate[s] ?? 0));
  const excess = marks - 4;
  // validate() only lets through states that have a row.
  const row = butzenRow(n, marks) as ButzenRow;
  const allEqual = active.every((s) => deal.points[s] === deal.points[active[0] as Seat]);
  const branch = march ? 'march' : allEqual ? 'all-equal' : 'ranked';
  w.reasons.push({ code: 'phase2.row', row, branch, players: n, marks, excess });

  if (march) {
    const own = deal.slate[march.seat] ?? 0;
    const count = marcherErases(row, own, marks, rules);
    w.erased[march.seat] = count;
    w.reasons.push({
      code: 'mark.erase',
      seat: march.seat,
      count,
      cause: 'march',
      points: deal.points[march.seat] ?? 0,
      limit: { own, excess: row === 'R2' ? excess : null, option: row === 'R2' ? rules.VP14 : null },
    });
    if (row === 'R3' || row === 'R4') {
      for (const s of active) {
        if (s === march.seat) continue;
        w.added[s] = 1;
        w.reasons.push({ code: 'mark.add', seat: s, count: 1, cause: 'march-by-other', points: deal.points[s] ?? 0 });
      }
    }
    return;
  }
  if (allEqual) {
    w.reasons.push({ code: 'phase2.all-equal', option: rules.VP17, points: deal.points[active[0] as Seat] ?? 0 });
    if (rules.VP17 === 'A') return;
  }
  if (row === 'R4' && rules.VP16 === 'A') {
    w.reasons.push({ code: 'phase2.three-marks-no-change' });
    return;
  }
  switch (row) {
    case 'R1':
      rankedPlaces(w, deal, active, { erase: 1 }, { erase: 'fewest', add: 'most' }, rules);
      return;
    case 'R2': {
      const places = excessErasePlaces(n, marks, rules);
      rankedPlaces(w, deal, active, { erase: places }, { erase: places > 1 ? 'lowest-places' : 'fewest', add: 'most' }, rules);
      return;
    }
    case 'R3':
      rankedPlaces(w, deal, active, { erase: 1, add: 1 }, { erase: 'fewest', add: 'most' }, rules);
      return;
    case 'R4':
      rankedPlaces(w, deal, active, { add: 1 }, { erase: 'fewest', add: 'most' }, rules);
      return;
  }
}

/** VP12: the player who loses the game outright at the end of phase 1, or null. */
function shutOutLoser(deal: DealToScore, slateAfter: number[], receivedNow: Seat[], march: March | null, rules: Rules): Seat | null {
  const holders = SEATS.filter((s) => (slateAfter[s] ?? 0) > 0);
  // Only one player holds marks: he received every mark of four single-mark deals, so both readings agree.
  if (holders.length === 1) return holders[0] as Seat;
  if (rules.VP12 === 'exactly-one-holder' || march) return null;
  // 'lost-every-deal' (EN read literally): a mark in each of the four deals, and nobody marched in any of them.
  let earlier = deal.phase1Receivers;
  if (earlier === undefined) {
    // Without the history, three marks on one player's slate can only come from three single-mark deals.
    const before = SEATS.filter((s) => (deal.slate[s] ?? 0) > 0);
    const only = before[0];
    earlier = before.length === 1 && only !== undefined && deal.slate[only] === 3 ? [[only], [only], [only]] : undefined;
  }
  if (earlier === undefined || earlier.length !== 3) return null;
  const deals = [...earlier, receivedNow];
  // A march hands a mark to three players; any deal with three receivers was a march.
  if (deals.some((d) => d.length === 3)) return null;
  const everyTime = SEATS.filter((s) => deals.every((d) => d.includes(s)));
  return everyTime.length === 1 ? (everyTime[0] as Seat) : null;
}

/**
 * Scores a regular deal together with the playoffs already played for it. See the module comment for the protocol.
 * Never throws and never mutates its inputs; invalid input gives an error value with a code.
 */
export function scoreDeal(deal: DealToScore, ruleSet: Rules): Result<DealScore> {
  // The rule set is input too: a malformed one (e.g. restored from storage) is an error value, not a crash.
  const checkedRules = makeRules(ruleSet);
  if (!checkedRules.ok) return checkedRules;
  const rules = checkedRules.value;
  const valid = validate(deal, rules);
  if (!valid.ok) return valid;
  const { active } = valid.value;
  const kind = deal.phase === 1 ? 'phase1' : 'phase2';
  const march = marchOf(deal.points, deal.tricks, active, kind, rules);
  const w: Work = { erased: [0, 0, 0, 0], added: [0, 0, 0, 0], reasons: [], pending: [] };
  if (march) {
    w.reasons.push({ code: 'march', seat: march.seat, by: march.by, points: deal.points[march.seat] ?? 0, tricks: deal.tricks[march.seat] ?? 0 });
  }

  if (deal.phase === 1) {
    scorePhase1(w, deal, active, march, rules);
  } else {
    scorePhase2(w, deal, active, march, rules);
  }
  for (const p of w.pending) {
    w.reasons.push({ code: 'playoff.called', players: p.players, decides: p.decides, dealer: p.dealer, leader: p.leader, cause: p.cause, seatedFrom: p.seatedFrom });
  }

  // Feed in the playoffs played so far, in order. Each settles the first pending tie; a tie inside a playoff is
  // replayed at once among just those players (VP11), before any other pending playoff.
  const playoffs = deal.playoffs ?? [];
  const played: { players: Seat[]; dealer: Seat; leader: Seat }[] = [];
  for (let index = 0; index < playoffs.length; index++) {
    const pending = w.pending.shift();
    const result = playoffs[index];
    if (!pending) return err({ code: 'playoff.unexpected', index });
    if (!result || typeof result !== 'object' || !Array.isArray(result.players)) return err({ code: 'playoff.bad-input', index });
    const players = inSeatOrder(result.players.filter(isSeat));
    if (players.length !== result.players.length || players.join() !== pending.players.join()) {
      return err({ code: 'playoff.players-mismatch', index, expected: pending.players, actual: result.players });
    }
    const checked = checkDealResult(players, result.points ?? [], result.tricks ?? [], null);
    if (!checked.ok) return err({ ...checked.error, playoff: index });
    const outcome = resolvePlayoff(pending.decides, { players, points: result.points, tricks: result.tricks }, rules);
    played.push({ players, dealer: pending.dealer, leader: pending.leader });
    for (const s of outcome.winners) {
      w.erased[s] = (w.erased[s] ?? 0) + 1;
      w.reasons.push({ code: 'mark.erase', seat: s, count: 1, cause: 'playoff-winner', points: deal.points[s] ?? 0 });
    }
    for (const s of outcome.losers) {
      w.added[s] = (w.added[s] ?? 0) + 1;
      w.reasons.push({ code: 'mark.add', seat: s, count: 1, cause: 'playoff-loser', points: deal.points[s] ?? 0 });
    }
    w.reasons.push({
      code: 'playoff.result',
      index,
      players,
      ranking: outcome.ranking.groups,
      march: outcome.ranking.march,
      winners: outcome.winners,
      losers: outcome.losers,
      decides: pending.decides,
      repeats: outcome.repeats.map((r) => r.players),
    });
    const from = repeatSeatingDealer(deal.dealer, pending.dealer, rules);
    const repeats = outcome.repeats.map((r: TieToPlayOff) => callPlayoff(from, r.players, r.decides, 'repeat', rules));
    for (const p of repeats) {
      w.reasons.push({ code: 'playoff.called', players: p.players, decides: p.decides, dealer: p.dealer, leader: p.leader, cause: p.cause, seatedFrom: p.seatedFrom });
    }
    w.pending.unshift(...repeats);
  }

  if (w.pending.length > 0) {
    return ok({
      status: 'playoff-needed',
      march: march?.seat ?? null,
      playoffs: w.pending.map((p) => ({ players: p.players, decides: p.decides, dealer: p.dealer, leader: p.leader })),
      settled: { erased: [...w.erased], added: [...w.added] },
      reasons: w.reasons,
    });
  }
  return ok(finish(w, deal, active, march, played, rules));
}

/** Applies the changes, then drop-outs, the end of phase 1 or of the game, and the next dealer. */
function finish(
  w: Work,
  deal: DealToScore,
  active: Seat[],
  march: March | null,
  played: { players: Seat[]; dealer: Seat; leader: Seat }[],
  rules: Rules,
): DealScore & { status: 'resolved' } {
  const slateAfter = SEATS.map((s) => (deal.slate[s] ?? 0) - (w.erased[s] ?? 0) + (w.added[s] ?? 0));
  const marks = sum(slateAfter);
  const playoffDealers = played.map((p) => p.dealer);
  const frameMarksAdded = [0, 0, 0, 0];
  const base = { march: march?.seat ?? null, erased: w.erased, added: w.added, slateAfter, frameMarksAdded, playoffsPlayed: played, reasons: w.reasons };

  const gameOver = (loser: Seat, frame: number, droppedOut: Seat[], cause: 'shut-out' | 'last-player-in') => {
    frameMarksAdded[loser] = frame;
    for (const s of droppedOut) w.reasons.push({ code: 'dropped-out', seat: s });
    w.reasons.push({ code: 'game-over', loser, frameMarks: frame, cause, marks: slateAfter[loser] ?? 0 });
    const next = firstDealerOfNextGameUnchecked(deal.dealer, playoffDealers, loser, rules);
    w.reasons.push({ code: 'next-dealer', ...next, newGame: true });
    return { ...base, status: 'resolved' as const, activeAfter: [], droppedOut, phaseAfter: 'game_over' as const, gameLoser: loser, nextDealer: next.seat };
  };
  const goOn = (phaseAfter: 1 | 2, activeAfter: Seat[], droppedOut: Seat[]) => {
    for (const s of droppedOut) w.reasons.push({ code: 'dropped-out', seat: s });
    const next = nextDealerAfterDealUnchecked(deal.dealer, playoffDealers, activeAfter, rules);
    w.reasons.push({ code: 'next-dealer', ...next, newGame: false });
    return { ...base, status: 'resolved' as const, activeAfter, droppedOut, phaseAfter, gameLoser: null, nextDealer: next.seat };
  };

  if (deal.phase === 1) {
    if (marks < 4) {
      w.reasons.push({ code: 'phase1.continues', marks });
      return goOn(1, active, []);
    }
    w.reasons.push({ code: 'phase1.end', marks, excess: marks - 4 });
    const receivedNow = SEATS.filter((s) => (w.added[s] ?? 0) > 0);
    const loser = shutOutLoser(deal, slateAfter, receivedNow, march, rules);
    if (loser !== null) {
      w.reasons.push({ code: 'shut-out', seat: loser, option: rules.VP12 });
      return gameOver(loser, 2, SEATS.filter((s) => s !== loser), 'shut-out');
    }
    const holders = SEATS.filter((s) => (slateAfter[s] ?? 0) > 0);
    w.reasons.push({ code: 'phase2.start', active: holders });
    return goOn(2, holders, SEATS.filter((s) => !holders.includes(s)));
  }

  const droppedOut = active.filter((s) => (slateAfter[s] ?? 0) === 0);
  const remaining = active.filter((s) => (slateAfter[s] ?? 0) > 0);
  // Every row leaves at least one active player who did not erase, so `remaining` is never empty.
  if (remaining.length === 1) return gameOver(remaining[0] as Seat, 1, droppedOut, 'last-player-in');
  return goOn(2, remaining, droppedOut);
}
