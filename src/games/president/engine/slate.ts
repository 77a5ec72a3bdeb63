/**
 * President's table slate: a game kept from the finishing orders a real table enters, deal by deal (no cards),
 * scored by the engine's own rules: points and roles (`finishingBoard`, spec §6 and §2), re-seating, the dealer and
 * the lead (`firstDealSetup`, `nextDealSetup`, §3 and §5.1), the exchange as a rule (`exchangePlan`, §4) and the end
 * at the target with its tie-break (`gameEnd`, §7).
 *
 * A slate is its setup (3 to 6 names in clockwise order at the first deal, the first dealer, the house's rule set
 * with its target) plus the list of entered finishing orders. The state is a pure function of the two, so undo is
 * "replay without the last entry", and a saved or imported slate is checked by replaying it: anything the engine
 * refuses is refused as a whole. Players are the indices of the names (0 = the first name entered). What every slate
 * does the same way (replay, undo, the stored record, the file, names, the entry limit) is the platform's
 * (`src/shared/slate/engine.ts`), run through `PRESIDENT_SLATE`.
 */
import { err, ok, type Result } from '../../../shared/result';
import {
  ENTRIES_MAX as PLATFORM_ENTRIES_MAX,
  NAME_MAX as PLATFORM_NAME_MAX,
  checkPlayers,
  cleanName as platformCleanName,
  enterEntry,
  fileText,
  readFile,
  readRecord,
  replay,
  storedSlate as storedRecord,
  undo,
  type NamesError,
  type ReplayError,
  type SlateFileError,
  type SlateGame,
} from '../../../shared/slate/engine';
import { MAX_PLAYERS, MIN_PLAYERS, exchangePlan, firstDealSetup, nextDealSetup, type ExchangePlan } from './deal';
import { makeRules, type Rules, type RulesError } from './rules';
import { finishingBoard, gameEnd, type EndReason, type Role } from './scoring';

/** Version of the stored record and of exported files. */
export const SLATE_VERSION = 1;
/** The format name written into exported files. */
export const SLATE_FILE_FORMAT = 'president-slate';
export const NAME_MAX = PLATFORM_NAME_MAX;
/** More deals than any game needs (the platform's limit; a target of 1000 with 2/1/0 points ends within 1000 deals). */
export const ENTRIES_MAX = PLATFORM_ENTRIES_MAX;

export interface SlateSetup {
  /** 3 to 6 names, clockwise round the table at the first deal. */
  names: string[];
  /** Who deals the first deal (an index into `names`). */
  firstDealer: number;
  /** The house's rule set; `rules.target` ends the game, `rules.tieBreak` settles a tie there. */
  rules: Rules;
}

/** One entered deal: the finishing order, President (first out) first, Bottom (still holding cards) last. */
export interface SlateEntry {
  order: number[];
}

/** Why a figure is what it is: codes and plain data, which the page words. */
export type SlateReason =
  /** `player` finished in `place` (0 = first out) of `players`: `points` by the place scale (n-1 ... 0) or Trouduc's 2/1/0. */
  | { code: 'slate.points'; player: number; place: number; players: number; points: number; scoring: Rules['scoring']; role: Role; title: number | null }
  /** The end of the game after this deal, by the engine's `gameEnd` (winner and reached as player indices). */
  | { code: 'slate.end'; reason: SlateEndReason }
  /** The next deal's seats: clockwise in finishing order, from the President's chair. */
  | { code: 'slate.next.seating'; seating: number[] }
  /** The first deal: the chosen dealer deals, forehand gets the first card. Later deals: the Bottom deals, starting with the President. */
  | { code: 'slate.next.dealer'; dealer: number; firstCardTo: number; cause: 'chosen' | 'bottom' }
  | { code: 'slate.next.exchange'; plan: ExchangePlan<number> }
  /** Who leads: forehand in the first deal, the President (after the exchange) later. */
  | { code: 'slate.next.lead'; leader: number; cause: 'forehand' | 'president' };

/** The engine's `EndReason` with players as indices. */
export type SlateEndReason =
  | { code: 'end.not-yet'; target: number; best: number }
  | { code: 'end.reached'; winner: number; total: number }
  | { code: 'end.highest-total'; winner: number; total: number; reached: number[] }
  | { code: 'end.last-deal-points'; winner: number; points: number; reached: number[] }
  | { code: 'end.unresolved-tie'; tied: number[] };

/** A deal to be played: who sits where, deals, gets the first card, leads, and who gives whom in the exchange. */
export interface SlateDeal {
  /** 1-based number of the deal. */
  deal: number;
  /** Clockwise seating for this deal. */
  seating: number[];
  dealer: number;
  firstCardTo: number;
  leader: number;
  /** Roles from the previous deal (null before the first deal is scored). */
  roles: { president: number; bottom: number } | null;
  exchange: ExchangePlan<number>;
  /** Why the dealer, the exchange and the lead are what they are. */
  reasons: SlateReason[];
}

export type SlateAwaiting = ({ kind: 'deal' } & SlateDeal) | { kind: 'over'; winner: number; reason: SlateEndReason };

/** One scored entry, as the slate shows it. */
export interface SlateStep {
  /** The deal as it was played (seating, dealer, exchange, lead). */
  played: SlateDeal;
  order: number[];
  /** Points of this deal by player. */
  points: number[];
  /** Role each player earned in this deal, by player. */
  roles: Role[];
  /** Citizen titles (V3) by player: 1 for the first citizen, ...; null without titles or for the President and the Bottom. */
  titles: (number | null)[];
  totalsBefore: number[];
  totalsAfter: number[];
  /** One 'slate.points' reason per place, first out first, then 'slate.end'. */
  reasons: SlateReason[];
  /** The winner when this deal ended the game. */
  winner: number | null;
}

export interface SlateState {
  setup: SlateSetup;
  entries: SlateEntry[];
  steps: SlateStep[];
  totals: number[];
  /** The deal the slate waits for, or null once the game is over. */
  next: SlateDeal | null;
  winner: number | null;
  /** How the game ended (null while it goes on). */
  end: SlateEndReason | null;
}

export type SlateError =
  /** Three to six names, each given (the platform's check), and no two the same. */
  | NamesError
  | { code: 'slate.bad-setup'; field: 'names'; problem: 'same' }
  | { code: 'slate.bad-setup'; field: 'rules'; detail: RulesError }
  | { code: 'slate.over' }
  /** A state this module did not make (hand-edited data): refused, never an exception. */
  | { code: 'slate.bad-state' }
  | { code: 'slate.order.not-a-list' }
  /** A place holds something that is not one of the players. */
  | { code: 'slate.order.unknown-player'; place: number }
  /** The same player entered in two places (`missing`: who is left out, if anybody). */
  | { code: 'slate.order.duplicate'; player: number; places: number[]; missing: number[] }
  /** A place before the last left blank. */
  | { code: 'slate.order.blank'; place: number }
  /** Too few players entered (the last place alone may be left blank): `missing` are the ones left out. */
  | { code: 'slate.order.missing'; missing: number[] }
  | { code: 'slate.order.too-long'; players: number; got: number };

const isObj = (x: unknown): x is Record<string, unknown> => x !== null && typeof x === 'object' && !Array.isArray(x);
const isIndex = (x: unknown, n: number): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0 && x < n;

// ---------------------------------------------------------------------------------------------------------------
// Setup

/** A name as the slate keeps it: trimmed, inner runs of space made one, at most NAME_MAX characters. */
export const cleanName = (x: unknown): string => platformCleanName(x);

/** Checks an untrusted setup (from a form, a saved record or a file). Missing rules take their defaults. */
export function checkSetup(raw: unknown): Result<SlateSetup, SlateError> {
  const players = checkPlayers(raw, MIN_PLAYERS, MAX_PLAYERS);
  if (!players.ok) return players;
  const { names, firstDealer } = players.value;
  if (new Set(names.map((n) => n.toLocaleLowerCase())).size !== names.length) return err({ code: 'slate.bad-setup', field: 'names', problem: 'same' });
  const rules = makeRules((raw as Record<string, unknown>).rules ?? {});
  if (!rules.ok) return err({ code: 'slate.bad-setup', field: 'rules', detail: rules.error });
  return ok({ names, firstDealer, rules: rules.value });
}

const seats = (n: number): number[] => Array.from({ length: n }, (_, i) => i);

/** The first deal: the chosen dealer, forehand gets the first card and leads, no exchange (spec §3, OP2, OP7). */
function firstDeal(setup: SlateSetup): SlateDeal {
  const seating = seats(setup.names.length);
  const first = firstDealSetup(seating, setup.firstDealer);
  const forehand = first.ok ? first.value.firstCardTo : 0;
  const exchange = exchangePlan<number>(null, setup.rules);
  return {
    deal: 1,
    seating,
    dealer: setup.firstDealer,
    firstCardTo: forehand,
    leader: forehand,
    roles: null,
    exchange,
    reasons: [
      { code: 'slate.next.dealer', dealer: setup.firstDealer, firstCardTo: forehand, cause: 'chosen' },
      { code: 'slate.next.exchange', plan: exchange },
      { code: 'slate.next.lead', leader: forehand, cause: 'forehand' },
    ],
  };
}

/** The deal after one with finishing order `order` (spec §2, §3, §4, §5.1). */
function dealAfter(order: number[], deal: number, rules: Rules): SlateDeal | null {
  const next = nextDealSetup(order);
  if (!next.ok) return null;
  const v = next.value;
  const roles = { president: v.president, bottom: v.bottom };
  const exchange = exchangePlan(roles, rules);
  return {
    deal,
    seating: v.seatingClockwise,
    dealer: v.dealer,
    firstCardTo: v.firstCardTo,
    leader: v.leaderAfterExchange,
    roles,
    exchange,
    reasons: [
      { code: 'slate.next.seating', seating: [...v.seatingClockwise] },
      { code: 'slate.next.dealer', dealer: v.dealer, firstCardTo: v.firstCardTo, cause: 'bottom' },
      { code: 'slate.next.exchange', plan: exchange },
      { code: 'slate.next.lead', leader: v.leaderAfterExchange, cause: 'president' },
    ],
  };
}

/** A slate at the first deal of its setup. */
export function newSlate(setup: SlateSetup): SlateState {
  const n = isObj(setup) && Array.isArray(setup.names) ? setup.names.length : 0;
  return { setup, entries: [], steps: [], totals: Array.from({ length: n }, () => 0), next: n > 0 ? firstDeal(setup) : null, winner: null, end: null };
}

// ---------------------------------------------------------------------------------------------------------------
// Entering results

/** What the slate waits for: the next deal, or the end of the game with its winner. */
export function awaiting(s: SlateState): SlateAwaiting {
  try {
    if (s.next) return { kind: 'deal', ...s.next };
    return { kind: 'over', winner: s.winner ?? -1, reason: s.end ?? { code: 'end.unresolved-tie', tied: [] } };
  } catch {
    return { kind: 'over', winner: -1, reason: { code: 'end.unresolved-tie', tied: [] } };
  }
}

/**
 * A finishing order as typed: one player (or blank, `null`) per place, first out first. The last place alone may be
 * left blank: the one player not entered is the Bottom. Anything else is refused with who is twice or left out.
 */
export function completeOrder(players: number, typed: unknown): Result<number[], SlateError> {
  if (!Array.isArray(typed) || typeof players !== 'number' || players < MIN_PLAYERS || players > MAX_PLAYERS) return err({ code: 'slate.order.not-a-list' });
  const list = (typed as unknown[]).slice();
  while (list.length > 0 && (list[list.length - 1] === null || list[list.length - 1] === undefined)) list.pop();
  if (list.length > players) return err({ code: 'slate.order.too-long', players, got: list.length });
  for (let i = 0; i < list.length; i++) if (!isIndex(list[i], players)) return err(list[i] === null || list[i] === undefined ? { code: 'slate.order.blank', place: i } : { code: 'slate.order.unknown-player', place: i });
  const order = list as number[];
  const missing = leftOut(players, order);
  for (let i = 0; i < order.length; i++) {
    const places = order.flatMap((p, k) => (p === order[i] ? [k] : []));
    if (places.length > 1) return err({ code: 'slate.order.duplicate', player: order[i] as number, places, missing });
  }
  if (missing.length === 1 && order.length === players - 1) return ok([...order, missing[0] as number]);
  if (missing.length > 0) return err({ code: 'slate.order.missing', missing });
  return ok([...order]);
}

function leftOut(players: number, list: readonly unknown[]): number[] {
  return seats(players).filter((p) => !list.includes(p));
}

function toIndex(x: unknown): number {
  return Number(x);
}

function endReason(r: EndReason): SlateEndReason {
  switch (r.code) {
    case 'end.not-yet':
      return { ...r };
    case 'end.reached':
      return { code: r.code, winner: toIndex(r.winner), total: r.total };
    case 'end.highest-total':
      return { code: r.code, winner: toIndex(r.winner), total: r.total, reached: r.reached.map(toIndex) };
    case 'end.last-deal-points':
      return { code: r.code, winner: toIndex(r.winner), points: r.points, reached: r.reached.map(toIndex) };
    default:
      return { code: 'end.unresolved-tie', tied: r.tied.map(toIndex) };
  }
}

/** Scores the finishing order of the deal the slate waits for (the last place may be blank). Never throws, never changes `s`. */
export function enterResult(s: SlateState, rawEntry: unknown): Result<SlateState, SlateError | ReplayError<SlateError>> {
  return enterEntry(PRESIDENT_SLATE, s, rawEntry);
}

function enterUnchecked(s: SlateState, rawEntry: unknown): Result<SlateState, SlateError> {
  const deal = s.next;
  if (!deal) return err({ code: 'slate.over' });
  const n = s.setup.names.length;
  if (!isObj(rawEntry)) return err({ code: 'slate.order.not-a-list' });
  // The last place may be blank (the one player not entered is the Bottom); the slate stores the whole order.
  const checked = completeOrder(n, rawEntry.order);
  if (!checked.ok) return checked;
  const order = checked.value;
  const rules = s.setup.rules;
  const board = finishingBoard(order, rules, n);
  if (!board.ok) return err({ code: 'slate.bad-state' });
  const points = Array.from({ length: n }, () => 0);
  const roles: Role[] = Array.from({ length: n }, () => 'citizen');
  const titles: (number | null)[] = Array.from({ length: n }, () => null);
  const reasons: SlateReason[] = [];
  for (const b of board.value) {
    points[b.player] = b.points;
    roles[b.player] = b.role;
    titles[b.player] = b.title;
    reasons.push({ code: 'slate.points', player: b.player, place: b.place, players: n, points: b.points, scoring: rules.scoring, role: b.role, title: b.title });
  }
  const totalsAfter = s.totals.map((t, i) => t + (points[i] as number));
  const end = gameEnd(totalsAfter, points, rules.target, rules.tieBreak);
  if (!end.ok) return err({ code: 'slate.bad-state' });
  const reason = endReason(end.value.reason);
  reasons.push({ code: 'slate.end', reason });
  const winner = end.value.ended && end.value.winner !== null ? toIndex(end.value.winner) : null;
  const step: SlateStep = { played: deal, order, points, roles, titles, totalsBefore: [...s.totals], totalsAfter, reasons, winner };
  const over = end.value.ended;
  return ok({
    setup: s.setup,
    entries: [...s.entries, { order }],
    steps: [...s.steps, step],
    totals: totalsAfter,
    next: over ? null : dealAfter(order, deal.deal + 1, rules),
    winner,
    end: over ? reason : null,
  });
}

/** President's slate as the platform runs it (replay, undo, the stored record, the file; see src/shared/slate). */
export const PRESIDENT_SLATE: SlateGame<SlateSetup, SlateEntry, SlateState, SlateError> = {
  format: SLATE_FILE_FORMAT,
  version: SLATE_VERSION,
  checkSetup,
  newSlate,
  enter: enterUnchecked,
  prepare: (s, typed) => {
    const order = completeOrder(s.setup.names.length, isObj(typed) ? typed.order : typed);
    return order.ok ? ok({ order: order.value }) : order;
  },
  isOver: (s) => s.next === null,
  entriesMax: ENTRIES_MAX,
};

/** Replays a setup's entries; the first entry the engine refuses is reported with its index. */
export function replaySlate(setup: SlateSetup, entries: readonly unknown[]): Result<SlateState, ReplayError<SlateError>> {
  return replay(PRESIDENT_SLATE, setup, entries);
}

/** The slate without its last entry. */
export function undoLast(s: SlateState): Result<SlateState, ReplayError<SlateError>> {
  return undo(PRESIDENT_SLATE, s);
}

/** Reads a stored record `{ v?, setup, entries }` (from storage or a file) by replaying it. */
export function readSlateRecord(raw: unknown): Result<SlateState, ReplayError<SlateError>> {
  return readRecord(PRESIDENT_SLATE, raw);
}

/** The record the slate page keeps in the browser: null for "no slate, at the setup", the replayed slate, or 'invalid'. */
export function storedSlate(d: Record<string, unknown>): { ok: true; value: SlateState | null } | { ok: false; reason: 'invalid' } {
  return storedRecord(PRESIDENT_SLATE, d);
}

/** The text of an exported slate file. */
export function slateFile(s: SlateState): string {
  return fileText(PRESIDENT_SLATE, s);
}

/** Reads an imported file; anything that is not a President slate this version can replay is refused with a reason. */
export function readSlateFile(text: unknown): Result<SlateState, SlateFileError<SlateError>> {
  return readFile(PRESIDENT_SLATE, text);
}
