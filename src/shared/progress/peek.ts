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
      if (data?.version === 3 || data?.version === 4) skills = obj(obj(obj(data.games)?.[game])?.skills);
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

/** What the school home shows of one game, read lightly (anything unexpected reads as nothing). */
export interface GlanceProgress {
  /** Lessons opened (slugs). */
  read: Set<string>;
  /** Lessons whose check has been answered right at least once. */
  passed: Set<string>;
  /** Lessons learned (check right LESSON_DONE_AT times). */
  learned: Set<string>;
  /** Drill questions answered (lesson checks not counted). */
  answers: number;
}

export function glance(storage: Pick<Storage, 'getItem'> | null, game: string, slugs: readonly string[]): GlanceProgress {
  const out: GlanceProgress = { read: new Set(), passed: new Set(), learned: learnedLessons(storage, game, slugs), answers: 0 };
  try {
    const lessons = obj(JSON.parse(storage?.getItem('school.lessons') ?? 'null'));
    if (lessons?.v === 1) {
      const mine = obj(obj(lessons.games)?.[game]);
      for (const slug of slugs) if (typeof mine?.[slug] === 'number') out.read.add(slug);
    }
  } catch {
    // unreadable: nothing read to show
  }
  try {
    const current = storage?.getItem(PROGRESS_KEY);
    const data = obj(JSON.parse(current ?? 'null'));
    // Progress saved by the Hindersche-only site (versions 1 and 2) still counts until the next save migrates it.
    const legacy = !current && game === LEGACY_GAME ? obj(JSON.parse(storage?.getItem(LEGACY_PROGRESS_KEY) ?? 'null')) : undefined;
    const skills = legacy ? obj(legacy.skills) : data?.version === 3 || data?.version === 4 ? obj(obj(obj(data.games)?.[game])?.skills) : undefined;
    for (const [name, s] of Object.entries(skills ?? {})) {
      const skill = obj(s);
      if (!name.startsWith('lesson-')) out.answers += typeof skill?.attempts === 'number' ? skill.attempts : 0;
    }
    for (const slug of slugs) {
      const s = obj(skills?.[lessonKey(slug)]);
      if (typeof s?.successes === 'number' && s.successes >= 1) out.passed.add(slug);
    }
  } catch {
    // unreadable: nothing to show
  }
  return out;
}

/** The saved game of a table (`<game>.table`) as the home shows it, or null: when it was saved, players, over. */
export function glanceTable(storage: Pick<Storage, 'getItem'> | null, game: string): { at: number | null; players: number | null; over: boolean } | null {
  try {
    const data = obj(JSON.parse(storage?.getItem(`${game}.table`) ?? 'null'));
    if (!data || typeof data.v !== 'number' || data.game === undefined || data.game === null) return null;
    const meta = obj(data.meta);
    return {
      at: typeof meta?.at === 'number' ? meta.at : null,
      players: typeof meta?.players === 'number' ? meta.players : null,
      over: meta?.over === true,
    };
  } catch {
    return null;
  }
}

/** The browser's storage, or null where it cannot be used. */
export function localStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
