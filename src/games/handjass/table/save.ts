/**
 * The saved game: one versioned record (`handjass.table`) holding the engine's whole-game notation (seed, players,
 * rules, every action) and the table settings; loading replays the notation, so a tampered record that does not
 * replay is set aside, never half-loaded.
 *
 * Versions:
 *   1  the first table.
 *   2  a play may carry `q` (the player kept quiet about Stöck), which a version-1 page cannot read: such a page
 *      sees a newer record and leaves it untouched instead of setting the game aside as unreadable.
 * Migration 1 -> 2: a version-1 record has no `q` and replays unchanged under version 2 (Stöck said for a learner
 * then is still said: the old table always said it).
 */
import { createTableStore } from '../../../shared/table/store';
import { makeGameNotation, parseGameNotation } from '../engine/notation';
import type { GameState } from '../engine/game';
import { readSettings, type TableSettings } from '../machines/table';

export const TABLE_VERSION = 2;

/** The stored game text of `version`, brought to the current version's notation (null: not a game text). */
export function migrateGame(record: unknown, version: number): string | null {
  if (typeof record !== 'string') return null;
  // Version 1 never wrote a quiet Stöck; a `q` suffix there is not one of its records.
  if (version === 1 && /(^|[~.])[0-3][AKQJT9876][SHDC](?:w\d+)?q(?=$|[.~])/.test(record)) return null;
  return record;
}

export const TABLE_STORE = createTableStore<GameState, TableSettings>({
  key: 'handjass.table',
  version: TABLE_VERSION,
  encode: (g) => {
    const r = makeGameNotation(g);
    return r.ok ? r.value : null;
  },
  decode: (record, version) => {
    const text = migrateGame(record, version);
    if (text === null) return { ok: false };
    const r = parseGameNotation(text);
    return r.ok ? { ok: true, value: r.value } : { ok: false };
  },
  readSettings,
  describe: (g) => ({ players: g.players, over: g.stage === 'game-over' }),
});
