/**
 * One file that carries everything the school keeps in this browser, for a learner changing phones: every game's
 * progress (with its dated answers, from which the review schedule follows), the review session's record (daily
 * limit, today's count), each game's saved game (`<game>.table`), slate (`<game>.slate`) and rule choices
 * (`<game>.rules`), and whatever was set aside as unreadable.
 *
 *   { "app": "card-school", "exported": "...", "version": 4, "games": { ... }, "records": { "stopp.table": "<text>", ... } }
 *
 * A progress-only file of the earlier export (no `records`) still imports. An import is untrusted: the whole file is
 * checked before anything is written; progress is merged into what is saved (nothing is lost); each record replaces
 * this browser's one of the same key unless this browser's is from a newer version of the site; a write that fails
 * puts every key back as it was. Loaded on demand (only when the learner exports or imports).
 */
import { exportProgress, importProgress, mergeProgress, type ImportError, IMPORT_LIMIT } from './progress';
import { loadProgress, PROGRESS_KEY, type StorageLike } from './saved';
import { readReview, REVIEW_KEY, REVIEW_VERSION } from './reviewSession';

/** Keys of the records an export carries besides progress. */
export const RECORD_KEY = /^(?:[a-z][a-z0-9-]{1,30}\.(?:table|slate|rules)|school\.review)$/;
/** Largest whole file accepted (progress and records together). */
export const FILE_LIMIT = 4_000_000;

function read(storage: StorageLike | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** The records of this browser that an export carries. */
export function collectRecords(storage: StorageLike | null): Record<string, string> {
  const out: Record<string, string> = {};
  try {
    const n = storage?.length ?? 0;
    for (let i = 0; i < n; i++) {
      const k = storage?.key?.(i);
      if (!k || !RECORD_KEY.test(k)) continue;
      const v = read(storage, k);
      if (v !== null && v.length <= IMPORT_LIMIT) out[k] = v;
    }
  } catch {
    // storage refused: export what was read
  }
  return out;
}

/** The text of the file that carries everything. */
export function exportAll(storage: StorageLike | null, now = new Date()): string {
  const base = JSON.parse(exportProgress(loadProgress(storage).progress, storage, now)) as Record<string, unknown>;
  const records = collectRecords(storage);
  return JSON.stringify({ ...base, ...(Object.keys(records).length > 0 ? { records } : {}) }, null, 2);
}

export type FileError = ImportError | { code: 'progress.records-invalid' } | { code: 'progress.write-failed' };

/** The schema version a record's text carries (`v`, or `version` for rule choices); null when it has none. */
function versionOf(text: string): number | null {
  try {
    const d = JSON.parse(text) as Record<string, unknown> | null;
    if (typeof d !== 'object' || d === null || Array.isArray(d)) return null;
    const v = d.v ?? d.version;
    return typeof v === 'number' && Number.isInteger(v) && v >= 1 ? v : null;
  } catch {
    return null;
  }
}

/** Checks the records of an imported file: known keys, readable texts with a version; the review record in full. */
function checkRecords(x: unknown): Record<string, string> | null {
  if (x === undefined) return {};
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return null;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(x as Record<string, unknown>)) {
    if (!RECORD_KEY.test(k) || typeof v !== 'string' || v.length > IMPORT_LIMIT) return null;
    const version = versionOf(v);
    if (version === null) return null;
    if (k === REVIEW_KEY && version <= REVIEW_VERSION && !readReview(JSON.parse(v) as Record<string, unknown>).ok) return null;
    out[k] = v;
  }
  return out;
}

export interface Imported {
  /** Records written (saved games, slates, ...), by key. */
  records: string[];
  /** Records kept because this browser's are from a newer version of the site. */
  kept: string[];
}

/**
 * Reads a file and, only if all of it is valid, applies it. Returns what was written, or why nothing was.
 */
export function importAll(text: string, storage: StorageLike | null): { ok: true; value: Imported } | { ok: false; error: FileError } {
  if (typeof text !== 'string' || text.length > FILE_LIMIT) return { ok: false, error: { code: 'progress.too-large' } };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, error: { code: 'progress.not-json' } };
  }
  const { records: rawRecords, ...rest } = typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : { records: undefined };
  const progress = importProgress(typeof data === 'object' && data !== null && !Array.isArray(data) ? JSON.stringify(rest) : text);
  if (!progress.ok) return { ok: false, error: progress.error };
  const records = checkRecords(rawRecords);
  if (!records) return { ok: false, error: { code: 'progress.records-invalid' } };
  if (!storage) return { ok: false, error: { code: 'progress.write-failed' } };
  const loaded = loadProgress(storage);
  if (loaded.stored === 'newer') return { ok: false, error: { code: 'progress.newer', version: 0 } };

  const writes: [string, string][] = [];
  const kept: string[] = [];
  for (const [k, v] of Object.entries(records)) {
    const mine = read(storage, k);
    const mineVersion = mine === null ? null : versionOf(mine);
    if (mineVersion !== null && mineVersion > (versionOf(v) ?? 0)) kept.push(k);
    else writes.push([k, v]);
  }
  writes.push([PROGRESS_KEY, JSON.stringify(mergeProgress(loaded.progress, progress.value))]);
  const before = writes.map(([k]) => [k, read(storage, k)] as const);
  try {
    for (const [k, v] of writes) storage.setItem(k, v);
  } catch {
    // Put everything back as it was: an import that fails changes nothing.
    for (const [k, v] of before) {
      try {
        if (v === null) storage.removeItem?.(k);
        else storage.setItem(k, v);
      } catch {
        // nothing more can be done
      }
    }
    return { ok: false, error: { code: 'progress.write-failed' } };
  }
  return { ok: true, value: { records: writes.map(([k]) => k).filter((k) => k !== PROGRESS_KEY), kept } };
}
