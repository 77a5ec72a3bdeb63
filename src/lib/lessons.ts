/** Reading the lesson collection: lessons of one language in course order, and their URLs. */
import { getCollection, type CollectionEntry } from 'astro:content';
import type { Lang } from '../i18n/languages';

export type Lesson = CollectionEntry<'lessons'>;

/** Entry ids look like "en/hindersche/the-game"; the last part is the slug shared by every language. */
export function lessonSlug(entry: Lesson): string {
  return entry.id.split('/').at(-1) ?? entry.id;
}

export function lessonLang(entry: Lesson): string {
  return entry.id.split('/')[0] ?? '';
}

export async function getLessons(lang: Lang): Promise<Lesson[]> {
  const all = await getCollection('lessons', (entry) => lessonLang(entry) === lang);
  return all.sort((a, b) => a.data.order - b.data.order);
}

export function lessonPath(lang: Lang, slug: string): string {
  return `/${lang}/hindersche/${slug}/`;
}
