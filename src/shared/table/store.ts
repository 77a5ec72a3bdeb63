/**
 * A game table's saved game, for every game: one versioned record in the browser's storage (the platform's saved
 * record rules, `src/shared/saving/record.ts`) holding the engine's replay record of the game and the table settings.
 *
 *   { "v": <version>, "game": <the game's own record>, "settings": { ... }, "meta": { "at": <ms>, "players": 4 } }
 *
 * `meta` (optional, read by the school home without loading the game: "continue your game") says when the game was
 * saved and what the game's `describe` tells about it; a page that does not know it ignores it, so it needs no new
 * version.
 *
 * Two tabs of the same page share the record. A save therefore says what it expects to find: the text this tab last
 * read or wrote. When another tab has written since, the save is refused with `elsewhere` (the tab then asks the
 * learner: continue from the other tab's game, or keep this one and save over it). So a stale tab never replaces a
 * longer history with a shorter one without asking, whatever the order of the `storage` events.
 */
import { loadRecord, parseRecord, saveRecord, type RecordStorage, type Stored } from '../saving/record';

export interface TableCodec<G, S> {
  /** The storage key, e.g. `handjass.table`. */
  key: string;
  /** The schema version this page writes (and the newest it reads). */
  version: number;
  /** The game as stored: the engine's compact replay record. */
  encode(game: G): unknown;
  /** Replays a stored game record; anything that does not replay is refused. Older versions are migrated here. */
  decode(record: unknown, version: number): { ok: true; value: G } | { ok: false };
  /** Settings from untrusted data: each field that does not validate takes its default. */
  readSettings(x: unknown): S;
  /** What the school home may say about a saved game without loading the game (see `TableMeta`). */
  describe?(game: G): Omit<TableMeta, 'at'>;
}

/** A saved game as the school home shows it: when it was saved, how many players, whether it is over. */
export interface TableMeta {
  at: number;
  players?: number;
  over?: boolean;
}

export interface SavedTable<G, S> {
  game: G;
  settings: S;
}

export type TableLoad<G, S> =
  | { kind: 'none' }
  | { kind: 'ok'; saved: SavedTable<G, S>; text: string }
  /** Saved by a newer version of the site: left untouched and never overwritten. */
  | { kind: 'newer' }
  /** Something was stored but could not be used; it has been set aside under `<key>.backup`. */
  | { kind: 'discarded'; reason: 'corrupt' | 'game' };

export type SaveOutcome =
  | { kind: 'saved'; text: string }
  /** A newer version of the site saved a game here: nothing written. */
  | { kind: 'newer' }
  /** Another tab saved since this tab last read or wrote: nothing written. */
  | { kind: 'elsewhere' }
  /** Storage refused (private mode, full, denied). */
  | { kind: 'failed' };

export interface TableStore<G, S> {
  readonly key: string;
  readonly version: number;
  load(storage: RecordStorage | null): TableLoad<G, S>;
  /** Reads a stored text, e.g. the new value of a `storage` event (nothing is set aside). */
  parse(text: string | null): TableLoad<G, S>;
  /**
   * Saves the game. `expected` is the text this tab last read or wrote (null: nothing was stored); when the stored
   * text differs, another tab has saved since and nothing is written unless `force`.
   */
  save(storage: RecordStorage | null, game: G, settings: S, expected: string | null, force?: boolean): SaveOutcome;
  /** The text stored now (null: none, or storage unavailable). */
  current(storage: RecordStorage | null): string | null;
}

export function createTableStore<G, S>(codec: TableCodec<G, S>): TableStore<G, S> {
  const readSaved = (d: Record<string, unknown>): { ok: true; value: SavedTable<G, S> } | { ok: false; reason: 'corrupt' | 'game' } => {
    const version = d.v as number;
    if (version < 1) return { ok: false, reason: 'corrupt' };
    const g = codec.decode(d.game, version);
    return g.ok ? { ok: true, value: { game: g.value, settings: codec.readSettings(d.settings) } } : { ok: false, reason: 'game' };
  };
  const asLoad = (r: Stored<SavedTable<G, S>, 'corrupt' | 'game'>, text: string | null): TableLoad<G, S> => {
    if (r.kind === 'ok') return { kind: 'ok', saved: r.value, text: text ?? '' };
    if (r.kind === 'unreadable') return { kind: 'discarded', reason: r.reason };
    return r.kind === 'newer' ? { kind: 'newer' } : { kind: 'none' };
  };
  const current = (storage: RecordStorage | null): string | null => {
    try {
      return storage?.getItem(codec.key) ?? null;
    } catch {
      return null;
    }
  };
  return {
    key: codec.key,
    version: codec.version,
    current,
    parse: (text) => asLoad(parseRecord(text, codec.version, readSaved), text),
    load(storage) {
      const text = current(storage);
      return asLoad(loadRecord(storage, codec.key, codec.version, readSaved), text);
    },
    save(storage, game, settings, expected, force = false) {
      if (!storage) return { kind: 'failed' };
      const now = current(storage);
      if (!force && now !== null && now !== expected) {
        // A newer site's record is never overwritten, whatever the learner chooses.
        const v = parseRecord(now, codec.version, () => ({ ok: false, reason: 'corrupt' as const }));
        if (v.kind === 'newer') return { kind: 'newer' };
        // Only a readable record of our own version counts as another tab's game; anything else is overwritten.
        if (parseRecord(now, codec.version, readSaved).kind === 'ok') return { kind: 'elsewhere' };
      }
      const encoded = codec.encode(game);
      // The same game as stored is not written again: a new `meta.at` alone would change the text, and another tab
      // showing this game would take it for a game saved elsewhere.
      if (now !== null && sameGame(now, encoded, settings)) return { kind: 'saved', text: now };
      let meta: TableMeta = { at: Date.now() };
      try {
        meta = { ...(codec.describe?.(game) ?? {}), at: meta.at };
      } catch {
        // a description is a courtesy: the game is saved without it
      }
      const record = { game: encoded, settings: settings as unknown, meta };
      if (!saveRecord(storage, codec.key, codec.version, record)) {
        return parseRecord(current(storage), codec.version, () => ({ ok: false, reason: 'corrupt' as const })).kind === 'newer' ? { kind: 'newer' } : { kind: 'failed' };
      }
      return { kind: 'saved', text: current(storage) ?? '' };
    },
  };
}

/** Whether a stored record's text holds this game and these settings (whatever its `meta` says). */
function sameGame(text: string, game: unknown, settings: unknown): boolean {
  try {
    const d = JSON.parse(text) as { game?: unknown; settings?: unknown };
    return JSON.stringify(d.game) === JSON.stringify(game) && JSON.stringify(d.settings) === JSON.stringify(settings);
  } catch {
    return false;
  }
}

/**
 * A store's `encode` and `decode` for a game kept as its engine's replay record: the record made (none when the engine
 * cannot write it); read back by replaying it, only at `version` when given (a record that does not replay is refused).
 */
export function replayCodec<G>(o: {
  version?: number;
  make(game: G): string | { ok: true; value: unknown } | { ok: false };
  parse(record: unknown): { ok: true; value: G } | { ok: false };
}): Pick<TableCodec<G, unknown>, 'encode' | 'decode'> {
  return {
    encode: (game) => {
      const r = o.make(game);
      return typeof r === 'string' ? r : r.ok ? r.value : null;
    },
    decode: (record, version) => {
      if (o.version !== undefined && version !== o.version) return { ok: false };
      const g = o.parse(record);
      return g.ok ? { ok: true, value: g.value } : { ok: false };
    },
  };
}

/** Settings from untrusted data, field by field: each field its check passes is kept, every other takes its default. */
export function settingsReader<S extends object>(defaults: Readonly<S>, valid: { [K in keyof S]: (v: unknown) => boolean }): (x: unknown) => S {
  return (x) => {
    const s = x !== null && typeof x === 'object' ? (x as Record<string, unknown>) : {};
    const out = {} as S;
    for (const key of Object.keys(valid) as (keyof S & string)[]) out[key] = valid[key](s[key]) ? (s[key] as S[typeof key]) : defaults[key];
    return out;
  };
}

/** The checks for `settingsReader` (kept with the shared settings, which the setup fields read without the store). */
export { isBoolean, oneOf } from './settings';
