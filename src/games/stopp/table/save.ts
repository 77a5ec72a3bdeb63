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
import { createTableStore, replayCodec, settingsReader } from '../../../shared/table/store';
import { PLAY_CHECKS } from '../../../shared/table/settings';
import { makeGame, parseGame } from '../engine/notation';
import type { GameState } from '../engine/game';
import { DEFAULT_SETTINGS, type TableSettings } from '../machines/table';

export const SAVE_KEY = 'stopp.table';
export const SAVE_VERSION = 1;

export const readSettings = settingsReader<TableSettings>(DEFAULT_SETTINGS, PLAY_CHECKS);

export const TABLE_STORE = createTableStore<GameState, TableSettings>({
  key: SAVE_KEY,
  version: SAVE_VERSION,
  ...replayCodec<GameState>({ version: SAVE_VERSION, make: makeGame, parse: parseGame }),
  readSettings,
  describe: (g) => ({ players: g.players, over: g.stage === 'game-over' }),
});
