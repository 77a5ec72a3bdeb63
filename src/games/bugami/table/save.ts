/**
 * The saved game at the table: one versioned record (`bugami.table`, version 1) through the shared table store:
 * the engine's game record (a replayable text, `g1;...`) and the table settings. A record that does not replay, or
 * settings that do not validate, never crash the page: the store sets the record aside and says so.
 */
import { createTableStore, replayCodec, settingsReader } from '../../../shared/table/store';
import { PLAY_CHECKS } from '../../../shared/table/settings';
import { makeGameRecord, parseGameRecord } from '../engine/notation';
import type { GameState } from '../engine/game';
import { DEFAULT_SETTINGS, type TableSettings } from '../machines/table';

export const SAVE_KEY = 'bugami.table';
export const SAVE_VERSION = 1;

export const readSettings = settingsReader<TableSettings>(DEFAULT_SETTINGS, PLAY_CHECKS);

export const TABLE_STORE = createTableStore<GameState, TableSettings>({
  key: SAVE_KEY,
  version: SAVE_VERSION,
  ...replayCodec<GameState>({ version: SAVE_VERSION, make: makeGameRecord, parse: parseGameRecord }),
  readSettings,
  describe: (g) => ({ players: g.players, over: g.stage === 'game-over' }),
});
