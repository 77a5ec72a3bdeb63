/**
 * Every game's words: for each registered game whose course is published and that keeps a term list
 * (`src/games/<id>/terms.ts`), no lesson, UI string or glossary name of a language uses a form its list avoids.
 * Games still being written keep their lists too; they are checked for shape now and for their texts once their
 * course is published.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { gameResources, LANGUAGES } from '../../src/i18n';
import { GAMES } from '../../src/games';
import { avoidedRegExp, findAvoided, lessonText, stringText, type TermList } from '../../src/shared/terms';

const root = fileURLToPath(new URL('../..', import.meta.url));
const lists = Object.fromEntries(
  Object.entries(import.meta.glob<TermList>('../../src/games/*/terms.ts', { eager: true, import: 'TERMS' })).map(([path, list]) => [
    /games\/([^/]+)\/terms\.ts$/.exec(path)![1]!,
    list,
  ]),
);

describe('term lists', () => {
  it('every list is well formed: known languages, a preferred word, avoided forms that compile and do not match the preferred word', () => {
    expect(Object.keys(lists).length).toBeGreaterThan(0);
    for (const [game, list] of Object.entries(lists)) {
      expect(list.length, game).toBeGreaterThan(0);
      for (const e of list) {
        expect(LANGUAGES as readonly string[], `${game}: ${e.concept}`).toContain(e.lang);
        expect(e.prefer.trim(), `${game}: ${e.concept}`).not.toBe('');
        expect(e.avoid.length, `${game}: ${e.concept}`).toBeGreaterThan(0);
        for (const a of e.avoid) {
          const re = avoidedRegExp(a);
          for (const ok of [e.prefer, ...(e.forms ?? [])]) expect(ok.match(re), `${game} ${e.lang}: "${ok}" is both preferred and avoided`).toBeNull();
        }
      }
    }
  });

  it('finds an avoided form, names it and its preferred word, and leaves the preferred word alone', () => {
    const list: TermList = [
      { concept: 'playoff', lang: 'de', prefer: 'Stechen', avoid: [{ form: 'stechen', exactCase: true }] },
      { concept: 'ten', lang: 'sv', prefer: 'tia', avoid: [{ form: 'spader tio', pattern: '(spader|hjärter) tio(?!\\p{L})' }] },
    ];
    expect(findAvoided(list, 'de', 'Das Stechen entscheidet.')).toEqual([]);
    expect(findAvoided(list, 'de', 'Sie stechen um den Strich.').map((h) => [h.found, h.prefer])).toEqual([['stechen', 'Stechen']]);
    expect(findAvoided(list, 'sv', 'Anna spelar hjärter tio och spader tia.').map((h) => h.found)).toEqual(['hjärter tio']);
    expect(findAvoided(list, 'en', 'stechen')).toEqual([]);
    expect(lessonText('---\ntitle: Stechen\n---\n<Term id="stechen">Stechen</Term> {x > 1}')).not.toMatch(/stechen|title/);
  });
});

for (const game of GAMES.filter((g) => g.pages.course && lists[g.id])) {
  const list = lists[game.id]!;
  describe(`${game.id}: the words of its texts`, () => {
    for (const lang of LANGUAGES) {
      it(`${lang}: lessons, UI strings and glossary names use no avoided form`, () => {
        const problems: string[] = [];
        const report = (where: string, text: string) => {
          for (const h of findAvoided(list, lang, text)) problems.push(`${where}: "${h.found}" (${h.concept}): write "${h.prefer}"`);
        };
        const dir = join(root, 'content', lang, game.id);
        for (const file of readdirSync(dir).filter((f) => f.endsWith('.mdx')).sort()) {
          report(`content/${lang}/${game.id}/${file}`, lessonText(readFileSync(join(dir, file), 'utf8')));
        }
        for (const [key, value] of Object.entries(gameResources[game.id]?.[lang] ?? {})) report(`src/games/${game.id}/i18n/${lang}.json ${key}`, stringText(value));
        if (lang !== 'en') for (const t of game.glossary) report(`glossary ${t.id} (${lang} name)`, t.names[lang] ?? '');
        expect(problems).toEqual([]);
      });
    }
  });
}
