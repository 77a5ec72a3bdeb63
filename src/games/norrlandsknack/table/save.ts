/**
 * The saved game: one versioned record under `norrlandsknack.table` (version 1) through the shared table store:
 * the engine's whole-game notation (replayed through `apply` on load, so a tampered record is refused) and the
 * table settings.
 */
import { createTableStore, replayCodec } from '../../../shared/table/store';
import { makeGame, parseGame, type GameState } from '../engine';
import { readSettings, type TableSettings } from '../machines/table';

export const TABLE_KEY = 'norrlandsknack.table';
export const TABLE_VERSION = 1;

export const TABLE_STORE = createTableStore<GameState, TableSettings>({
  key: TABLE_KEY,
  version: TABLE_VERSION,
  ...replayCodec<GameState>({ make: makeGame, parse: parseGame }),
  readSettings,
  describe: (g) => ({ players: g.players, over: g.stage === 'game-over' }),
});
