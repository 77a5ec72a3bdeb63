/**
 * The saved game: one versioned record under `norrlandsknack.table` (version 1) through the shared table store:
 * the engine's whole-game notation (replayed through `apply` on load, so a tampered record is refused) and the
 * table settings.
 */
import { createTableStore } from '../../../shared/table/store';
import { makeGame, parseGame, type GameState } from '../engine';
import { readSettings, type TableSettings } from '../machines/table';

export const TABLE_KEY = 'norrlandsknack.table';
export const TABLE_VERSION = 1;

export const TABLE_STORE = createTableStore<GameState, TableSettings>({
  key: TABLE_KEY,
  version: TABLE_VERSION,
  encode: (g) => {
    const r = makeGame(g);
    return r.ok ? r.value : null;
  },
  decode: (record) => {
    const r = parseGame(record);
    return r.ok ? { ok: true, value: r.value } : { ok: false };
  },
  readSettings,
  describe: (g) => ({ players: g.players, over: g.stage === 'game-over' }),
});
