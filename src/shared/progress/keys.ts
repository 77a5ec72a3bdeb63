/** Where progress is saved, shared by the full reader (saved.ts) and the light one (peek.ts). */
export const PROGRESS_KEY = 'school.progress';
/** Where Hindersche's progress lived before the school had more games (versions 1 and 2). */
export const LEGACY_PROGRESS_KEY = 'hindersche.progress';
export const LEGACY_GAME = 'hindersche';
/** A lesson counts as done once its check has been answered right this many times. */
export const LESSON_DONE_AT = 3;
export const lessonKey = (lesson: string) => `lesson-${lesson}`.slice(0, 40);
