/**
 * A slate kept in the browser under `<game>.slate`, by the platform's saved-record rules (`src/shared/saving/record.ts`):
 *
 *   { "v": <the game's slate version>, "setup": <setup>, "entries": [<entry>, ...] }   (at the setup: both null)
 *
 * - a record from a newer version is left untouched (reading says so, writing refuses to overwrite it);
 * - a record that does not replay is set aside under `<key>.backup`, and the slate starts afresh;
 * - two tabs share the record: a save says which text it expects to find (the one this tab last read, wrote or
 *   followed); when another tab has written since, nothing is written (`elsewhere`) and the tab follows the other's
 *   slate, so a stale tab never replaces a longer slate with a shorter one.
 */
import { loadRecord, parseRecord, saveRecord, type RecordStorage } from '../saving/record';
import { record, storedSlate, type SlateBase, type SlateGame } from './engine';
import type { SlateNotice } from './machine';

export type SlateLoad<State> =
  | { kind: 'none' }
  | { kind: 'ok'; slate: State | null; text: string }
  | { kind: 'newer' }
  | { kind: 'discarded' };

export type SlateSave =
  | { kind: 'saved'; text: string }
  /** The stored text is already this slate. */
  | { kind: 'same'; text: string }
  | { kind: 'newer' }
  /** Another tab saved since `expected`: nothing written. */
  | { kind: 'elsewhere' }
  | { kind: 'failed' };

export interface SlateStore<State> {
  readonly key: string;
  load(storage: RecordStorage | null): SlateLoad<State>;
  /** Reads a stored text (e.g. a `storage` event's new value); nothing is set aside. */
  parse(text: string | null): SlateLoad<State>;
  /** The text this slate is stored as. */
  textOf(slate: State | null): string;
  save(storage: RecordStorage | null, slate: State | null, expected: string | null): SlateSave;
  current(storage: RecordStorage | null): string | null;
}

/** The storage key of a game's slate. */
export const slateKey = (gameId: string) => `${gameId}.slate`;

export function createSlateStore<Setup, Entry, State extends SlateBase<Setup, Entry>, E extends { code: string }>(
  game: SlateGame<Setup, Entry, State, E>,
  key: string,
): SlateStore<State> {
  const parseStored = (d: Record<string, unknown>) => storedSlate(game, d);
  const current = (storage: RecordStorage | null): string | null => {
    try {
      return storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  const recordOf = (slate: State | null): Record<string, unknown> => (slate ? record(slate) : { setup: null, entries: null });
  const asLoad = (r: ReturnType<typeof parseRecord<State | null, 'invalid'>>, text: string | null): SlateLoad<State> => {
    if (r.kind === 'ok') return { kind: 'ok', slate: r.value, text: text ?? '' };
    if (r.kind === 'newer') return { kind: 'newer' };
    if (r.kind === 'unreadable') return { kind: 'discarded' };
    return { kind: 'none' };
  };
  const textOf = (slate: State | null) => JSON.stringify({ v: game.version, ...recordOf(slate) });
  return {
    key,
    current,
    textOf,
    parse: (text) => asLoad(parseRecord(text, game.version, parseStored), text),
    load(storage) {
      const text = current(storage);
      return asLoad(loadRecord(storage, key, game.version, parseStored), text);
    },
    save(storage, slate, expected) {
      if (!storage) return { kind: 'failed' };
      let text: string;
      try {
        text = textOf(slate);
      } catch {
        return { kind: 'failed' };
      }
      const now = current(storage);
      if (now === text) return { kind: 'same', text };
      if (now !== null && now !== expected) {
        const r = parseRecord(now, game.version, parseStored);
        if (r.kind === 'newer') return { kind: 'newer' };
        // Only a readable slate of this version counts as another tab's; anything else is overwritten.
        if (r.kind === 'ok') return { kind: 'elsewhere' };
      }
      if (!saveRecord(storage, key, game.version, recordOf(slate))) {
        return parseRecord(current(storage), game.version, () => ({ ok: false, reason: 'corrupt' as const })).kind === 'newer' ? { kind: 'newer' } : { kind: 'failed' };
      }
      return { kind: 'saved', text: current(storage) ?? text };
    },
  };
}

/** What the slate shows after loading: the slate (or none) and the notice to tell. */
export function loadedNotice<State>(r: SlateLoad<State>): { slate: State | null; notice: SlateNotice } {
  if (r.kind === 'ok') return { slate: r.slate, notice: null };
  if (r.kind === 'newer') return { slate: null, notice: 'slate.saved.newer' };
  if (r.kind === 'discarded') return { slate: null, notice: 'slate.saved.discarded' };
  return { slate: null, notice: null };
}
