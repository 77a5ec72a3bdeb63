/**
 * Reading saved progress (split from progress.ts so that the course outline's island loads only this).
 * The learner's progress: mastery per skill and a review queue of missed questions, saved in the browser under a
 * versioned schema. Pure functions over plain data; the storage is passed in, so tests need no browser.
 *
 * Versions: 1 was the first draft of the format (attempts and successes per skill only); 2 adds streaks, mastery
 * and the review queue. Loading migrates older versions, and resets data that is corrupt or from an unknown
 * (newer or foreign) format, always with a notice code the UI shows; it never throws.
 */
export const PROGRESS_KEY = 'hindersche.progress';
export const PROGRESS_VERSION = 2;
export const REVIEW_LIMIT = 50;
/** A skill counts as learned (a tick) from this mastery and number of attempts on. */
export const MASTERED_AT = 0.8;
export const MASTERED_MIN_ATTEMPTS = 5;

export interface SkillProgress {
  attempts: number;
  successes: number;
  streak: number;
  /** 0..1, weighted towards recent answers. */
  mastery: number;
}

export interface ReviewItem {
  drill: string;
  skill: string;
  seed: number;
  level: number;
  misses: number;
}

export interface Progress {
  version: typeof PROGRESS_VERSION;
  skills: Record<string, SkillProgress>;
  review: ReviewItem[];
}

export type ProgressNotice = 'progress.migrated' | 'progress.reset-corrupt' | 'progress.reset-unknown-version' | null;

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export const emptyProgress = (): Progress => ({ version: PROGRESS_VERSION, skills: {}, review: [] });

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isCount = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0;
const isName = (x: unknown): x is string => typeof x === 'string' && /^[\w-]{1,40}$/.test(x);

function validSkill(x: unknown): x is SkillProgress {
  return (
    isObject(x) &&
    isCount(x.attempts) &&
    isCount(x.successes) &&
    x.successes <= x.attempts &&
    isCount(x.streak) &&
    typeof x.mastery === 'number' &&
    x.mastery >= 0 &&
    x.mastery <= 1
  );
}

function validReview(x: unknown): x is ReviewItem {
  return isObject(x) && isName(x.drill) && isName(x.skill) && isCount(x.seed) && isCount(x.level) && x.level >= 1 && isCount(x.misses);
}

export type ProgressError = { code: 'progress.not-json' } | { code: 'progress.invalid' } | { code: 'progress.unknown-version'; version: unknown };

/** Checks and, if needed, migrates any parsed value to the current version. */
export function upgradeProgress(data: unknown): { ok: true; value: Progress; migrated: boolean } | { ok: false; error: ProgressError } {
  if (!isObject(data)) return { ok: false, error: { code: 'progress.invalid' } };
  if (data.version === 1) {
    // v1: { version: 1, skills: { [skill]: { attempts, successes } } }
    if (!isObject(data.skills)) return { ok: false, error: { code: 'progress.invalid' } };
    const skills: Record<string, SkillProgress> = {};
    for (const [name, s] of Object.entries(data.skills)) {
      if (!isName(name) || !isObject(s) || !isCount(s.attempts) || !isCount(s.successes) || s.successes > s.attempts) {
        return { ok: false, error: { code: 'progress.invalid' } };
      }
      skills[name] = { attempts: s.attempts, successes: s.successes, streak: 0, mastery: s.attempts ? s.successes / s.attempts : 0 };
    }
    return { ok: true, value: { version: PROGRESS_VERSION, skills, review: [] }, migrated: true };
  }
  if (data.version !== PROGRESS_VERSION) return { ok: false, error: { code: 'progress.unknown-version', version: data.version } };
  if (!isObject(data.skills) || !Array.isArray(data.review)) return { ok: false, error: { code: 'progress.invalid' } };
  for (const [name, s] of Object.entries(data.skills)) if (!isName(name) || !validSkill(s)) return { ok: false, error: { code: 'progress.invalid' } };
  if (!data.review.every(validReview) || data.review.length > REVIEW_LIMIT) return { ok: false, error: { code: 'progress.invalid' } };
  return { ok: true, value: { version: PROGRESS_VERSION, skills: data.skills as Record<string, SkillProgress>, review: data.review as ReviewItem[] }, migrated: false };
}

export function parseProgress(text: string): ReturnType<typeof upgradeProgress> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, error: { code: 'progress.not-json' } };
  }
  return upgradeProgress(data);
}

/** Reads saved progress. Anything unreadable is replaced by empty progress and reported, never thrown. */
export function loadProgress(storage: StorageLike | null): { progress: Progress; notice: ProgressNotice } {
  let text: string | null = null;
  try {
    text = storage?.getItem(PROGRESS_KEY) ?? null;
  } catch {
    return { progress: emptyProgress(), notice: null };
  }
  if (text === null) return { progress: emptyProgress(), notice: null };
  const r = parseProgress(text);
  if (r.ok) {
    if (r.migrated) saveProgress(storage, r.value);
    return { progress: r.value, notice: r.migrated ? 'progress.migrated' : null };
  }
  const progress = emptyProgress();
  saveProgress(storage, progress);
  return { progress, notice: r.error.code === 'progress.unknown-version' ? 'progress.reset-unknown-version' : 'progress.reset-corrupt' };
}

export function saveProgress(storage: StorageLike | null, progress: Progress): boolean {
  try {
    storage?.setItem(PROGRESS_KEY, JSON.stringify(progress));
    return storage !== null;
  } catch {
    return false;
  }
}

export const lessonKey = (lesson: string) => `lesson-${lesson}`.slice(0, 40);

/** A lesson counts as done once its check has been answered right this many times. */
export const LESSON_DONE_AT = 3;

export function isLessonDone(progress: Progress, lesson: string): boolean {
  return (progress.skills[lessonKey(lesson)]?.successes ?? 0) >= LESSON_DONE_AT;
}

export function isMastered(s: SkillProgress | undefined): boolean {
  return !!s && s.attempts >= MASTERED_MIN_ATTEMPTS && s.mastery >= MASTERED_AT;
}
