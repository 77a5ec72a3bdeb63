/** Every lesson exists in every language, with valid frontmatter that agrees across languages. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/i18n/languages';
import { SKILLS } from '../../src/games/hindersche/skills';
import { WIDGETS } from '../../src/games/hindersche/widgets/registry';

const root = fileURLToPath(new URL('../../content', import.meta.url));
const lessonFiles = (lang: string) =>
  readdirSync(join(root, lang, 'hindersche'))
    .filter((f) => f.endsWith('.mdx'))
    .sort();

function frontmatter(lang: string, file: string): Record<string, string> {
  const text = readFileSync(join(root, lang, 'hindersche', file), 'utf8');
  const m = /^---\n([\s\S]*?)\n---\n/.exec(text);
  if (!m) throw new Error(`${lang}/${file} has no frontmatter`);
  return Object.fromEntries(
    m[1]!.split('\n').map((line) => {
      const i = line.indexOf(':');
      return [line.slice(0, i).trim(), line.slice(i + 1).trim()];
    }),
  );
}

describe('lessons', () => {
  it('the content folder holds exactly the site languages', () => {
    expect(readdirSync(root).sort()).toEqual([...LANGUAGES].sort());
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
        expect(SKILLS as readonly string[]).toContain(skill.trim());
      }
    }
  });

  it('every lesson ends with a check, and every embedded widget exists', () => {
    const known = new Set(WIDGETS.map((w) => w.id));
    for (const lang of LANGUAGES) {
      for (const file of lessonFiles(lang)) {
        const text = readFileSync(join(root, lang, 'hindersche', file), 'utf8');
        expect(text, `${lang}/${file} has no <Check>`).toMatch(/<Check widget="[\w-]+"/);
        for (const m of text.matchAll(/<(?:Check widget|Widget name)="([\w-]+)"/g)) {
          expect(known.has(m[1]!), `${lang}/${file}: unknown widget ${m[1]}`).toBe(true);
        }
      }
    }
  });
});
