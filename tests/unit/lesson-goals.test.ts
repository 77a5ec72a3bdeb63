/**
 * A lesson's "You will learn" box says what the learner will be able to do: each skill a lesson names has a goal
 * sentence (`skill.<id>.goal`) in every language, which is neither the skill's name nor any lesson's title. Required
 * for every skill of every game with a course.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games';
import { LANGUAGES } from '../../src/i18n/languages';

const root = new URL('../..', import.meta.url).pathname;
const strings = (game: string, lang: string): Record<string, string> => JSON.parse(readFileSync(join(root, 'src/games', game, 'i18n', `${lang}.json`), 'utf8'));
const titles = (game: string, lang: string): string[] => {
  const dir = join(root, 'content', lang, game);
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.mdx'));
  } catch {
    return [];
  }
  return files.map((f) => /^title:\s*(.+)$/m.exec(readFileSync(join(dir, f), 'utf8'))?.[1]?.replace(/^["']|["']$/g, '').trim() ?? '');
};
const norm = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

describe('"You will learn" says what the learner will be able to do', () => {
  for (const game of GAMES.filter((g) => g.pages.course)) {
    it(`${game.id}: a goal for every skill, in every language, that is not a title`, () => {
      for (const lang of LANGUAGES) {
        const s = strings(game.id, lang);
        const lessonTitles = new Set(titles(game.id, lang).map(norm));
        for (const skill of game.skills) {
          const goal = s[`skill.${skill}.goal`];
          expect(goal, `${lang}: skill.${skill}.goal`).toBeTruthy();
          expect(norm(goal ?? ''), `${lang}: the goal of ${skill} is its name`).not.toBe(norm(s[`skill.${skill}`] ?? ''));
          expect(lessonTitles.has(norm(goal ?? '')), `${lang}: the goal of ${skill} is a lesson title`).toBe(false);
        }
      }
    });
  }
});
