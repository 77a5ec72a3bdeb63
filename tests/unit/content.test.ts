/**
 * Every lesson of every game with a course exists in every language, with valid frontmatter that agrees across
 * languages, skills of its own game, and widgets of its own game.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/i18n/languages';
import { GAMES } from '../../src/games';

const root = fileURLToPath(new URL('../../content', import.meta.url));

for (const game of GAMES.filter((g) => g.pages.course)) {
const lessonFiles = (lang: string) =>
  readdirSync(join(root, lang, game.id))
    .filter((f) => f.endsWith('.mdx'))
    .sort();

function frontmatter(lang: string, file: string): Record<string, string> {
  const text = readFileSync(join(root, lang, game.id, file), 'utf8');
  const m = /^---\n([\s\S]*?)\n---\n/.exec(text);
  if (!m) throw new Error(`${lang}/${file} has no frontmatter`);
  return Object.fromEntries(
    m[1]!.split('\n').map((line) => {
      const i = line.indexOf(':');
      return [line.slice(0, i).trim(), line.slice(i + 1).trim()];
    }),
  );
}

describe(`${game.id} lessons`, () => {
  it('the content folder holds exactly the site languages, and a game folder only for registered games', () => {
    expect(readdirSync(root).sort()).toEqual([...LANGUAGES].sort());
    for (const lang of LANGUAGES) for (const dir of readdirSync(join(root, lang))) expect(GAMES.map((g) => g.id)).toContain(dir);
    for (const lang of LANGUAGES) expect(existsSync(join(root, lang, game.id)), `${lang}/${game.id}`).toBe(true);
  });

  it('no lesson takes the address of one of the game\'s pages', () => {
    // /<lang>/<game>/<slug>/ is a lesson; drills/, play/, reference/ ... are pages of the same game.
    const pages = Object.keys(game.pages).filter((p) => p !== 'course');
    for (const file of lessonFiles('en')) expect(pages, `content/en/${game.id}/${file}`).not.toContain(file.replace(/\.mdx$/, ''));
  });

  it('every language has the same lesson files', () => {
    const en = lessonFiles('en');
    expect(en.length).toBeGreaterThan(0);
    for (const lang of LANGUAGES) expect(lessonFiles(lang), lang).toEqual(en);
  });

  it('order, skills and minutes agree across languages; orders are unique', () => {
    const orders = new Set<string>();
    for (const file of lessonFiles('en')) {
      const en = frontmatter('en', file);
      expect(orders.has(en.order!), `duplicate order ${en.order}`).toBe(false);
      orders.add(en.order!);
      for (const lang of LANGUAGES) {
        const fm = frontmatter(lang, file);
        expect(fm.order, `${lang}/${file} order`).toBe(en.order);
        expect(fm.skills, `${lang}/${file} skills`).toBe(en.skills);
        expect(fm.minutes, `${lang}/${file} minutes`).toBe(en.minutes);
        expect(fm.title, `${lang}/${file} title`).toBeTruthy();
        expect(fm.description, `${lang}/${file} description`).toBeTruthy();
      }
      for (const skill of en.skills!.replace(/[[\]]/g, '').split(',')) {
        expect(game.skills).toContain(skill.trim());
      }
    }
  });

  it('every lesson ends with a check, and every embedded widget exists', () => {
    const known = new Set(game.widgets.map((w) => w.id));
    const checks = new Set(game.checkWidgets);
    for (const lang of LANGUAGES) {
      for (const file of lessonFiles(lang)) {
        const text = readFileSync(join(root, lang, game.id, file), 'utf8');
        expect(text, `${lang}/${file} has no <Check>`).toMatch(/<Check widget="[\w-]+"/);
        for (const m of text.matchAll(/<(?:Check widget|Widget name)="([\w-]+)"/g)) {
          expect(known.has(m[1]!), `${lang}/${file}: unknown widget ${m[1]}`).toBe(true);
        }
        for (const m of text.matchAll(/<Check widget="([\w-]+)"/g)) expect(checks.has(m[1]!), `${lang}/${file}: ${m[1]} is no check widget`).toBe(true);
        for (const m of text.matchAll(/<Term id="([\w-]+)"/g)) {
          expect(game.glossary.some((t) => t.id === m[1]), `${lang}/${file}: unknown term ${m[1]}`).toBe(true);
        }
      }
    }
  });
});
}
