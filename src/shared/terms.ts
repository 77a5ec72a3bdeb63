/**
 * A game's term list: for each concept and language, the word the game's texts use, its accepted forms, and the
 * forms to avoid (a wrong word, a second word for the same thing, a form that means something else to a card
 * player). Each game keeps its list beside its glossary (`src/games/<id>/terms.ts`, exporting `TERMS`), and
 * `tests/unit/terms.test.ts` fails when a lesson or UI string of a game whose course is published uses an avoided
 * form. Plain data: writers read the list while they write, the test reads it afterwards.
 */
import type { Lang } from '../i18n/languages';

export interface AvoidedForm {
  /** The avoided word or phrase as a reader sees it (matched as whole words). */
  form: string;
  /** A regular expression (Unicode, whole words up to you) instead of the plain form, for forms that depend on context. */
  pattern?: string;
  /** Match the case exactly (German "stechen", the verb, but not "Stechen", the noun). Default: any case. */
  exactCase?: boolean;
}

export interface TermEntry {
  /** What the entry settles, in English (e.g. "the playoff", "a card of the ten rank"). */
  concept: string;
  /** The glossary term it belongs to, when there is one. */
  glossary?: string;
  lang: Lang;
  /** The word to use. */
  prefer: string;
  /** Its other forms that are fine (plural, definite, inflected), for the writer. */
  forms?: readonly string[];
  avoid: readonly (string | AvoidedForm)[];
  /** Why, in a sentence, for the writer. */
  note?: string;
}

export type TermList = readonly TermEntry[];

export interface TermHit {
  /** The text as found. */
  found: string;
  /** The avoided form (or its label) that matched. */
  form: string;
  prefer: string;
  concept: string;
  /** Offset in the scanned text. */
  index: number;
}

const LETTER = '[\\p{L}\\p{N}_]';
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The regular expression of one avoided form: its pattern, or the plain form as whole words. */
export function avoidedRegExp(a: string | AvoidedForm): RegExp {
  const f: AvoidedForm = typeof a === 'string' ? { form: a } : a;
  const source = f.pattern ?? `(?<!${LETTER})${escape(f.form).replace(/ /g, '\\s+')}(?!${LETTER})`;
  return new RegExp(source, f.exactCase ? 'gu' : 'giu');
}

/** Every avoided form of `list` in `text` (a lesson or a string of one language). */
export function findAvoided(list: TermList, lang: Lang, text: string): TermHit[] {
  const hits: TermHit[] = [];
  for (const entry of list) {
    if (entry.lang !== lang) continue;
    for (const a of entry.avoid) {
      for (const m of text.matchAll(avoidedRegExp(a))) {
        hits.push({ found: m[0], form: typeof a === 'string' ? a : a.form, prefer: entry.prefer, concept: entry.concept, index: m.index ?? 0 });
      }
    }
  }
  return hits.sort((x, y) => x.index - y.index);
}

/** What a reader of a UI string sees: its text without placeholders ({{pot}}) and formatter markup ([der {{card}}]). */
export function stringText(value: string): string {
  return value.replace(/\[(\p{L}+):\w+\]/gu, '$1').replace(/\{\{\s*\w+\s*\}\}/g, ' ').replace(/[[\]]/g, ' ');
}

/** What a reader of a lesson sees: MDX without frontmatter keys, imports, tags' attributes and expressions. */
export function lessonText(mdx: string): string {
  return mdx
    .replace(/^---\n[\s\S]*?\n---\n/, (fm) => fm.replace(/^(\w+):/gm, ' ').replace(/---/g, ' '))
    .replace(/^(import|export) .*$/gm, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\{[^{}]*\}/g, ' ');
}
