/**
 * President's lessons take their rule numbers from the engine (issue 17): every <EngineValue> in a lesson asks a question
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
  en: [/\b(three|3) to (six|6)\b/i, /\b52\b/, /\b13 (cards|Karten|kort)\b/, /\b18, 17\b/, /\b11, 11\b/, /\b9, 9\b/, /\b(three|3|two|2) (highest|lowest)\b/i, /\*\*(two|one)\*\* cards?/, /\btwo or more cards\b/, /\b4, 3, 2, 1\b/, /\b2, 1 and 0\b/, /\bten points\b/, /\b15\b/, /\bto 11\b/, /\b2-1-0\b/, /\bonly has four\b/],
  de: [/\b(drei|3) bis (sechs|6)\b/i, /\b52\b/, /\b13 (cards|Karten|kort)\b/, /\b18, 17\b/, /\b11, 11\b/, /\b9, 9\b/, /\b(drei|3|zwei|2) (höchsten|niedrigsten)\b/i, /\*\*(zwei|eine)\*\* Karten?/, /\bzwei oder mehr Karten\b/, /\b4, 3, 2, 1\b/, /\b2, 1 und 0\b/, /\bzehn Punkte\b/, /\b15\b/, /\b(zuerst|bis) 11\b/, /\b2-1-0\b/, /\bnur vier Karten\b/],
  sv: [/\b(tre|3) till (sex|6)\b/i, /\b52\b/, /\b13 (cards|Karten|kort)\b/, /\b18, 17\b/, /\b11, 11\b/, /\b9, 9\b/, /\b(tre|3|två|2) (högsta|lägsta)\b/i, /\*\*(två|ett)\*\* kort/, /\btvå eller fler kort\b/, /\b4, 3, 2, 1\b/, /\b2, 1 och 0\b/, /\btio poäng\b/, /\b15\b/, /\btill 11\b/, /\b2-1-0\b/, /\bbara har fyra kort\b/],
};
for (const list of Object.values(FORBIDDEN)) list.splice(0, list.length, ...list.map(words));

const root = fileURLToPath(new URL('../../../../content', import.meta.url));
const lessons = (lang: string) =>
  readdirSync(`${root}/${lang}/president`)
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => ({ f, text: readFileSync(`${root}/${lang}/president/${f}`, 'utf8') }));
/** The lesson as a reader's text: no component tags, no front-matter fields other than title and description. */
export const readable = (text: string) => text.replace(/<[A-Z]\w*\b[^>]*\/>/g, ' ').replace(/^(order|skills|minutes):.*$/gm, '');

describe('President lessons: numbers from the engine', () => {
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
    expect(FORBIDDEN.en.some((re) => re.test("the Bottom gives his 3 highest"))).toBe(true);
    expect(FORBIDDEN.de.some((re) => re.test("zu dritt 18, 17 und 17"))).toBe(true);
    expect(FORBIDDEN.sv.some((re) => re.test("Med fem spelare blir det 4, 3, 2, 1 och 0"))).toBe(true);
  });
});
