/**
 * A light, read-only look at saved progress for the course outline and the school home, which only tick learned
 * lessons: no validation beyond what reading needs, so their islands stay tiny. Anything unexpected reads as "not
 * learned"; it never throws and never writes. (The full reader, with validation and migration, is saved.ts.)
 */
import { LEGACY_GAME, LEGACY_PROGRESS_KEY, LESSON_DONE_AT, lessonKey, PROGRESS_KEY } from './keys';

type Json = Record<string, unknown>;
const obj = (x: unknown): Json | undefined => (typeof x === 'object' && x !== null && !Array.isArray(x) ? (x as Json) : undefined);

/** The lessons of `game` (by slug) whose check has been answered right often enough. */
export function learnedLessons(storage: Pick<Storage, 'getItem'> | null, game: string, slugs: readonly string[]): Set<string> {
  const done = new Set<string>();
  try {
    const current = storage?.getItem(PROGRESS_KEY);
    let skills: Json | undefined;
    if (current) {
      const data = obj(JSON.parse(current));
      if (data?.version === 3) skills = obj(obj(obj(data.games)?.[game])?.skills);
    } else if (game === LEGACY_GAME) {
      const legacy = storage?.getItem(LEGACY_PROGRESS_KEY);
      if (legacy) skills = obj(obj(JSON.parse(legacy))?.skills);
    }
    for (const slug of slugs) {
      const s = obj(skills?.[lessonKey(slug)]);
      if (typeof s?.successes === 'number' && s.successes >= LESSON_DONE_AT) done.add(slug);
    }
  } catch {
    // unreadable: nothing learned to show
  }
  return done;
}

/** The browser's storage, or null where it cannot be used. */
export function localStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
