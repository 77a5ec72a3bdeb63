/**
 * Norrlandsknack's lessons take their rule numbers from the engine (issue 17): every <EngineValue> in a lesson asks a question
 * the engine answers, and none of the typed numbers that were replaced creeps back in. The patterns are matched
 * against the lessons with every component tag taken out, so a figure written by <EngineValue> never counts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { lessonFigure, type FigureInput } from '../lesson/figures';

/** A word boundary that knows letters beyond ASCII (JavaScript's \\b does not: "über", "på"), and a space that may be a line break. */
const B = '(?:(?<=[\\p{L}\\p{N}])(?![\\p{L}\\p{N}])|(?<![\\p{L}\\p{N}])(?=[\\p{L}\\p{N}]))';
const words = (re: RegExp) => new RegExp(re.source.replace(/\\b/g, B).replace(/ /g, '\\s+'), `${re.flags}u`);

/** Typed rule numbers the lessons used to state, per language: each is now an <EngineValue>. */
const FORBIDDEN: Record<'en' | 'de' | 'sv', RegExp[]> = {
  en: [/\bthree, four or five\b/i, /\b(three|3) to (five|5)\b/i, /\b52\b/, /\*\*(10 points|0|1|Three cards|Two more cards)\*\*/, /\b(holds|keep all) six\b/, /\ball five\b/, /\bfive (cards|points|tricks)\b/i, /\b(above|on|to|up to|Near) (10|0|1)\b/, /\bby five\b/, /\bnot to 12\b/, /\bone (more )?stake\b/i],
  de: [/\bzu dritt, zu viert oder zu fünft\b/, /\b(drei|3) bis (fünf|5)\b/i, /\b52\b/, /\*\*(10 Punkten|0|1|Drei Karten|Zwei weitere Karten)\*\*/, /\b(hält|alle) sechs\b/, /\balle fünf\b/, /\bfünf (Karten|Punkte|Stiche)\b/i, /\b(über|auf|bis|Nahe|mit) (10|0|1)\b/, /\bum fünf\b/, /\bnicht auf 12\b/, /\beinen Einsatz pro\b/, /\bZu Beginn legt jeder einen\b/, /\*\*Ein weiterer Einsatz\*\*/],
  sv: [/\btre, fyra eller fem\b/, /\b(tre|3) till (fem|5)\b/i, /\b52\b/, /\*\*(10 poäng|0|1|Tre kort|Två kort till)\*\*/, /\b(med|har|alla) sex\b/, /\balla fem\b/, /\bfem (kort|poäng|stick)\b/i, /\b(över|på|till|Nära) (10|0|1)\b/, /\binte på 12\b/, /\ben tia överst\b/, /\ben insats var\b/, /\*\*En insats till\*\*/],
};
for (const list of Object.values(FORBIDDEN)) list.splice(0, list.length, ...list.map(words));

const root = fileURLToPath(new URL('../../../../content', import.meta.url));
const lessons = (lang: string) =>
  readdirSync(`${root}/${lang}/norrlandsknack`)
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => ({ f, text: readFileSync(`${root}/${lang}/norrlandsknack/${f}`, 'utf8') }));
/** The lesson as a reader's text: no component tags, no front-matter fields other than title and description. */
export const readable = (text: string) => text.replace(/<[A-Z]\w*\b[^>]*\/>/g, ' ').replace(/^(order|skills|minutes):.*$/gm, '');

describe('Norrlandsknack lessons: numbers from the engine', () => {
  it('every <EngineValue> asks a question the engine answers', () => {
    let seen = 0;
    for (const lang of ['en', 'de', 'sv']) {
      for (const { f, text } of lessons(lang)) {
        for (const m of text.matchAll(/<EngineValue([^>]*)\/>/g)) {
          const attrs = Object.fromEntries([...m[1]!.matchAll(/(\w+)(?:=(?:"([^"]*)"|\{(\d+)\}))?/g)].map((a) => [a[1], a[2] ?? (a[3] ? Number(a[3]) : true)]));
          expect(lessonFigure(attrs as unknown as FigureInput).ok, `${lang}/${f}: ${m[0]}`).toBe(true);
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
    expect(FORBIDDEN.en.some((re) => re.test("Everyone starts the game on **10 points**."))).toBe(true);
    expect(FORBIDDEN.de.some((re) => re.test("wenn jemand auf 1 steht"))).toBe(true);
    expect(FORBIDDEN.sv.some((re) => re.test("Det spelas fem stick"))).toBe(true);
  });
});
