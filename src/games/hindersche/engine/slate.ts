/**
 * The table slate: a rubber kept from results entered at a real table (no cards), scored by the same rules as the
 * game state (`scoring.ts`, `playoff.ts`, `settlement.ts`, `validate.ts`).
 *
 * A slate is its setup (names, first dealer, house rules, stake) plus the list of entered results, in order. Each
 * entry is the result of the deal the slate waits for: the next regular deal, or the next playoff a tie called for.
 * The whole state is a pure function of setup and entries, so undo is "replay without the last entry", and a saved
 * or imported slate is checked by replaying it: anything the engine refuses is refused as a whole.
 *
 * Only Hindersche's rules live here; what every game's slate does the same way (replay, undo, the versioned record,
 * the file, names, the entry limit) is the platform's (`src/shared/slate/engine.ts`), run through `HINDERSCHE_SLATE`.
 */
import {
  checkPlayers,
  cleanName as cleanSlateName,
  enterEntry,
  fileText,
  isCount,
  isIntIn,
  isObj,
  readFile,
  readRecord,
  record,
  replay,
  storedSlate as storedRecord,
  undo,
  ENTRIES_MAX as PLATFORM_ENTRIES_MAX,
  NAME_MAX as PLATFORM_NAME_MAX,
  type ReplayError,
  type SlateCoreError,
  type SlateFileError as PlatformFileError,
  type SlateGame,
} from '../../../shared/slate/engine';
import { makeRules, type Rules } from './rules';
import { scoreDeal, marchOf, type DealScore, type DealToScore, type PlayoffCall, type ScoreReason, type Decides } from './scoring';
import { isSeat, turnOrder } from './seats';
import { settle } from './settlement';
import { SEATS, err, ok, type EngineError, type Result, type Seat } from './types';
import { TRICKS_PER_DEAL } from './validate';
import { PACK_POINTS } from './cards';

/**
 * 2: a setup may carry `start`, the standing a table sits down at in the middle of a rubber. A version-1 record (or
 * file) never has one and reads as a rubber from its start; a page that knows only version 1 leaves a version-2 record
 * alone instead of reading it without its standing.
 */
export const SLATE_VERSION = 2;
/** The format name written into exported files. */
export const SLATE_FILE_FORMAT = 'hindersche-slate';
export const NAME_MAX = PLATFORM_NAME_MAX;
/** Largest stake per frame mark and opponent the slate takes. */
export const STAKE_MAX = 10_000;
/** More entries than any rubber needs (each game ends within a few dozen deals). */
export const ENTRIES_MAX = PLATFORM_ENTRIES_MAX;

export type Names = [string, string, string, string];

export interface SlateSetup {
  names: Names;
  firstDealer: Seat;
  rules: Rules;
  /** Stake per frame mark and opponent. */
  stake: number;
  /** Where the slate starts when not at the first deal of a rubber (absent: a rubber from its start). */
  start?: SlateStart;
}

/**
 * The standing a table sits down at in the middle of a rubber: the number of the game in progress, the frame marks
 * of the games already over, the phase, who is still in and the marks on the slate. In phase 1 all four are in and
 * each mark stands for one earlier deal of the phase that gave a single mark (a march handing out three marks scores
 * every later deal the same way, see `newSlate`).
 */
export interface SlateStart {
  /** 1-based number of the game in progress. */
  game: number;
  /** Frame marks per seat from the games already over. */
  frame: number[];
  phase: 1 | 2;
  /** Players still in, in seat order (all four in phase 1). */
  active: Seat[];
  /** Marks per seat on the slate now. */
  slate: number[];
}

/** One entered result: points and tricks per seat (0 for players not in the deal), and who the table says marched. */
export interface SlateEntry {
  points: number[];
  tricks: number[];
  /** The march the table claims (checked against the numbers), or null when nobody claims one. */
  march: Seat | null;
}

/** What the slate waits for (`dealNumber` counts the game's regular deals entered on this slate). */
export type SlateAwaiting =
  | { kind: 'regular'; game: number; phase: 1 | 2; dealNumber: number; dealer: Seat; leader: Seat; players: Seat[] }
  | { kind: 'playoff'; game: number; phase: 1 | 2; dealer: Seat; leader: Seat; players: Seat[]; decides: Decides; repeat: boolean }
  | { kind: 'over' };

/** One scored entry, as the slate shows it. */
export interface SlateStep {
  kind: 'regular' | 'playoff';
  game: number;
  phase: 1 | 2;
  dealer: Seat;
  leader: Seat;
  players: Seat[];
  points: number[];
  tricks: number[];
  march: Seat | null;
  status: DealScore['status'];
  /** The reasons this entry added (a playoff's entry leaves out those already told for its regular deal). */
  reasons: ScoreReason[];
  /** Marks before and after this entry (unchanged while a playoff is still needed). */
  slateBefore: number[];
  slateAfter: number[];
  erased: number[];
  added: number[];
  frameAfter: number[];
  gameOver: { loser: Seat; frameMarks: number } | null;
  rubberOver: boolean;
}

export interface SlateState {
  setup: SlateSetup;
  entries: SlateEntry[];
  steps: SlateStep[];
  /** 1-based number of the current game. */
  game: number;
  frame: number[];
  slate: number[];
  active: Seat[];
  phase: 1 | 2;
  phase1Deals: number;
  phase1Receivers: Seat[][];
  /** Dealer of the next regular deal. */
  dealer: Seat;
  /** A regular deal waiting for playoffs: what to score again, the playoffs still needed, the reasons told so far. */
  pending: { toScore: DealToScore; calls: PlayoffCall[]; told: ScoreReason[] } | null;
  /** The games that ended on this slate (a slate started in the middle of a rubber leaves out the earlier ones). */
  games: { loser: Seat; frameMarks: number }[];
  settlement: number[] | null;
}

/** Why a starting standing cannot be the state of a rubber (spec 6, 7, 8.4, 11, 13). */
export type SlateStartError =
  | { code: 'slate.start.bad'; field: 'game' | 'frame' | 'phase' | 'active' | 'slate' }
  /** The game in progress is not one of the rubber's games. */
  | { code: 'slate.start.game'; game: number; games: number }
  /** Each finished game gives 1 frame mark (2 for a shut-out): the total must lie between `min` and `max`. */
  | { code: 'slate.start.frame-total'; total: number; finished: number; min: number; max: number }
  /** Each finished game puts its frame marks on one player: these counts need more games than were finished. */
  | { code: 'slate.start.frame-split'; finished: number; needed: number }
  | { code: 'slate.start.phase1-players'; count: number }
  /** Phase 1 ends as soon as the slate holds four marks. */
  | { code: 'slate.start.phase1-marks'; marks: number }
  | { code: 'slate.start.players'; count: number }
  | { code: 'slate.start.in-without-marks'; seat: Seat }
  | { code: 'slate.start.out-with-marks'; seat: Seat; marks: number }
  | { code: 'slate.start.too-few-marks'; marks: number; players: number; min: number }
  | { code: 'slate.start.too-many-marks'; marks: number; players: number; max: number }
  /** Nobody ever holds more than four marks (three before the all-35 deal that ends phase 1, plus one). */
  | { code: 'slate.start.own-marks'; seat: Seat; marks: number; max: number }
  /** Under VP02-A a player who has dropped out never deals. */
  | { code: 'slate.start.dealer-out'; seat: Seat };

export type SlateError =
  | { code: 'slate.bad-setup'; field: 'names' | 'firstDealer' | 'rules' | 'stake'; detail?: unknown }
  | SlateStartError
  | { code: 'slate.bad-entry'; field: 'points' | 'tricks' | 'march' }
  | { code: 'slate.march-claim-wrong'; claimed: Seat; actual: Seat | null }
  | { code: 'slate.blanks'; field: 'points' | 'tricks'; count: number }
  | { code: 'slate.blank-needs-four'; field: 'points' | 'tricks' }
  /** Over, too many entries, nothing to undo, a state this module did not make (the platform's). */
  | SlateCoreError
  | EngineError;

// ---------------------------------------------------------------------------------------------------------------
// Setup

/** A name as the slate keeps it: trimmed, inner runs of space made one, at most NAME_MAX characters. */
export function cleanName(x: string): string {
  return cleanSlateName(x, NAME_MAX);
}

/** Most marks one player ever holds: three before phase 1's last deal, plus one for an all-35 (spec 6). */
export const OWN_MARKS_MAX = 4;

/**
 * Checks an untrusted starting standing against the rules: the game is one of the rubber's, the frame marks could
 * come from the games already over, and the slate is one a rubber can reach (spec 6 and 7 for phase 1, 8.4 and 13.4
 * for Butzen, VP02 for the first dealer). Never throws.
 */
export function checkStart(raw: unknown, rules: Rules, firstDealer: Seat): Result<SlateStart, SlateStartError> {
  if (!isObj(raw)) return err({ code: 'slate.start.bad', field: 'game' });
  const games = isObj(rules) && isIntIn(rules.VP22, 1, 99) ? rules.VP22 : 4;
  const { game, frame, phase, active, slate } = raw;
  if (!isIntIn(game, 1, 99)) return err({ code: 'slate.start.bad', field: 'game' });
  if (!Array.isArray(frame) || frame.length !== 4 || !frame.every((x) => isIntIn(x, 0, 198))) return err({ code: 'slate.start.bad', field: 'frame' });
  if (phase !== 1 && phase !== 2) return err({ code: 'slate.start.bad', field: 'phase' });
  if (!Array.isArray(active) || !active.every(isSeat) || new Set(active).size !== active.length) return err({ code: 'slate.start.bad', field: 'active' });
  if (!Array.isArray(slate) || slate.length !== 4 || !slate.every((x) => isIntIn(x, 0, 99))) return err({ code: 'slate.start.bad', field: 'slate' });
  const marks = slate as number[];
  const inPlay = SEATS.filter((s) => active.includes(s));
  if (game > games) return err({ code: 'slate.start.game', game, games });
  const finished = game - 1;
  const frameMarks = frame as number[];
  const total = frameMarks.reduce((a, b) => a + b, 0);
  if (total < finished || total > 2 * finished) return err({ code: 'slate.start.frame-total', total, finished, min: finished, max: 2 * finished });
  // A player with m frame marks lost at least ceil(m / 2) of the games (two marks only for a shut-out).
  const needed = frameMarks.reduce((a, m) => a + Math.ceil(m / 2), 0);
  if (needed > finished) return err({ code: 'slate.start.frame-split', finished, needed });
  const M = marks.reduce((a, b) => a + b, 0);
  const n = inPlay.length;
  if (phase === 1) {
    if (n !== 4) return err({ code: 'slate.start.phase1-players', count: n });
    if (M > 3) return err({ code: 'slate.start.phase1-marks', marks: M });
  } else {
    if (n < 2) return err({ code: 'slate.start.players', count: n });
    for (const s of SEATS) {
      const m = marks[s] ?? 0;
      if (inPlay.includes(s) && m < 1) return err({ code: 'slate.start.in-without-marks', seat: s });
      if (!inPlay.includes(s) && m > 0) return err({ code: 'slate.start.out-with-marks', seat: s, marks: m });
    }
    if (n >= 3) {
      // Spec 8.4: never below four with three or more players (three only with three players under VP14-B).
      const min = n === 3 && rules.VP14 === 'B' ? 3 : 4;
      if (M < min) return err({ code: 'slate.start.too-few-marks', marks: M, players: n, min });
    }
    // Spec 8.4: the excess never exceeds n - 1, and seven marks always means four players in.
    const max = n >= 3 ? 4 + n - 1 : 6;
    if (M > max) return err({ code: 'slate.start.too-many-marks', marks: M, players: n, max });
  }
  for (const s of SEATS) {
    const m = marks[s] ?? 0;
    if (m > OWN_MARKS_MAX) return err({ code: 'slate.start.own-marks', seat: s, marks: m, max: OWN_MARKS_MAX });
  }
  if (phase === 2 && rules.VP02 !== 'B' && !inPlay.includes(firstDealer)) return err({ code: 'slate.start.dealer-out', seat: firstDealer });
  return ok({ game, frame: [...frameMarks], phase, active: phase === 1 ? [...SEATS] : inPlay, slate: [...marks] });
}

/** The standing of a rubber's first deal. */
export const RUBBER_START: Readonly<SlateStart> = Object.freeze({ game: 1, frame: [0, 0, 0, 0], phase: 1, active: [0, 1, 2, 3], slate: [0, 0, 0, 0] } as SlateStart);

/** Checks an untrusted setup (from a form, a saved record or a file). Missing rules take their defaults. */
export function checkSetup(raw: unknown): Result<SlateSetup, SlateError> {
  const players = checkPlayers(raw, 4, 4);
  if (!players.ok) return err({ code: 'slate.bad-setup', field: players.error.field });
  if (!isObj(raw) || !isSeat(raw.firstDealer)) return err({ code: 'slate.bad-setup', field: 'firstDealer' });
  const rules = makeRules(raw.rules ?? {});
  if (!rules.ok) return err({ code: 'slate.bad-setup', field: 'rules', detail: rules.error });
  const stake = raw.stake;
  if (typeof stake !== 'number' || !Number.isFinite(stake) || stake < 0 || stake > STAKE_MAX) return err({ code: 'slate.bad-setup', field: 'stake' });
  const out: SlateSetup = { names: players.value.names as Names, firstDealer: raw.firstDealer, rules: rules.value, stake: stake + 0 };
  if (raw.start !== undefined && raw.start !== null) {
    const start = checkStart(raw.start, rules.value, raw.firstDealer);
    if (!start.ok) return start;
    out.start = start.value;
  }
  return ok(out);
}

/**
 * A slate at the first deal of its setup: the rubber's first, or the standing the table sat down at. A phase-1 start
 * with marks counts each mark as an earlier single-mark deal; the only other history three marks can have (one march)
 * scores every later deal the same under both readings of VP12, as a march rules out a shut-out and leaves three
 * holders either way.
 */
export function newSlate(setup: SlateSetup): SlateState {
  const firstDealer = isObj(setup) && isSeat(setup.firstDealer) ? setup.firstDealer : 0;
  const start = isObj(setup) && isObj(setup.start) ? (setup.start as SlateStart) : RUBBER_START;
  const receivers: Seat[][] = start.phase === 1 ? SEATS.flatMap((p) => Array.from({ length: start.slate[p] ?? 0 }, () => [p])) : [];
  return {
    setup,
    entries: [],
    steps: [],
    game: start.game,
    frame: [...start.frame],
    slate: [...start.slate],
    active: [...start.active],
    phase: start.phase,
    phase1Deals: receivers.length,
    phase1Receivers: receivers,
    dealer: firstDealer,
    pending: null,
    games: [],
    settlement: null,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// What comes next

/** The deal the slate waits for: who plays it, who deals and who leads. */
export function awaiting(s: SlateState): SlateAwaiting {
  try {
    return awaitingUnchecked(s);
  } catch {
    // A state this module did not make: nothing more can be entered on it.
    return { kind: 'over' };
  }
}

function awaitingUnchecked(s: SlateState): SlateAwaiting {
  if (s.settlement !== null) return { kind: 'over' };
  const call = s.pending?.calls[0];
  if (call) {
    const repeat = s.pending !== null && s.pending.told.some((r) => r.code === 'playoff.called' && r.cause === 'repeat' && r.players.join() === call.players.join());
    return { kind: 'playoff', game: s.game, phase: s.phase, dealer: call.dealer, leader: call.leader, players: [...call.players], decides: { ...call.decides }, repeat };
  }
  const order = turnOrder(s.dealer, s.active);
  return {
    kind: 'regular',
    game: s.game,
    phase: s.phase,
    dealNumber: s.steps.filter((x) => x.kind === 'regular' && x.game === s.game).length + 1,
    dealer: s.dealer,
    leader: order[0] ?? s.dealer,
    players: [...s.active],
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Entering results

/**
 * Fills in what the table left blank: with one player's tricks blank, the tricks the others did not take (nine in
 * all); with one player's points blank and four players, the points the others did not take (140 in all). With
 * fewer than four players the points in play depend on the cards left out, so every player's points are needed.
 */
export function completeEntry(
  players: readonly Seat[],
  points: readonly (number | null)[],
  tricks: readonly (number | null)[],
): Result<{ points: number[]; tricks: number[] }, SlateError> {
  if (!Array.isArray(players) || !players.every(isSeat) || players.length < 2 || players.length > 4) return err({ code: 'slate.bad-entry', field: 'points' });
  if (!Array.isArray(points)) return err({ code: 'slate.bad-entry', field: 'points' });
  if (!Array.isArray(tricks)) return err({ code: 'slate.bad-entry', field: 'tricks' });
  const fill = (values: readonly (number | null)[], total: number | null, field: 'points' | 'tricks'): Result<number[], SlateError> => {
    const out = [0, 0, 0, 0];
    const blanks = players.filter((s) => values[s] === null || values[s] === undefined);
    for (const s of players) {
      const v = values[s];
      if (v === null || v === undefined) continue;
      if (!isCount(v)) return err({ code: 'deal.bad-number', field, seat: s, value: v });
      out[s] = v;
    }
    if (blanks.length === 0) return ok(out);
    if (blanks.length > 1) return err({ code: 'slate.blanks', field, count: blanks.length });
    if (total === null) return err({ code: 'slate.blank-needs-four', field });
    const rest = total - players.reduce<number>((a, s) => a + (out[s] ?? 0), 0);
    if (rest < 0) return err(field === 'tricks' ? { code: 'deal.tricks-sum', sum: total - rest, expected: total } : { code: 'deal.points-sum', sum: total - rest, expected: total });
    out[blanks[0] as Seat] = rest;
    return ok(out);
  };
  const t = fill(tricks, TRICKS_PER_DEAL, 'tricks');
  if (!t.ok) return t;
  const p = fill(points, players.length === 4 ? PACK_POINTS : null, 'points');
  if (!p.ok) return p;
  return ok({ points: p.value, tricks: t.value });
}

function checkEntry(raw: unknown): Result<SlateEntry, SlateError> {
  if (!isObj(raw)) return err({ code: 'slate.bad-entry', field: 'points' });
  const { points, tricks, march } = raw;
  if (!Array.isArray(points) || points.length !== 4 || !points.every((x) => isCount(x) && x <= 1000)) return err({ code: 'slate.bad-entry', field: 'points' });
  if (!Array.isArray(tricks) || tricks.length !== 4 || !tricks.every((x) => isCount(x) && x <= 100)) return err({ code: 'slate.bad-entry', field: 'tricks' });
  if (march !== null && march !== undefined && !isSeat(march)) return err({ code: 'slate.bad-entry', field: 'march' });
  return ok({ points: [...points], tricks: [...tricks], march: march ?? null });
}

/** Reasons of `now` not already in `told` (the common prefix is skipped, as the regular deal is scored again). */
function newReasons(told: readonly ScoreReason[], now: readonly ScoreReason[]): ScoreReason[] {
  let k = 0;
  while (k < told.length && k < now.length && JSON.stringify(told[k]) === JSON.stringify(now[k])) k++;
  return now.slice(k);
}

/** Scores the result of the deal the slate waits for. Never throws and never changes `s`. */
export function enterResult(s: SlateState, rawEntry: unknown): Result<SlateState, SlateError> {
  return enterEntry(HINDERSCHE_SLATE, s, rawEntry);
}

/** Scores an entry on a slate that is not over and below the entry limit (the platform checked both). */
function enterResultUnchecked(s: SlateState, rawEntry: unknown): Result<SlateState, SlateError> {
  const next = awaiting(s);
  if (next.kind === 'over') return err({ code: 'slate.over' });
  const checked = checkEntry(rawEntry);
  if (!checked.ok) return checked;
  const entry = checked.value;
  const rules = s.setup.rules;
  const kind = next.kind === 'playoff' ? 'playoff' : s.phase === 1 ? 'phase1' : 'phase2';
  let toScore: DealToScore;
  if (next.kind === 'playoff' && s.pending) {
    toScore = { ...s.pending.toScore, playoffs: [...s.pending.toScore.playoffs, { players: [...next.players], points: [...entry.points], tricks: [...entry.tricks] }] };
  } else {
    toScore = {
      phase: s.phase,
      phase1DealNumber: s.phase1Deals + 1,
      slate: [...s.slate],
      active: [...s.active],
      dealer: s.dealer,
      points: [...entry.points],
      tricks: [...entry.tricks],
      playoffs: [],
      phase1Receivers: s.phase1Receivers.map((r) => [...r]),
    };
  }
  const scored = scoreDeal(toScore, rules);
  if (!scored.ok) {
    const e = scored.error;
    // A playoff's own result error carries `playoff`; the slate reports it as an error of this entry.
    return err(e);
  }
  if (entry.march !== null) {
    const actual = marchOf(entry.points, entry.tricks, next.players, kind, rules)?.seat ?? null;
    if (actual !== entry.march) return err({ code: 'slate.march-claim-wrong', claimed: entry.march, actual });
  }
  const score = scored.value;
  const told = s.pending?.told ?? [];
  const stepBase = {
    kind: next.kind,
    game: s.game,
    phase: s.phase,
    dealer: next.dealer,
    leader: next.leader,
    players: [...next.players],
    points: [...entry.points],
    tricks: [...entry.tricks],
    march: marchOf(entry.points, entry.tricks, next.players, kind, rules)?.seat ?? null,
    status: score.status,
    reasons: newReasons(told, score.reasons),
    slateBefore: [...s.slate],
  };
  const out: SlateState = {
    ...s,
    entries: [...s.entries, entry],
    frame: [...s.frame],
    phase1Receivers: s.phase1Receivers.map((r) => [...r]),
    games: [...s.games],
  };
  if (score.status === 'playoff-needed') {
    out.pending = { toScore, calls: score.playoffs.map((c) => ({ ...c, players: [...c.players], decides: { ...c.decides } })), told: score.reasons };
    out.steps = [
      ...s.steps,
      { ...stepBase, slateAfter: [...s.slate], erased: [0, 0, 0, 0], added: [0, 0, 0, 0], frameAfter: [...s.frame], gameOver: null, rubberOver: false },
    ];
    return ok(out);
  }
  out.pending = null;
  const wasPhase = s.phase;
  if (wasPhase === 1) {
    out.phase1Deals = s.phase1Deals + 1;
    out.phase1Receivers.push(SEATS.filter((p) => (score.added[p] ?? 0) > 0));
  }
  out.dealer = score.nextDealer;
  let gameOver: SlateStep['gameOver'] = null;
  let rubberOver = false;
  if (score.phaseAfter === 'game_over') {
    const loser = score.gameLoser as Seat;
    for (const p of SEATS) out.frame[p] = (out.frame[p] ?? 0) + (score.frameMarksAdded[p] ?? 0);
    gameOver = { loser, frameMarks: score.frameMarksAdded[loser] ?? 1 };
    out.games.push(gameOver);
    if (s.game >= rules.VP22) {
      const st = settle(out.frame, s.setup.stake);
      if (!st.ok) return err(st.error);
      out.settlement = st.value;
      rubberOver = true;
    }
    // The next game starts on a clean slate with all four (its first deal is what the slate waits for next).
    out.game = rubberOver ? s.game : s.game + 1;
    out.slate = rubberOver ? [...score.slateAfter] : [0, 0, 0, 0];
    out.active = rubberOver ? [] : [...SEATS];
    out.phase = 1;
    out.phase1Deals = 0;
    out.phase1Receivers = [];
  } else {
    out.slate = [...score.slateAfter];
    out.active = [...score.activeAfter];
    out.phase = score.phaseAfter;
  }
  out.steps = [
    ...s.steps,
    {
      ...stepBase,
      slateAfter: [...score.slateAfter],
      erased: [...score.erased],
      added: [...score.added],
      frameAfter: [...out.frame],
      gameOver,
      rubberOver,
    },
  ];
  return ok(out);
}

/** Replays a setup's entries; the first entry the engine refuses is reported with its index. */
export function replaySlate(setup: SlateSetup, entries: readonly unknown[]): Result<SlateState, SlateError & { index?: number }> {
  return replay(HINDERSCHE_SLATE, setup, entries);
}

/** The slate without its last entry. */
export function undoLast(s: SlateState): Result<SlateState, SlateError> {
  return undo(HINDERSCHE_SLATE, s);
}

// ---------------------------------------------------------------------------------------------------------------
// Saved records and files

/** The slate as stored and exported: its setup and its entries (everything else is replayed). */
export function slateRecord(s: SlateState): { setup: SlateSetup; entries: SlateEntry[] } {
  return record(s);
}

/**
 * A stored record or file of an earlier version in this version's shape. Version 1 knew no starting standing: its
 * slates all began at a rubber's first deal, so a `start` in one (only a hand-edited file could have it) is dropped.
 */
export function migrateSlateRecord(x: Record<string, unknown>): Record<string, unknown> {
  if (!isObj(x)) return {};
  const v = typeof x.v === 'number' ? x.v : SLATE_VERSION;
  if (v >= 2 || !isObj(x.setup)) return x;
  const { start: _dropped, ...setup } = x.setup;
  return { ...x, v: SLATE_VERSION, setup };
}

/** Fills in the blanks of a typed deal (see `completeEntry`) and adds the claimed march: the entry to store. */
function prepareEntry(s: SlateState, typed: unknown): Result<SlateEntry, SlateError> {
  const next = awaiting(s);
  if (next.kind === 'over') return err({ code: 'slate.over' });
  const x = isObj(typed) ? typed : {};
  const filled = completeEntry(next.players, x.points as (number | null)[], x.tricks as (number | null)[]);
  if (!filled.ok) return filled;
  return ok({ ...filled.value, march: (x.march ?? null) as Seat | null });
}

/** Hindersche's slate as the platform runs it (records, files, undo, the machine and the page parts). */
export const HINDERSCHE_SLATE: SlateGame<SlateSetup, SlateEntry, SlateState, SlateError> = {
  format: SLATE_FILE_FORMAT,
  version: SLATE_VERSION,
  migrate: migrateSlateRecord,
  checkSetup,
  newSlate,
  enter: enterResultUnchecked,
  prepare: prepareEntry,
  isOver: (s) => awaiting(s).kind === 'over',
  entriesMax: ENTRIES_MAX,
};

/**
 * Reads a stored record `{ v?, setup, entries }` (from storage or a file) by replaying it; an older version is
 * migrated first (a record without `v` is taken as this version). Callers refuse versions newer than this one.
 */
export function readSlateRecord(raw: unknown): Result<SlateState, SlateError & { index?: number }> {
  return readRecord(HINDERSCHE_SLATE, raw);
}

/**
 * Reads the record the slate page keeps in the browser (`{ v, setup, entries }`, its version already found not newer
 * than this one): null for "no slate, at the setup" (`entries: null`), the replayed slate, or 'invalid'.
 */
export function storedSlate(d: Record<string, unknown>): { ok: true; value: SlateState | null } | { ok: false; reason: 'invalid' } {
  return storedRecord(HINDERSCHE_SLATE, d);
}

/** The text of an exported slate file. */
export function slateFile(s: SlateState): string {
  return fileText(HINDERSCHE_SLATE, s);
}

export type SlateFileError = PlatformFileError<SlateError>;

/** Reads an imported file. Anything that is not a slate this version can replay is refused with a reason. */
export function readSlateFile(text: string): Result<SlateState, SlateFileError> {
  return readFile(HINDERSCHE_SLATE, text);
}

export type { ReplayError };
