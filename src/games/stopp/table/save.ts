/**
 * The play page's saved game: one record in the browser's storage, under a versioned schema, kept by the shared
 * table store (src/shared/table/store.ts):
 *
 *   { "v": 1, "game": "<makeGame record>", "settings": { level, speed, showLegal } }
 *
 * The game is the engine's compact replay record (seed, table size, rules and every action); loading replays it
 * through the engine, so a record that does not replay is set aside, never half-loaded. Settings that do not
 * validate fall back to their defaults one by one.
 */
import { createTableStore } from '../../../shared/table/store';
import { makeGame, parseGame } from '../engine/notation';
import type { GameState } from '../engine/game';
import { DEFAULT_SETTINGS, SPEEDS, TABLE_LEVELS, type TableSettings } from '../machines/table';

export const SAVE_KEY = 'stopp.table';
export const SAVE_VERSION = 1;

export function readSettings(x: unknown): TableSettings {
  const s = x !== null && typeof x === 'object' ? (x as Record<string, unknown>) : {};
  return {
    level: (TABLE_LEVELS as readonly unknown[]).includes(s.level) ? (s.level as TableSettings['level']) : DEFAULT_SETTINGS.level,
    speed: (SPEEDS as readonly unknown[]).includes(s.speed) ? (s.speed as TableSettings['speed']) : DEFAULT_SETTINGS.speed,
    showLegal: typeof s.showLegal === 'boolean' ? s.showLegal : DEFAULT_SETTINGS.showLegal,
  };
}

export const TABLE_STORE = createTableStore<GameState, TableSettings>({
  key: SAVE_KEY,
  version: SAVE_VERSION,
  encode: (g) => {
    const r = makeGame(g);
    return r.ok ? r.value : null;
  },
  decode: (record, version) => {
    if (version !== SAVE_VERSION) return { ok: false };
    const g = parseGame(record);
    return g.ok ? { ok: true, value: g.value } : { ok: false };
  },
  readSettings,
  describe: (g) => ({ players: g.players, over: g.stage === 'game-over' }),
});
