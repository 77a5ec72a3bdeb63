/** Reading the lesson collection: one game's lessons of one language in course order, and their URLs. */
import { getCollection, type CollectionEntry } from 'astro:content';
import type { Lang } from '../i18n/languages';
import type { GameDefinition } from '../shared/game';

export type Lesson = CollectionEntry<'lessons'>;

/** Entry ids look like "en/hindersche/the-game"; the last part is the slug shared by every language. */
export function lessonSlug(entry: Lesson): string {
  return entry.id.split('/').at(-1) ?? entry.id;
}

export function lessonLang(entry: Lesson): string {
  return entry.id.split('/')[0] ?? '';
}

export function lessonGame(entry: Lesson): string {
  return entry.id.split('/')[1] ?? '';
}

/**
 * A game's lessons in one language, in course order. A lesson naming a skill its game does not teach fails the
 * build (the frontmatter schema cannot know the game, so the check is here and in tests/unit/content.test.ts).
 */
export async function getLessons(lang: Lang, game: GameDefinition): Promise<Lesson[]> {
  const all = await getCollection('lessons', (entry: Lesson) => lessonLang(entry) === lang && lessonGame(entry) === game.id);
  for (const lesson of all) {
    const unknown = lesson.data.skills.filter((s: string) => !game.skills.includes(s));
    if (unknown.length) throw new Error(`${lesson.id}: skills not taught by ${game.id}: ${unknown.join(', ')}`);
  }
  return all.sort((a: Lesson, b: Lesson) => a.data.order - b.data.order);
}

export function lessonPath(lang: Lang, game: string, slug: string): string {
  return `/${lang}/${game}/${slug}/`;
}
