/**
 * The saved game at the table: one versioned record (`bugami.table`, version 1) through the shared table store:
 * the engine's game record (a replayable text, `g1;...`) and the table settings. A record that does not replay, or
 * settings that do not validate, never crash the page: the store sets the record aside and says so.
 */
import { createTableStore } from '../../../shared/table/store';
import { makeGameRecord, parseGameRecord } from '../engine/notation';
import type { GameState } from '../engine/game';
import { DEFAULT_SETTINGS, SPEEDS, type TableSettings } from '../machines/table';

export const SAVE_KEY = 'bugami.table';
export const SAVE_VERSION = 1;

export function readSettings(x: unknown): TableSettings {
  const s = x !== null && typeof x === 'object' ? (x as Record<string, unknown>) : {};
  return {
    level: s.level === 'strong' || s.level === 'steady' ? s.level : DEFAULT_SETTINGS.level,
    speed: (SPEEDS as readonly unknown[]).includes(s.speed) ? (s.speed as TableSettings['speed']) : DEFAULT_SETTINGS.speed,
    showLegal: typeof s.showLegal === 'boolean' ? s.showLegal : DEFAULT_SETTINGS.showLegal,
  };
}

export const TABLE_STORE = createTableStore<GameState, TableSettings>({
  key: SAVE_KEY,
  version: SAVE_VERSION,
  encode: (g) => {
    const r = makeGameRecord(g);
    return r.ok ? r.value : null;
  },
  decode: (record, version) => {
    if (version !== SAVE_VERSION) return { ok: false };
    const g = parseGameRecord(record);
    return g.ok ? { ok: true, value: g.value } : { ok: false };
  },
  readSettings,
  describe: (g) => ({ players: g.players, over: g.stage === 'game-over' }),
});
