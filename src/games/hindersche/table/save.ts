/**
 * The game table's saved game: one record in the browser's storage, under a versioned schema.
 *
 *   { "v": 1, "game": "<makeGame record>", "settings": { level, speed, showLegal, botSchleipfen, detail } }
 *
 * The game is kept as the engine's compact replay record (seed, rules, options and every action), so loading it
 * replays the actions through the engine: a record that does not replay is discarded, never half-loaded.
 * Settings that do not validate fall back to their defaults one by one.
 */
import { makeGame, parseGame } from '../engine/notation';
import type { GameState } from '../engine/game';
import { DEFAULT_SETTINGS, LEVELS, SPEEDS, type TableSettings } from '../machines/table';

/** The part of `localStorage` the table uses. */
export interface TableStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem?(key: string): void;
}

export const SAVE_KEY = 'hindersche.table';
export const SAVE_VERSION = 1;

export interface SavedTable {
  game: GameState;
  settings: TableSettings;
}

export type LoadResult =
  | { kind: 'none' }
  | { kind: 'ok'; saved: SavedTable }
  /** Something was stored but could not be used; it has been removed. */
  | { kind: 'discarded'; reason: 'corrupt' | 'version' | 'game' };

/** The text stored for a game and the settings. */
export function serialiseTable(game: GameState, settings: TableSettings): string {
  return JSON.stringify({ v: SAVE_VERSION, game: makeGame(game), settings });
}

/** Settings from untrusted data: every field that is not valid takes its default. */
export function readSettings(x: unknown): TableSettings {
  const s = x !== null && typeof x === 'object' ? (x as Record<string, unknown>) : {};
  const pick = <K extends keyof TableSettings>(key: K, ok: (v: unknown) => boolean): TableSettings[K] =>
    ok(s[key]) ? (s[key] as TableSettings[K]) : DEFAULT_SETTINGS[key];
  return {
    level: pick('level', (v) => (LEVELS as readonly unknown[]).includes(v)),
    speed: pick('speed', (v) => (SPEEDS as readonly unknown[]).includes(v)),
    showLegal: pick('showLegal', (v) => typeof v === 'boolean'),
    botSchleipfen: pick('botSchleipfen', (v) => typeof v === 'boolean'),
    detail: pick('detail', (v) => v === 'full' || v === 'short'),
  };
}

/** Reads a stored text (null: nothing stored). */
export function parseTable(text: string | null): LoadResult {
  if (text === null) return { kind: 'none' };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { kind: 'discarded', reason: 'corrupt' };
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return { kind: 'discarded', reason: 'corrupt' };
  const d = data as Record<string, unknown>;
  if (d.v !== SAVE_VERSION) return { kind: 'discarded', reason: typeof d.v === 'number' ? 'version' : 'corrupt' };
  const g = parseGame(d.game);
  if (!g.ok) return { kind: 'discarded', reason: 'game' };
  return { kind: 'ok', saved: { game: g.value, settings: readSettings(d.settings) } };
}

export function loadTable(storage: TableStorage | null): LoadResult {
  let text: string | null = null;
  try {
    text = storage?.getItem(SAVE_KEY) ?? null;
  } catch {
    return { kind: 'none' };
  }
  const r = parseTable(text);
  if (r.kind === 'discarded') clearTable(storage);
  return r;
}

export function saveTable(storage: TableStorage | null, game: GameState, settings: TableSettings): boolean {
  try {
    storage?.setItem(SAVE_KEY, serialiseTable(game, settings));
    return !!storage;
  } catch {
    // Private mode or full storage: the game lasts for this page only.
    return false;
  }
}

export function clearTable(storage: TableStorage | null): void {
  try {
    storage?.removeItem?.(SAVE_KEY);
  } catch {
    // nothing to do
  }
}
