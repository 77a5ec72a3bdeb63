/**
 * Issue 17: a lesson states no number that the engine can compute without taking it from the engine. The rule figures
 * of Hindersche, Handjass and Bugami were replaced by `<EngineValue>`; this test keeps them from being typed again. For
 * each game a short list of patterns, each a rule figure as the lessons used to type it, must not match any lesson
 * (title and description included) once the `<EngineValue .../>` tags are taken out. Card names ("8 7 6"), lesson
 * numbers, example scores and the glossary's names ("alle auf 35") stay allowed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/i18n/languages';

const root = fileURLToPath(new URL('../../content', import.meta.url));

const FORBIDDEN: Record<string, { pattern: RegExp; was: string }[]> = {
  hindersche: [
    { pattern: /\b(36|140|136)\b/, was: 'the pack and its points' },
    { pattern: /\b100\b/, was: 'the march' },
    { pattern: /(?<!(all-|alle auf |alla på ))\b35\b/i, was: 'all level (except in the glossary name all-35)' },
    { pattern: /\b(nine|neun|nio) (tricks|Stiche|stick)/i, was: 'the tricks of a deal' },
    { pattern: /\b(four|vier|fyra) (games|Partien|omgångar)\b/i, was: 'the games of a rubber' },
    { pattern: /\b(adds|bringt|ger) (three|drei|tre)\b/i, was: 'a march in phase 1' },
    { pattern: /\b(adds|bringt|ger) (four|vier|fyra)\b/i, was: 'all level in phase 1' },
    { pattern: /\b(4|5|6|7), (4|5|6|7) (or|oder|eller) (4|5|6|7)\b/, was: 'the slates that end phase 1' },
    { pattern: /\b(until|bis|tills) (four|vier|fyra)\b/i, was: 'the marks that end phase 1' },
    { pattern: /(packets of|zu je|Päckchen zu) (three|drei)\b|\btre (i taget|åt gången)/i, was: 'the packets of the deal' },
    { pattern: /(four times|viermal|fyra gånger)/i, was: 'the settlement among the four players' },
  ],
  handjass: [
    { pattern: /\b(157|152|62|26|21|25|36)\b/, was: 'points, the line, the Buur, the pack' },
    { pattern: /\b(11|14|20|30|50|90|100|120|200)\b/, was: 'card points, Weis and Stöck' },
    { pattern: /\*\*(seven|sieben|sju|two|zwei|två)\*\*/i, was: 'the target and the strokes per deal' },
    { pattern: /(reaches|reach|reached|erreicht|erreichen|når|nått)( a net of| netto)? (seven|sieben|die Sieben|sju)\b/i, was: 'the target' },
    { pattern: /\b(three|drei|dreien|tre) (at a time|i taget)|zu je dreien/i, was: 'the packets of the deal' },
    { pattern: /\b(packets of nine|Päckchen zu neun|paket om nio)\b/i, was: 'hand size' },
    { pattern: /\b(two strokes|zwei Striche|två streck)\b/i, was: 'the strokes of a deal' },
  ],
  bugami: [
    { pattern: /\b(52|53|250)\b/, was: 'the pack and the target' },
    { pattern: /\b(10|20|30|40|80|100)\b/, was: 'the scoring rules' },
    { pattern: /\b(three|drei|tre) (to|bis|till) (seven|sieben|sju)\b/i, was: 'the table sizes' },
  ],
};

const withoutFigures = (text: string) => text.replace(/<EngineValue\b[^>]*\/>/g, '').replace(/<(Widget|Check|ScoreTable|DealLayoutTable|TableDiagram)\b[^>]*\/>/g, '');

describe('lessons take their rule numbers from the engine (issue 17)', () => {
  for (const [game, patterns] of Object.entries(FORBIDDEN)) {
    it(`${game}: no lesson types a rule figure the engine gives`, () => {
      const found: string[] = [];
      for (const lang of LANGUAGES) {
        for (const file of readdirSync(join(root, lang, game)).filter((f) => f.endsWith('.mdx'))) {
          // Line breaks are only wrapping: a figure can sit across two lines.
          const text = withoutFigures(readFileSync(join(root, lang, game, file), 'utf8')).replace(/\s+/g, ' ');
          for (const { pattern, was } of patterns) {
            const m = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
            for (const hit of text.matchAll(m)) found.push(`${lang}/${game}/${file} (${was}): …${text.slice(Math.max(0, hit.index - 40), hit.index + 40)}…`);
          }
        }
      }
      expect(found).toEqual([]);
    });
  }

  it('the patterns catch the figures as the lessons used to type them', () => {
    const old: [string, string][] = [
      ['hindersche', 'Phase 1 stops the moment the slate holds four marks or more; it goes on until four marks stand'],
      ['hindersche', '- **A march** adds three. On a slate with 1, 2 or 3 marks it finishes phase 1 with 4, 5 or 6.'],
      ['hindersche', 'Seven marks can only come from all four players landing on 35.'],
      ['hindersche', 'The frame marks pile up over all four games'],
      ['hindersche', 'take all nine tricks, whatever they are worth'],
      ['handjass', 'The player who takes the last trick gets 5 more, which makes **157** in a deal.'],
      ['handjass', 'As soon as a player\'s net reaches **seven**, that player retires'],
      ['handjass', '| Four Unders | 200 |'],
      ['handjass', 'Zu viert und zu dritt gibt es **zwei** Striche pro Spiel'],
      ['bugami', 'Null pays a full 100, more than most suit bids'],
      ['bugami', 'Tre till sju personer kan spela.'],
      ['bugami', 'hands out the whole pack of 52,'],
    ];
    for (const [game, line] of old) expect(FORBIDDEN[game]!.some(({ pattern }) => pattern.test(line)), line).toBe(true);
    // A figure written through the engine and a glossary name pass.
    expect(FORBIDDEN.hindersche!.some(({ pattern }) => pattern.test(withoutFigures('The <Term id="all-35">all-35</Term> result: <EngineValue of="all-equal" /> each.')))).toBe(false);
  });
});
