/**
 * The saved game: one versioned record (`handjass.table`, version 1) holding the engine's whole-game notation (seed,
 * players, rules, every action) and the table settings; loading replays the notation, so a tampered record that
 * does not replay is set aside, never half-loaded.
 */
import { createTableStore } from '../../../shared/table/store';
import { makeGameNotation, parseGameNotation } from '../engine/notation';
import type { GameState } from '../engine/game';
import { readSettings, type TableSettings } from '../machines/table';

export const TABLE_VERSION = 1;

export const TABLE_STORE = createTableStore<GameState, TableSettings>({
  key: 'handjass.table',
  version: TABLE_VERSION,
  encode: (g) => {
    const r = makeGameNotation(g);
    return r.ok ? r.value : null;
  },
  decode: (record) => {
    if (typeof record !== 'string') return { ok: false };
    const r = parseGameNotation(record);
    return r.ok ? { ok: true, value: r.value } : { ok: false };
  },
  readSettings,
});
