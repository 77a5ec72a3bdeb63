/**
 * Saved records every game's table (and anything else kept in the browser) shares: one JSON object under a key,
 * with a schema version in `v`. The rules the whole site keeps for saved data:
 * - a record from a newer version than the page knows (an old page cached offline meeting a newer site's data) is
 *   left untouched: reading reports it, writing refuses to overwrite it;
 * - a record that cannot be read is set aside under `<key>.backup` (never simply deleted), so it can be recovered;
 * - reading and writing never throw (private mode, full storage and denied access read as "nothing stored").
 */
export interface RecordStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem?(key: string): void;
}

export type Stored<T, R extends string> =
  | { kind: 'none' }
  | { kind: 'ok'; value: T }
  | { kind: 'newer'; version: number }
  | { kind: 'unreadable'; reason: R | 'corrupt' };

export const backupKey = (key: string) => `${key}.backup`;

function read(storage: RecordStorage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/**
 * Reads a stored text: `parse` gets the record of the current `version` (or an older one it migrates) and answers
 * with the value or a reason it cannot be used.
 */
export function parseRecord<T, R extends string>(
  text: string | null,
  version: number,
  parse: (data: Record<string, unknown>) => { ok: true; value: T } | { ok: false; reason: R },
): Stored<T, R> {
  if (text === null) return { kind: 'none' };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { kind: 'unreadable', reason: 'corrupt' };
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return { kind: 'unreadable', reason: 'corrupt' };
  const d = data as Record<string, unknown>;
  if (typeof d.v === 'number' && Number.isInteger(d.v) && d.v > version) return { kind: 'newer', version: d.v };
  if (typeof d.v !== 'number') return { kind: 'unreadable', reason: 'corrupt' };
  const r = parse(d);
  return r.ok ? { kind: 'ok', value: r.value } : { kind: 'unreadable', reason: r.reason };
}

/** Reads a record; an unreadable one is set aside in the backup key, a newer one is left where it is. */
export function loadRecord<T, R extends string>(
  storage: RecordStorage | null,
  key: string,
  version: number,
  parse: (data: Record<string, unknown>) => { ok: true; value: T } | { ok: false; reason: R },
): Stored<T, R> {
  const text = read(storage, key);
  const r = parseRecord(text, version, parse);
  if (r.kind === 'unreadable' && text !== null) {
    try {
      storage?.setItem(backupKey(key), text.slice(0, 1_000_000));
      storage?.removeItem?.(key);
    } catch {
      // could not set it aside: leave it
    }
  }
  return r;
}

/** Writes a record of `version`, unless the stored one is newer (then nothing is written and false is returned). */
export function saveRecord(storage: RecordStorage | null, key: string, version: number, record: Record<string, unknown>): boolean {
  if (!storage) return false;
  const current = read(storage, key);
  if (current !== null) {
    try {
      const v = (JSON.parse(current) as { v?: unknown } | null)?.v;
      if (typeof v === 'number' && v > version) return false;
    } catch {
      // unreadable: overwrite
    }
  }
  try {
    storage.setItem(key, JSON.stringify({ v: version, ...record }));
    return true;
  } catch {
    return false;
  }
}
