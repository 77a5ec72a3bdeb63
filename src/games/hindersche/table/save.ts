/**
 * The game table's saved game: one record in the browser's storage, under a versioned schema.
 *
 *   { "v": 1, "game": "<makeGame record>", "settings": { level, speed, showLegal, botSchleipfen, detail } }
 *
 * The game is kept as the engine's compact replay record (seed, rules, options and every action), so loading it
 * replays the actions through the engine: a record that does not replay is set aside (the platform's saved-record
 * rules, src/shared/saving/record.ts), never half-loaded; a record from a newer version of the site is left untouched.
 * Settings that do not validate fall back to their defaults one by one. The record is kept by the shared table store
 * (src/shared/table/store.ts), which also keeps two tabs from saving over each other's game.
 */
import type { RecordStorage } from '../../../shared/saving/record';
import { createTableStore, isBoolean, oneOf, replayCodec, settingsReader, type TableLoad } from '../../../shared/table/store';
import { makeGame, parseGame } from '../engine/notation';
import type { GameState } from '../engine/game';
import { DEFAULT_SETTINGS, type TableSettings } from '../machines/table';
import { PLAY_CHECKS } from '../../../shared/table/settings';

/** The part of `localStorage` the table uses. */
export type TableStorage = RecordStorage;

export const SAVE_KEY = 'hindersche.table';
export const SAVE_VERSION = 1;

export interface SavedTable {
  game: GameState;
  settings: TableSettings;
}

export type LoadResult =
  | { kind: 'none' }
  | { kind: 'ok'; saved: SavedTable }
  /** A game saved by a newer version of the site: left untouched, and not overwritten. */
  | { kind: 'newer' }
  /** Something was stored but could not be used; it has been set aside in the backup key. */
  | { kind: 'discarded'; reason: 'corrupt' | 'game' };

/** The text stored for a game and the settings. */
export function serialiseTable(game: GameState, settings: TableSettings): string {
  return JSON.stringify({ v: SAVE_VERSION, game: makeGame(game), settings });
}

/** Settings from untrusted data: every field that is not valid takes its default. */
export const readSettings = settingsReader<TableSettings>(DEFAULT_SETTINGS, {
  ...PLAY_CHECKS,
  botSchleipfen: isBoolean,
  detail: oneOf(['full', 'short']),
});

/** The saved game as the shared table session reads and writes it. */
export const TABLE_STORE = createTableStore<GameState, TableSettings>({
  key: SAVE_KEY,
  version: SAVE_VERSION,
  ...replayCodec<GameState>({ version: SAVE_VERSION, make: makeGame, parse: parseGame }),
  readSettings,
  describe: (g) => ({ players: g.active.length, over: g.stage === 'rubber-over' }),
});

function asResult(r: TableLoad<GameState, TableSettings>): LoadResult {
  return r.kind === 'ok' ? { kind: 'ok', saved: r.saved } : r;
}

/** Reads a stored text (null: nothing stored). */
export function parseTable(text: string | null): LoadResult {
  return asResult(TABLE_STORE.parse(text));
}

/** Reads the saved game; one that cannot be used is set aside, one from a newer site is left alone. */
export function loadTable(storage: TableStorage | null): LoadResult {
  return asResult(TABLE_STORE.load(storage));
}

/** Saves the game, unless a newer version of the site saved one (then false). */
export function saveTable(storage: TableStorage | null, game: GameState, settings: TableSettings): boolean {
  return TABLE_STORE.save(storage, game, settings, null, true).kind === 'saved';
}

export function clearTable(storage: TableStorage | null): void {
  try {
    storage?.removeItem?.(SAVE_KEY);
  } catch {
    // nothing to do
  }
}
