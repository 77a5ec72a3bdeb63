/**
 * Issue 17's guard for a game's lessons, shared by the games' own tests: every `<EngineValue>` in a lesson asks a
 * question the game's engine answers, and none of the typed rule numbers that were replaced creeps back in. The
 * patterns are matched against the lessons with every component tag taken out, so a figure written by
 * `<EngineValue>` never counts; `\b` in a pattern is a word boundary that knows letters beyond ASCII, and a space in
 * a pattern may be a line break.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

type Lang = 'en' | 'de' | 'sv';
const LANGS: Lang[] = ['en', 'de', 'sv'];

/** A word boundary that knows letters beyond ASCII (JavaScript's \b does not: "über", "på"). */
const B = '(?:(?<=[\\p{L}\\p{N}])(?![\\p{L}\\p{N}])|(?<![\\p{L}\\p{N}])(?=[\\p{L}\\p{N}]))';
export const words = (re: RegExp) => new RegExp(re.source.replace(/\\b/g, B).replace(/ /g, '\\s+'), `${re.flags}u`);

const root = fileURLToPath(new URL('../../content', import.meta.url));
const lessons = (game: string, lang: string) =>
  readdirSync(`${root}/${lang}/${game}`)
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => ({ f, text: readFileSync(`${root}/${lang}/${game}/${f}`, 'utf8') }));

/** The lesson as a reader's text: no component tags, no front-matter fields other than title and description. */
export const readable = (text: string) => text.replace(/<[A-Z]\w*\b[^>]*\/>/g, ' ').replace(/^(order|skills|minutes):.*$/gm, '');

/** Every `<EngineValue .../>` in a game's lessons, with its attributes as the component receives them. */
export function engineValuesOf(game: string): { where: string; attrs: Record<string, unknown> }[] {
  const found: { where: string; attrs: Record<string, unknown> }[] = [];
  for (const lang of LANGS)
    for (const { f, text } of lessons(game, lang))
      for (const m of text.matchAll(/<EngineValue([^>]*)\/>/g)) {
        const attrs = Object.fromEntries([...m[1]!.matchAll(/(\w+)(?:=(?:"([^"]*)"|\{(-?\d+)\}))?/g)].map((a) => [a[1], a[2] ?? (a[3] ? Number(a[3]) : true)]));
        found.push({ where: `${lang}/${f}: ${m[0]}`, attrs });
      }
  return found;
}

/** Asserts that the game's engine answers every `<EngineValue>` of its lessons, and that there are at least `atLeast`. */
export function expectEveryEngineValueAnswered(game: string, lessonFigure: (query: never) => { ok: boolean }, atLeast: number) {
  const all = engineValuesOf(game);
  for (const { where, attrs } of all) expect(lessonFigure(attrs as never).ok, where).toBe(true);
  expect(all.length).toBeGreaterThanOrEqual(atLeast);
}

export function describeLessonNumbers(o: {
  game: string;
  name: string;
  lessonFigure: (query: never) => { ok: boolean };
  /** The typed rule numbers the lessons used to state, per language. */
  forbidden: Record<Lang, RegExp[]>;
  /** Old sentences each list must catch (so a pattern cannot silently match nothing). */
  examples: Record<Lang, string>;
  /** How many EngineValue tags the lessons hold at the least. */
  atLeast: number;
}) {
  const forbidden = Object.fromEntries(LANGS.map((l) => [l, o.forbidden[l].map(words)])) as Record<Lang, RegExp[]>;
  describe(`${o.name} lessons: numbers from the engine`, () => {
    it('every <EngineValue> asks a question the engine answers', () => {
      expectEveryEngineValueAnswered(o.game, o.lessonFigure, o.atLeast);
    });

    for (const lang of LANGS) {
      it(`${lang}: no lesson types a rule number the engine gives`, () => {
        const found: string[] = [];
        for (const { f, text } of lessons(o.game, lang))
          for (const re of forbidden[lang]) {
            const m = readable(text).match(re);
            if (m) found.push(`${f}: "${m[0]}" (${re})`);
          }
        expect(found).toEqual([]);
      });
    }

    it('the patterns catch the typed numbers they are for', () => {
      expect(readable('<EngineValue of="x" /> and <Widget seed={52} />')).not.toMatch(/\d/);
      for (const lang of LANGS) expect(forbidden[lang].some((re) => re.test(o.examples[lang])), `${lang}: ${o.examples[lang]}`).toBe(true);
    });
  });
}
