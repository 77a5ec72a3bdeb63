/**
 * Drill feedback says its verdict once: the quiz frame writes "Right!" / "Not quite." (platform quiz.right,
 * quiz.wrong) and then the drill's own summary sentence, so no summary may open with a verdict word of its own
 * ("Right! Right: Lurk." was the bug). Checked for every game's summary keys in en, de and sv.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const langs = ['en', 'de', 'sv'] as const;
const verdictWords: Record<(typeof langs)[number], RegExp> = {
  en: /^(right|wrong|correct|not quite|incorrect)\b/i,
  de: /^(richtig|falsch|nicht ganz|genau)\b/i,
  sv: /^(rätt|fel|riktigt|inte riktigt|inte helt)\b/i,
};
const games = readdirSync('src/games', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);

describe('drill summaries never repeat the verdict', () => {
  for (const game of games) {
    for (const lang of langs) {
      it(`${game} ${lang}`, () => {
        const strings = JSON.parse(readFileSync(`src/games/${game}/i18n/${lang}.json`, 'utf8')) as Record<string, string>;
        const doubled = Object.entries(strings)
          .filter(([key]) => /(^|\.)summary(\.|$)/.test(key))
          .filter(([, text]) => typeof text === 'string' && verdictWords[lang].test(text.trim()))
          .map(([key, text]) => `${key}: ${text}`);
        expect(doubled).toEqual([]);
      });
    }
  }
});
