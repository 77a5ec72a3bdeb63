/**
 * The pure part of every game's table slate (see README.md beside this file): the contract a game's slate engine
 * fulfils, and what every slate does the same way on top of it: replay-based undo, the versioned record kept in the
 * browser, the exported file (format name, version, size limit), name cleaning and the entry limit.
 *
 * A slate is its setup plus the entries typed at the table, in order; everything else is replayed by the game's
 * engine. So undo is "replay without the last entry", and a stored record or an imported file is checked by
 * replaying it: anything the engine refuses is refused as a whole. No UI, no i18n, no xstate: game engines import it.
 */
import { err, ok, type Result } from '../result';

/** The least every slate state carries: the setup it started from and the entries replayed onto it. */
export interface SlateBase<Setup = unknown, Entry = unknown> {
  setup: Setup;
  entries: Entry[];
}

/** What a game supplies for its slate (pure functions of its engine; they never throw on untrusted data). */
export interface SlateGame<Setup, Entry, State extends SlateBase<Setup, Entry>, E extends { code: string } = { code: string }> {
  /** The format name written into exported files, e.g. `hindersche-slate`. */
  format: string;
  /** The record and file version this page writes (and the newest it reads). */
  version: number;
  /** A stored record or file of an earlier version in this version's shape (`v` may be missing: take it as current). */
  migrate?(record: Record<string, unknown>): Record<string, unknown>;
  /** Checks an untrusted setup (a form, a stored record, a file). */
  checkSetup(raw: unknown): Result<Setup, E>;
  /** The slate of a checked setup, before its first entry. */
  newSlate(setup: Setup): State;
  /**
   * Scores one raw entry (as stored: complete) on the state. The platform has already checked that the slate is not
   * over and below the entry limit; this may throw on a state it did not make (the platform catches that).
   */
  enter(state: State, rawEntry: unknown): Result<State, E>;
  /** What the form typed, made an entry to store (e.g. blanks filled in); absent: what was typed is the entry. */
  prepare?(state: State, typed: unknown): Result<unknown, E>;
  /** Whether nothing more can be entered (the game or rubber is over). */
  isOver(state: State): boolean;
  /** Most entries a slate takes (default ENTRIES_MAX). */
  entriesMax?: number;
}

/** Any game's slate, for code that needs no game types. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnySlateGame = SlateGame<any, any, any, any>;
export type SetupOf<G> = G extends SlateGame<infer S, infer _E, infer _St, infer _Er> ? S : never;
export type StateOf<G> = G extends SlateGame<infer _S, infer _E, infer St, infer _Er> ? St : never;
export type ErrorOf<G> = G extends SlateGame<infer _S, infer _E, infer _St, infer Er> ? Er : never;

/** The errors every slate shares (the game's own come with its engine). */
export type SlateCoreError =
  | { code: 'slate.over' }
  | { code: 'slate.too-many-entries' }
  | { code: 'slate.nothing-to-undo' }
  /** A state the engine did not make (hand-edited data): refused, never an exception. */
  | { code: 'slate.bad-state' }
  /** A record whose entries are not a list. */
  | { code: 'slate.bad-record' };

/** An error found while replaying, with the index of the entry refused (-1: the record itself). */
export type ReplayError<E> = (E | SlateCoreError) & { index?: number };

export type SlateFileError<E = { code: string }> =
  | { code: 'slate-file.not-json' }
  | { code: 'slate-file.too-big'; max: number }
  | { code: 'slate-file.not-a-slate' }
  | { code: 'slate-file.newer'; version: number }
  | { code: 'slate-file.invalid'; detail: ReplayError<E> };

/** Longest name a slate keeps. */
export const NAME_MAX = 24;
/** More entries than any game needs. */
export const ENTRIES_MAX = 2000;
/** Largest file import reads (characters of text). */
export const FILE_MAX = 2_000_000;
/** Players a slate's seats form takes at most (the games of the school have 2 to 7). */
export const PLAYERS_MIN = 2;
export const PLAYERS_MAX = 7;

export const isObj = (x: unknown): x is Record<string, unknown> => x !== null && typeof x === 'object' && !Array.isArray(x);
export const isCount = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0;
export const isIntIn = (x: unknown, lo: number, hi: number): x is number => typeof x === 'number' && Number.isInteger(x) && x >= lo && x <= hi;

/** A name as a slate keeps it: trimmed, inner runs of space made one, at most `max` characters. */
export function cleanName(x: unknown, max = NAME_MAX): string {
  if (typeof x !== 'string') return '';
  return x.replace(/\s+/g, ' ').trim().slice(0, max);
}

export type NamesError = { code: 'slate.bad-setup'; field: 'names'; min: number; max: number } | { code: 'slate.bad-setup'; field: 'firstDealer' };

/**
 * The players of a setup: `min` to `max` names, each non-empty once cleaned, and the first dealer one of their seats
 * (0-based). Seats are the order round the table in which the deal passes.
 */
export function checkPlayers(raw: unknown, min = PLAYERS_MIN, max = PLAYERS_MAX): Result<{ names: string[]; firstDealer: number }, NamesError> {
  if (!isObj(raw)) return err({ code: 'slate.bad-setup', field: 'names', min, max });
  const names = raw.names;
  if (!Array.isArray(names) || names.length < min || names.length > max || !names.every((n) => typeof n === 'string' && n.length <= 200 && cleanName(n).length > 0)) {
    return err({ code: 'slate.bad-setup', field: 'names', min, max });
  }
  if (!isIntIn(raw.firstDealer, 0, names.length - 1)) return err({ code: 'slate.bad-setup', field: 'firstDealer' });
  return ok({ names: names.map((n: string) => cleanName(n)), firstDealer: raw.firstDealer });
}

/** Two players of one name (told apart without case): the second one, as typed. */
export type RepeatError = { code: 'slate.names-repeat'; name: string };
/** A setup of players and house rules refused: its players (`checkPlayers`), a name twice, or rules the engine does not take. */
export type PlayersSetupError = { code: 'slate.bad-setup'; field: 'names' | 'firstDealer' | 'rules'; detail?: unknown; min?: number; max?: number } | RepeatError;

/** `checkPlayers`, and no name twice (without regard to case: "Anna" and "anna" are one player at the table). */
export function checkDistinctPlayers(raw: unknown, min = PLAYERS_MIN, max = PLAYERS_MAX): Result<{ names: string[]; firstDealer: number }, NamesError | RepeatError> {
  const players = checkPlayers(raw, min, max);
  if (!players.ok) return players;
  const seen = new Set<string>();
  for (const n of players.value.names) {
    const k = n.toLocaleLowerCase();
    if (seen.has(k)) return err({ code: 'slate.names-repeat', name: n });
    seen.add(k);
  }
  return players;
}

/**
 * The setup of a slate that keeps players and house rules only: distinct players (`checkDistinctPlayers`) and the
 * rules as the game's `makeRules` takes them (refused: `field: 'rules'` with its error). Never throws: anything
 * unreadable is refused as names.
 */
export function checkRulesSetup<R, RE extends { code: string }>(
  raw: unknown,
  min: number,
  max: number,
  makeRules: (raw: unknown) => Result<R, RE>,
): Result<{ names: string[]; firstDealer: number; rules: R }, PlayersSetupError> {
  try {
    const players = checkDistinctPlayers(raw, min, max);
    if (!players.ok) return players;
    const rules = makeRules((raw as Record<string, unknown>).rules ?? {});
    if (!rules.ok) return err({ code: 'slate.bad-setup', field: 'rules', detail: rules.error });
    return ok({ names: players.value.names, firstDealer: players.value.firstDealer, rules: rules.value });
  } catch {
    return err({ code: 'slate.bad-setup', field: 'names' });
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Entering, replaying, undoing

/** Scores an entry through the game, with the checks every slate makes first. Never throws, never changes `s`. */
export function enterEntry<Setup, Entry, State extends SlateBase<Setup, Entry>, E extends { code: string }>(
  game: SlateGame<Setup, Entry, State, E>,
  s: State,
  rawEntry: unknown,
): Result<State, E | SlateCoreError> {
  if (!isObj(s) || !Array.isArray(s.entries)) return err({ code: 'slate.bad-state' });
  try {
    if (game.isOver(s)) return err({ code: 'slate.over' });
    if (s.entries.length >= (game.entriesMax ?? ENTRIES_MAX)) return err({ code: 'slate.too-many-entries' });
    return game.enter(s, rawEntry);
  } catch {
    return err({ code: 'slate.bad-state' });
  }
}

/** What the table typed, made an entry and scored (the form's path: `prepare`, then `enterEntry`). */
export function enterTyped<Setup, Entry, State extends SlateBase<Setup, Entry>, E extends { code: string }>(
  game: SlateGame<Setup, Entry, State, E>,
  s: State | null,
  typed: unknown,
): Result<State, E | SlateCoreError> {
  if (!s) return err({ code: 'slate.over' });
  try {
    if (game.isOver(s)) return err({ code: 'slate.over' });
    if (!game.prepare) return enterEntry(game, s, typed);
    const entry = game.prepare(s, typed);
    return entry.ok ? enterEntry(game, s, entry.value) : entry;
  } catch {
    return err({ code: 'slate.bad-state' });
  }
}

/** Replays entries onto a checked setup; the first entry refused is reported with its index. */
export function replay<Setup, Entry, State extends SlateBase<Setup, Entry>, E extends { code: string }>(
  game: SlateGame<Setup, Entry, State, E>,
  setup: Setup,
  entries: readonly unknown[],
): Result<State, ReplayError<E>> {
  if (!Array.isArray(entries)) return err({ code: 'slate.bad-record', index: -1 });
  if (entries.length > (game.entriesMax ?? ENTRIES_MAX)) return err({ code: 'slate.too-many-entries' });
  let s: State;
  try {
    s = game.newSlate(setup);
  } catch {
    return err({ code: 'slate.bad-state', index: -1 });
  }
  for (let i = 0; i < entries.length; i++) {
    const r = enterEntry(game, s, entries[i]);
    if (!r.ok) return err({ ...r.error, index: i });
    s = r.value;
  }
  return ok(s);
}

/** The slate without its last entry (replayed from the setup). */
export function undo<Setup, Entry, State extends SlateBase<Setup, Entry>, E extends { code: string }>(
  game: SlateGame<Setup, Entry, State, E>,
  s: State,
): Result<State, ReplayError<E>> {
  if (!isObj(s) || !Array.isArray(s.entries)) return err({ code: 'slate.bad-state' });
  if (s.entries.length === 0) return err({ code: 'slate.nothing-to-undo' });
  return replay(game, s.setup, s.entries.slice(0, -1));
}

// ---------------------------------------------------------------------------------------------------------------
// Records and files

/** The slate as stored and exported: its setup and its entries (everything else is replayed). */
export function record<Setup, Entry>(s: SlateBase<Setup, Entry>): { setup: Setup; entries: Entry[] } {
  if (!isObj(s)) return { setup: null as unknown as Setup, entries: [] };
  return { setup: s.setup, entries: Array.isArray(s.entries) ? s.entries : [] };
}

/** A record in this version's shape (a record without `v` is taken as this version). */
export function migrated(game: AnySlateGame, raw: Record<string, unknown>): Record<string, unknown> {
  if (!isObj(raw)) return {};
  const v = typeof raw.v === 'number' ? raw.v : game.version;
  if (v >= game.version || !game.migrate) return raw;
  return game.migrate(raw);
}

/**
 * Reads a record `{ v?, setup, entries }` (from storage or a file) by replaying it; an older version is migrated
 * first. Callers refuse versions newer than the game's (see `storedSlate`, `readFile`).
 */
export function readRecord<Setup, Entry, State extends SlateBase<Setup, Entry>, E extends { code: string }>(
  game: SlateGame<Setup, Entry, State, E>,
  raw: unknown,
): Result<State, ReplayError<E>> {
  if (!isObj(raw)) return err({ code: 'slate.bad-record', index: -1 });
  const x = migrated(game, raw);
  const setup = game.checkSetup(x.setup);
  if (!setup.ok) return setup;
  return replay(game, setup.value, Array.isArray(x.entries) ? x.entries : (null as unknown as unknown[]));
}

/**
 * Reads the record a slate page keeps in the browser (`{ v, setup, entries }`, its version already found not newer):
 * null for "no slate, at the setup" (`entries: null`), the replayed slate, or 'invalid'.
 */
export function storedSlate<Setup, Entry, State extends SlateBase<Setup, Entry>, E extends { code: string }>(
  game: SlateGame<Setup, Entry, State, E>,
  d: Record<string, unknown>,
): { ok: true; value: State | null } | { ok: false; reason: 'invalid' } {
  if (!isObj(d)) return { ok: false, reason: 'invalid' };
  if (d.entries === null) return { ok: true, value: null };
  const r = readRecord(game, d);
  return r.ok ? { ok: true, value: r.value } : { ok: false, reason: 'invalid' };
}

/** The text of an exported slate file (empty when the state cannot be written, which import refuses). */
export function fileText(game: AnySlateGame, s: SlateBase): string {
  try {
    return JSON.stringify({ format: game.format, v: game.version, ...record(s) }, null, 1);
  } catch {
    return '';
  }
}

/** Reads an imported file: anything that is not a slate of this game this version can replay is refused with a reason. */
export function readFile<Setup, Entry, State extends SlateBase<Setup, Entry>, E extends { code: string }>(
  game: SlateGame<Setup, Entry, State, E>,
  text: unknown,
): Result<State, SlateFileError<E>> {
  if (typeof text !== 'string') return err({ code: 'slate-file.not-json' });
  if (text.length > FILE_MAX) return err({ code: 'slate-file.too-big', max: FILE_MAX });
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return err({ code: 'slate-file.not-json' });
  }
  if (!isObj(data) || data.format !== game.format || typeof data.v !== 'number' || !Number.isInteger(data.v) || data.v < 1) {
    return err({ code: 'slate-file.not-a-slate' });
  }
  if (data.v > game.version) return err({ code: 'slate-file.newer', version: data.v });
  const r = readRecord(game, data);
  return r.ok ? r : err({ code: 'slate-file.invalid', detail: r.error });
}

/** The file name an exported slate gets. */
export const fileName = (game: AnySlateGame) => `${game.format}.json`;
