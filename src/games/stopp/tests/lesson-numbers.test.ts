/**
 * Stopp's lessons take their rule numbers from the engine (issue 17): every <EngineValue> in a lesson asks a question
 * the engine answers, and none of the typed numbers that were replaced creeps back in. The patterns are matched
 * against the lessons with every component tag taken out, so a figure written by <EngineValue> never counts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { lessonFigure, type FigureQuery } from '../lesson/figures';

/** A word boundary that knows letters beyond ASCII (JavaScript's \\b does not: "über", "på"), and a space that may be a line break. */
const B = '(?:(?<=[\\p{L}\\p{N}])(?![\\p{L}\\p{N}])|(?<![\\p{L}\\p{N}])(?=[\\p{L}\\p{N}]))';
const words = (re: RegExp) => new RegExp(re.source.replace(/\\b/g, B).replace(/ /g, '\\s+'), `${re.flags}u`);

/** Typed rule numbers the lessons used to state, per language: each is now an <EngineValue>. */
const FORBIDDEN: Record<'en' | 'de' | 'sv', RegExp[]> = {
  en: [/\b(three|3) to (six|6)\b/i, /\b52\b/, /\bten (coins|units)\b/i, /\bsix (cards|each|of your)\b/i, /\b(34|16|30)\b/, /\bsixteen\b/i, /\bone unit\b/i],
  de: [/\b(drei|3) bis (sechs|6)\b/i, /\b52\b/, /\bzehn (Münzen|Einheiten)\b/i, /\bsechs (Karten|für jeden|deiner)\b/i, /\b(34|16|30)\b/, /\bsechzehn\b/i, /\bein Einsatz je\b/i],
  sv: [/\b(tre|3) till (sex|6)\b/i, /\b52\b/, /\btio (enkronor|enheter)\b/i, /\bsex (kort|var|av dina)\b/i, /\b(34|16|30)\b/, /\bsexton\b/i, /\ben enhet per\b/i],
};
for (const list of Object.values(FORBIDDEN)) list.splice(0, list.length, ...list.map(words));

const root = fileURLToPath(new URL('../../../../content', import.meta.url));
const lessons = (lang: string) =>
  readdirSync(`${root}/${lang}/stopp`)
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => ({ f, text: readFileSync(`${root}/${lang}/stopp/${f}`, 'utf8') }));
/** The lesson as a reader's text: no component tags, no front-matter fields other than title and description. */
export const readable = (text: string) => text.replace(/<[A-Z]\w*\b[^>]*\/>/g, ' ').replace(/^(order|skills|minutes):.*$/gm, '');

describe('Stopp lessons: numbers from the engine', () => {
  it('every <EngineValue> asks a question the engine answers', () => {
    let seen = 0;
    for (const lang of ['en', 'de', 'sv']) {
      for (const { f, text } of lessons(lang)) {
        for (const m of text.matchAll(/<EngineValue([^>]*)\/>/g)) {
          const attrs = Object.fromEntries([...m[1]!.matchAll(/(\w+)(?:=(?:"([^"]*)"|\{(\d+)\}))?/g)].map((a) => [a[1], a[2] ?? (a[3] ? Number(a[3]) : true)]));
          expect(lessonFigure(attrs as unknown as FigureQuery).ok, `${lang}/${f}: ${m[0]}`).toBe(true);
          seen++;
        }
      }
    }
    expect(seen).toBeGreaterThan(20);
  });

  for (const lang of ['en', 'de', 'sv'] as const) {
    it(`${lang}: no lesson types a rule number the engine gives`, () => {
      const found: string[] = [];
      for (const { f, text } of lessons(lang)) for (const re of FORBIDDEN[lang]) {
        const m = readable(text).match(re);
        if (m) found.push(`${f}: "${m[0]}" (${re})`);
      }
      expect(found).toEqual([]);
    });
  }

  it('the patterns catch the typed numbers they are for', () => {
    expect(readable('<EngineValue of="x" /> and <Widget seed={52} />')).not.toMatch(/\d/);
    expect(FORBIDDEN.en.some((re) => re.test("Three to six people can play, with an ordinary pack of 52 cards"))).toBe(true);
    expect(FORBIDDEN.de.some((re) => re.test("Zu dritt sind das 34 Karten"))).toBe(true);
    expect(FORBIDDEN.sv.some((re) => re.test("en enhet per kort"))).toBe(true);
  });
});
