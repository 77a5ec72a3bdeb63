/**
 * Every game whose definition has `pages.slate` gets its slate page from the platform: its views.ts must export the
 * page as `Slate`, and its strings must give the page its title, description and introduction in every language.
 * (Routes, the game's navigation, the school home and the course page follow from `pages.slate`; see
 * src/shared/slate/README.md.)
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games';
import { pagePaths } from '../../src/shared/game';
import { LANGUAGES, useTranslations } from '../../src/i18n';

const withSlate = GAMES.filter((g) => g.pages.slate === true);

describe('the games with a table slate', () => {
  it('include Hindersche, and each has a route in every language', () => {
    expect(withSlate.map((g) => g.id)).toContain('hindersche');
    for (const g of withSlate.filter((x) => x.pages.course)) {
      expect(pagePaths(GAMES, 'slate').filter((p) => p.params.game === g.id).map((p) => p.params.lang)).toEqual([...LANGUAGES]);
    }
  });

  it('each exports its slate page from views.ts and names it in every language', () => {
    for (const g of withSlate) {
      const views = new URL(`../../src/games/${g.id}/views.ts`, import.meta.url);
      expect(existsSync(views), g.id).toBe(true);
      expect(readFileSync(views, 'utf8'), g.id).toMatch(/\bas Slate\b|export const Slate\b/);
      for (const lang of LANGUAGES) {
        const t = useTranslations(lang, g.id);
        for (const key of ['slate.page.title', 'slate.page.description', 'slate.page.intro']) expect(t(key), `${g.id} ${lang} ${key}`).not.toBe(key);
      }
    }
  });
});
