/**
 * President's saved game: one versioned record `president.table` (the shared table store, src/shared/table/store.ts),
 * holding the engine's replay record of the game and the table settings. A record that does not replay is set aside,
 * one from a newer site is left untouched, and two tabs never save over each other's game.
 */
import { createTableStore, replayCodec } from '../../../shared/table/store';
import type { GameState } from '../engine/game';
import { makeGame, parseGame } from '../engine/notation';
import { readSettings, type TableSettings } from '../machines/table';

export const TABLE_STORE = createTableStore<GameState, TableSettings>({
  key: 'president.table',
  version: 1,
  ...replayCodec<GameState>({ make: makeGame, parse: parseGame }),
  readSettings,
  describe: (g) => ({ players: g.players, over: g.stage === 'game-over' }),
});
