/**
 * Recording the learner's progress: an answered question moves a skill's mastery and streak and the game's review
 * queue, with the answer dated so the review page can schedule repetitions; export and import as a file covering
 * every game. Reading and validating saved data is in saved.ts.
 */
import {
  emptyGame,
  gameProgress,
  HELPED,
  HISTORY_LIMIT,
  MISSED,
  RIGHT,
  type Outcome,
  lessonKey,
  loadBackup,
  setAsideRecords,
  parseProgress,
  REVIEW_LIMIT,
  type GameProgress,
  type Progress,
  type ProgressError,
  type ReviewItem,
  type SkillProgress,
  type Stamp,
  type StorageLike,
} from './saved';

export * from './saved';
export { loadReview, saveReview, answerItem } from './reviewSession';
export { dayOf } from './day';

/** How fast mastery follows recent answers (exponential moving average). */
const MASTERY_RATE = 0.3;

const stamp = (now: number, outcome: Outcome): Stamp => [Math.max(0, Math.round(now)), outcome];
const outcomeOf = (success: boolean, helped = false): Outcome => (success ? RIGHT : helped ? HELPED : MISSED);
const pushHistory = (h: Stamp[] | undefined, s: Stamp): Stamp[] => [...(h ?? []), s].slice(-HISTORY_LIMIT);

/**
 * A skill after one more answer. A helped answer (right after a hint) is not a success (the streak starts again), but
 * it is not a miss either: mastery moves half-way, and FSRS rates it Hard (schedule.ts).
 */
function answered(before: SkillProgress | undefined, outcome: Outcome, now: number): SkillProgress {
  const b = before ?? { attempts: 0, successes: 0, streak: 0, mastery: 0 };
  const success = outcome === RIGHT;
  const value = success ? 1 : outcome === HELPED ? 0.5 : 0;
  return {
    attempts: b.attempts + 1,
    successes: b.successes + (success ? 1 : 0),
    streak: success ? b.streak + 1 : 0,
    mastery: Math.round((b.mastery + MASTERY_RATE * (value - b.mastery)) * 1000) / 1000,
    history: pushHistory(b.history, stamp(now, outcome)),
  };
}

export interface Attempt {
  drill: string;
  skill: string;
  seed: number;
  level: number;
  success: boolean;
  /** Right, but after a hint: recorded as helped (not a success, not a miss). */
  helped?: boolean;
}

function withGame(progress: Progress, game: string, g: GameProgress): Progress {
  return { ...progress, games: { ...progress.games, [game]: g } };
}

/**
 * The progress after one answered question of a game: mastery and streak move, a miss or a helped answer joins the
 * review queue (or counts again), a success on a queued question takes it off.
 */
export function recordAttempt(progress: Progress, game: string, a: Attempt, now = Date.now()): Progress {
  const g = gameProgress(progress, game);
  const outcome = outcomeOf(a.success, a.helped);
  const skill = answered(g.skills[a.skill], outcome, now);
  const same = (r: ReviewItem) => r.drill === a.drill && r.seed === a.seed && r.level === a.level;
  const helped = outcome === HELPED;
  let review = g.review;
  if (a.success) review = review.filter((r) => !same(r));
  else {
    const existing = review.find(same);
    const count = (r: ReviewItem): ReviewItem =>
      helped ? { ...r, helped: (r.helped ?? 0) + 1 } : { ...r, misses: r.misses + 1 };
    review = existing
      ? review.map((r) => (same(r) ? { ...count(r), history: pushHistory(r.history, stamp(now, outcome)) } : r))
      : [
          ...review,
          { drill: a.drill, skill: a.skill, seed: a.seed, level: a.level, misses: helped ? 0 : 1, ...(helped ? { helped: 1 } : {}), history: [stamp(now, outcome)] },
        ].slice(-REVIEW_LIMIT);
  }
  return withGame(progress, game, { skills: { ...g.skills, [a.skill]: skill }, review });
}

/** The progress after a lesson's check was answered: kept as the pseudo-skill `lesson-<slug>`, without review. */
export function recordLessonCheck(progress: Progress, game: string, lesson: string, success: boolean, now = Date.now()): Progress {
  const g = gameProgress(progress, game);
  const key = lessonKey(lesson);
  return withGame(progress, game, { ...g, skills: { ...g.skills, [key]: answered(g.skills[key], success ? RIGHT : MISSED, now) } });
}

/** Both histories of the same answers, merged by time (two tabs recording at once). */
function mergeHistory(a: Stamp[] | undefined, b: Stamp[] | undefined): Stamp[] | undefined {
  if (!a) return b;
  if (!b) return a;
  const seen = new Set<string>();
  const out: Stamp[] = [];
  for (const s of [...a, ...b].sort((x, y) => x[0] - y[0] || x[1] - y[1])) {
    const k = `${s[0]}:${s[1]}`;
    if (!seen.has(k)) {
      seen.add(k);
      out.push(s);
    }
  }
  return out.slice(-HISTORY_LIMIT);
}

/**
 * Two versions of the progress (for example written by two tabs) merged without losing answers: for each skill the
 * one with more attempts wins, with both histories kept; review items are united (the larger miss count wins).
 */
export function mergeProgress(a: Progress, b: Progress): Progress {
  const games: Record<string, GameProgress> = { ...a.games };
  for (const [id, gb] of Object.entries(b.games)) {
    const ga = games[id] ?? emptyGame();
    const skills: Record<string, SkillProgress> = { ...ga.skills };
    for (const [name, sb] of Object.entries(gb.skills)) {
      const sa = skills[name];
      if (!sa) skills[name] = sb;
      else {
        const win = sb.attempts > sa.attempts ? sb : sa;
        const history = mergeHistory(sa.history, sb.history);
        skills[name] = history ? { ...win, history } : win;
      }
    }
    const key = (r: ReviewItem) => `${r.drill}|${r.seed}|${r.level}`;
    const review = new Map(ga.review.map((r) => [key(r), r]));
    for (const r of gb.review) {
      const mine = review.get(key(r));
      review.set(key(r), !mine || r.misses + (r.helped ?? 0) > mine.misses + (mine.helped ?? 0) ? r : mine);
    }
    games[id] = { skills, review: [...review.values()].slice(-REVIEW_LIMIT) };
  }
  return { ...a, games };
}

export const APP_ID = 'card-school';
/** Files exported before the school had more games. */
const LEGACY_APP_ID = 'hindersche-trainer';
/** Largest progress file accepted for import. */
export const IMPORT_LIMIT = 1_000_000;

/**
 * The text of an exported progress file: every game, any progress that was set aside as unreadable (`backup`), and
 * every other record set aside (`setAside`: rule choices, saved games), so nothing unreadable is ever out of reach.
 */
export function exportProgress(progress: Progress, storage: StorageLike | null = null, now = new Date()): string {
  const backup = loadBackup(storage);
  const setAside = setAsideRecords(storage);
  return JSON.stringify(
    { app: APP_ID, exported: now.toISOString(), ...progress, ...(backup ? { backup } : {}), ...(Object.keys(setAside).length > 0 ? { setAside } : {}) },
    null,
    2,
  );
}

export type ImportError = ProgressError | { code: 'progress.too-large' } | { code: 'progress.other-app' };

/**
 * Reads an imported progress file. A file over 1 MB, from another application, from a newer version of the site,
 * or not valid progress is refused with a code; nothing is applied unless the whole file is valid.
 */
export function importProgress(text: string): { ok: true; value: Progress; migrated: boolean } | { ok: false; error: ImportError } {
  if (typeof text !== 'string' || text.length > IMPORT_LIMIT) return { ok: false, error: { code: 'progress.too-large' } };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, error: { code: 'progress.not-json' } };
  }
  if (typeof data === 'object' && data !== null && 'app' in data) {
    const app = (data as { app: unknown }).app;
    if (app !== APP_ID && app !== LEGACY_APP_ID) return { ok: false, error: { code: 'progress.other-app' } };
  }
  const r = parseProgress(JSON.stringify(stripExport(data)));
  return r;
}

/** An exported file without its export-only fields. */
function stripExport(data: unknown): unknown {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return data;
  const { app: _app, exported: _exported, backup: _backup, setAside: _setAside, ...rest } = data as Record<string, unknown>;
  return rest;
}
