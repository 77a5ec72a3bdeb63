/**
 * Reading saved progress (split from progress.ts so that the course outline's island loads only this).
 *
 * The learner's progress in every game: per game, mastery per skill and a review queue of missed questions, each
 * with a short history of dated answers (from which the review page schedules repetitions). Saved in the browser
 * under a versioned schema. Pure functions over plain data; the storage is passed in, so tests need no browser.
 *
 * Versions: 1 (Hindersche only, under `hindersche.progress`) had attempts and successes per skill; 2 added streaks,
 * mastery and the review queue; 3 (under `school.progress`) keeps every game apart and dates answers; 4 adds the
 * helped answer (right after a hint: a dated answer `2`, and a review item's `helped` count), which a version-3 page
 * could not read (so it sees newer data and leaves it alone). Version 3 reads as version 4 unchanged. Reading never
 * writes and never throws:
 * - older data (including the Hindersche-only key) is migrated in memory and saved at the next save, with a notice;
 * - data from a newer version (an old page cached offline meeting a newer site's data) is left untouched: the page
 *   works with empty progress, says so, and never overwrites it;
 * - data that cannot be read at all is set aside, at the next save, in a backup key that export includes.
 */
import { LEGACY_GAME, LEGACY_PROGRESS_KEY, LESSON_DONE_AT, lessonKey, PROGRESS_KEY } from './keys';

export { LEGACY_GAME, LEGACY_PROGRESS_KEY, LESSON_DONE_AT, lessonKey, PROGRESS_KEY };
/** Unreadable progress is kept here (the raw text and when it was set aside), so that it can be recovered. */
export const BACKUP_KEY = 'school.progress.backup';
export const PROGRESS_VERSION = 4;
/** Versions whose data reads unchanged as the current one. */
const SAME_SHAPE = [3, 4];
export const REVIEW_LIMIT = 50;
/** Dated answers kept per skill and per review item (the newest). */
export const HISTORY_LIMIT = 24;
/** A skill counts as learned (a tick) from this mastery and number of attempts on. */
export const MASTERED_AT = 0.8;
export const MASTERED_MIN_ATTEMPTS = 5;
/** Largest count accepted on read (a tampered file with 1e300 attempts is not progress). */
const MAX_COUNT = 1_000_000;
const MAX_SEED = 2 ** 31 - 1;

/** How an answer went: 0 missed (wrong, or asked to be shown), 1 right, 2 helped (right after a hint). */
export type Outcome = 0 | 1 | 2;
export const MISSED = 0;
export const RIGHT = 1;
export const HELPED = 2;
/** One dated answer: [time in ms since 1970, outcome]. */
export type Stamp = [number, Outcome];

export interface SkillProgress {
  attempts: number;
  successes: number;
  streak: number;
  /** 0..1, weighted towards recent answers. */
  mastery: number;
  history?: Stamp[];
}

export interface ReviewItem {
  drill: string;
  skill: string;
  seed: number;
  level: number;
  misses: number;
  /** Answers given right after a hint (version 4). */
  helped?: number;
  history?: Stamp[];
}

export interface GameProgress {
  skills: Record<string, SkillProgress>;
  review: ReviewItem[];
}

export interface Progress {
  version: typeof PROGRESS_VERSION;
  games: Record<string, GameProgress>;
}

export type ProgressNotice = 'progress.migrated' | 'progress.reset-corrupt' | 'progress.newer' | null;

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem?(key: string): void;
  /** Enumeration (localStorage has it): lets an export include every set-aside record. */
  readonly length?: number;
  key?(index: number): string | null;
}

/**
 * Every record set aside as unreadable (`<key>.backup`: rule choices, saved games, ...) other than the progress's own
 * backup, for the export file, so that a learner can recover it. Never throws.
 */
export function setAsideRecords(storage: StorageLike | null): Record<string, string> {
  const out: Record<string, string> = {};
  try {
    const n = storage?.length ?? 0;
    for (let i = 0; i < n; i++) {
      const k = storage?.key?.(i);
      if (!k || !k.endsWith('.backup') || k === BACKUP_KEY) continue;
      const v = storage?.getItem(k);
      if (typeof v === 'string') out[k] = v.slice(0, 1_000_000);
    }
  } catch {
    // storage refused: export what was read
  }
  return out;
}

export const emptyProgress = (): Progress => ({ version: PROGRESS_VERSION, games: {} });
export const emptyGame = (): GameProgress => ({ skills: {}, review: [] });

/** One game's progress (empty if the learner has none yet). */
export function gameProgress(progress: Progress, game: string): GameProgress {
  return Object.prototype.hasOwnProperty.call(progress.games, game) ? (progress.games[game] as GameProgress) : emptyGame();
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isCount = (x: unknown, max = MAX_COUNT): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= max;
const isName = (x: unknown): x is string => typeof x === 'string' && /^[\w-]{1,40}$/.test(x) && x !== '__proto__';
const isGameId = (x: string) => /^[a-z][a-z0-9-]{1,30}$/.test(x);

function validHistory(x: unknown): x is Stamp[] | undefined {
  return (
    x === undefined ||
    (Array.isArray(x) &&
      x.length <= HISTORY_LIMIT &&
      x.every((s) => Array.isArray(s) && s.length === 2 && isCount(s[0], 8.64e15) && (s[1] === 0 || s[1] === 1 || s[1] === 2)))
  );
}

function validSkill(x: unknown): x is SkillProgress {
  return (
    isObject(x) &&
    isCount(x.attempts) &&
    isCount(x.successes) &&
    x.successes <= x.attempts &&
    isCount(x.streak) &&
    x.streak <= x.attempts &&
    typeof x.mastery === 'number' &&
    x.mastery >= 0 &&
    x.mastery <= 1 &&
    validHistory(x.history)
  );
}

function validReview(x: unknown): x is ReviewItem {
  return (
    isObject(x) &&
    isName(x.drill) &&
    isName(x.skill) &&
    isCount(x.seed, MAX_SEED) &&
    isCount(x.level, 99) &&
    x.level >= 1 &&
    isCount(x.misses) &&
    (x.helped === undefined || isCount(x.helped)) &&
    validHistory(x.history)
  );
}

function validGame(x: unknown): x is GameProgress {
  if (!isObject(x) || !isObject(x.skills) || !Array.isArray(x.review)) return false;
  for (const [name, s] of Object.entries(x.skills)) if (!isName(name) || !validSkill(s)) return false;
  return x.review.length <= REVIEW_LIMIT && x.review.every(validReview);
}

export type ProgressError =
  | { code: 'progress.not-json' }
  | { code: 'progress.invalid' }
  | { code: 'progress.unknown-version'; version: unknown }
  | { code: 'progress.newer'; version: number };

export type Upgraded = { ok: true; value: Progress; migrated: boolean } | { ok: false; error: ProgressError };

/** Hindersche-only progress of versions 1 and 2, as one game's progress. */
function legacyGame(data: Record<string, unknown>): GameProgress | null {
  if (data.version === 1) {
    // v1: { version: 1, skills: { [skill]: { attempts, successes } } }
    if (!isObject(data.skills)) return null;
    const skills: Record<string, SkillProgress> = {};
    for (const [name, s] of Object.entries(data.skills)) {
      if (!isName(name) || !isObject(s) || !isCount(s.attempts) || !isCount(s.successes) || s.successes > s.attempts) return null;
      skills[name] = { attempts: s.attempts, successes: s.successes, streak: 0, mastery: s.attempts ? s.successes / s.attempts : 0 };
    }
    return { skills, review: [] };
  }
  if (data.version === 2) {
    const g = { skills: data.skills, review: data.review };
    return validGame(g) ? (g as GameProgress) : null;
  }
  return null;
}

/** Checks and, if needed, migrates any parsed value to the current version. */
export function upgradeProgress(data: unknown): Upgraded {
  if (!isObject(data)) return { ok: false, error: { code: 'progress.invalid' } };
  if (data.version === 1 || data.version === 2) {
    const g = legacyGame(data);
    if (!g) return { ok: false, error: { code: 'progress.invalid' } };
    return { ok: true, value: { version: PROGRESS_VERSION, games: { [LEGACY_GAME]: g } }, migrated: true };
  }
  if (typeof data.version === 'number' && Number.isInteger(data.version) && data.version > PROGRESS_VERSION) {
    return { ok: false, error: { code: 'progress.newer', version: data.version } };
  }
  if (!SAME_SHAPE.includes(data.version as number)) return { ok: false, error: { code: 'progress.unknown-version', version: data.version } };
  if (!isObject(data.games)) return { ok: false, error: { code: 'progress.invalid' } };
  const games: Record<string, GameProgress> = {};
  for (const [id, g] of Object.entries(data.games)) {
    if (!isGameId(id) || !validGame(g)) return { ok: false, error: { code: 'progress.invalid' } };
    games[id] = { skills: g.skills, review: g.review };
  }
  return { ok: true, value: { version: PROGRESS_VERSION, games }, migrated: false };
}

export function parseProgress(text: string): Upgraded {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, error: { code: 'progress.not-json' } };
  }
  return upgradeProgress(data);
}

export interface Loaded {
  progress: Progress;
  notice: ProgressNotice;
  /**
   * What a save must respect: 'newer' = never overwrite (a newer site's data); 'corrupt' = set the stored text
   * aside in the backup key first; 'ok' = write freely.
   */
  stored: 'ok' | 'newer' | 'corrupt';
}

function read(storage: StorageLike | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Reads saved progress. Never writes, never throws (see the header for what happens to old, new and bad data). */
export function loadProgress(storage: StorageLike | null): Loaded {
  const text = read(storage, PROGRESS_KEY);
  if (text === null) {
    const legacy = read(storage, LEGACY_PROGRESS_KEY);
    if (legacy === null) return { progress: emptyProgress(), notice: null, stored: 'ok' };
    const r = parseProgress(legacy);
    // Unreadable legacy data stays where it is (it is its own backup); the new key starts empty.
    if (r.ok) return { progress: r.value, notice: 'progress.migrated', stored: 'ok' };
    return { progress: emptyProgress(), notice: 'progress.reset-corrupt', stored: 'ok' };
  }
  const r = parseProgress(text);
  if (r.ok) return { progress: r.value, notice: r.migrated ? 'progress.migrated' : null, stored: 'ok' };
  if (r.error.code === 'progress.newer') return { progress: emptyProgress(), notice: 'progress.newer', stored: 'newer' };
  return { progress: emptyProgress(), notice: 'progress.reset-corrupt', stored: 'corrupt' };
}

/** The progress that was set aside because it could not be read, if any. */
export function loadBackup(storage: StorageLike | null): { at: number; text: string } | null {
  const text = read(storage, BACKUP_KEY);
  if (text === null) return null;
  try {
    const b = JSON.parse(text) as { at?: unknown; text?: unknown };
    return typeof b.at === 'number' && typeof b.text === 'string' ? { at: b.at, text: b.text } : null;
  } catch {
    return null;
  }
}

/**
 * Saves progress, unless the stored data comes from a newer version of the site (then nothing is written and false
 * is returned). Unreadable stored data is first set aside in the backup key.
 */
export function saveProgress(storage: StorageLike | null, progress: Progress, now = Date.now()): boolean {
  if (!storage) return false;
  const current = loadProgress(storage);
  if (current.stored === 'newer') return false;
  try {
    if (current.stored === 'corrupt') {
      const raw = read(storage, PROGRESS_KEY);
      if (raw !== null) storage.setItem(BACKUP_KEY, JSON.stringify({ at: now, text: raw.slice(0, 1_000_000) }));
    }
    storage.setItem(PROGRESS_KEY, JSON.stringify(progress));
    return true;
  } catch {
    return false;
  }
}

export function isLessonDone(progress: Progress, game: string, lesson: string): boolean {
  return (gameProgress(progress, game).skills[lessonKey(lesson)]?.successes ?? 0) >= LESSON_DONE_AT;
}

export function isMastered(s: SkillProgress | undefined): boolean {
  return !!s && s.attempts >= MASTERED_MIN_ATTEMPTS && s.mastery >= MASTERED_AT;
}
