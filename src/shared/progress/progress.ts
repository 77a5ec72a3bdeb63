/**
 * Recording the learner's progress: an answered question moves a skill's mastery and streak and the review queue;
 * export and import as a file. Reading and validating saved data is in saved.ts.
 */
import { lessonKey, parseProgress, REVIEW_LIMIT, type Progress, type ReviewItem, type SkillProgress } from './saved';

export * from './saved';

/** How fast mastery follows recent answers (exponential moving average). */
const MASTERY_RATE = 0.3;

/** A skill after one more answer. */
function answered(before: SkillProgress | undefined, success: boolean): SkillProgress {
  const b = before ?? { attempts: 0, successes: 0, streak: 0, mastery: 0 };
  return {
    attempts: b.attempts + 1,
    successes: b.successes + (success ? 1 : 0),
    streak: success ? b.streak + 1 : 0,
    mastery: Math.round((b.mastery + MASTERY_RATE * ((success ? 1 : 0) - b.mastery)) * 1000) / 1000,
  };
}

export interface Attempt {
  drill: string;
  skill: string;
  seed: number;
  level: number;
  success: boolean;
}

/** The progress after one answered question: mastery and streak move, a miss joins the review queue, a success on
 * a queued question takes it off. */
export function recordAttempt(progress: Progress, a: Attempt): Progress {
  const skill = answered(progress.skills[a.skill], a.success);
  const same = (r: ReviewItem) => r.drill === a.drill && r.seed === a.seed && r.level === a.level;
  let review = progress.review;
  if (a.success) review = review.filter((r) => !same(r));
  else {
    const existing = review.find(same);
    review = existing
      ? review.map((r) => (same(r) ? { ...r, misses: r.misses + 1 } : r))
      : [...review, { drill: a.drill, skill: a.skill, seed: a.seed, level: a.level, misses: 1 }].slice(-REVIEW_LIMIT);
  }
  return { ...progress, skills: { ...progress.skills, [a.skill]: skill }, review };
}

/** The progress after a lesson's check was answered: kept as the pseudo-skill `lesson-<slug>`, without review. */
export function recordLessonCheck(progress: Progress, lesson: string, success: boolean): Progress {
  const key = lessonKey(lesson);
  return { ...progress, skills: { ...progress.skills, [key]: answered(progress.skills[key], success) } };
}

/** The text of an exported progress file. */
export function exportProgress(progress: Progress): string {
  return JSON.stringify({ app: 'hindersche-trainer', exported: new Date().toISOString(), ...progress }, null, 2);
}

/** Reads an imported progress file; a file that is not valid progress is refused with a code. */
export const importProgress = parseProgress;
