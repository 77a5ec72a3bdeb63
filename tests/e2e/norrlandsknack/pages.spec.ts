/**
 * Norrlandsknack's course and reference pages, one test per language (each page is written or built per language,
 * so every check runs in all three): the course, the first lesson with its widgets running and the engine's figures
 * (start, hands, talon; issue 17), the Trumfmant lesson's figure, the drills index, the reference (its deal table
 * from the engine, printed on at most two A4 pages), the glossary, the variants page (every open point with who
 * decided it) and the sources page. Each page: the page's lang, no raw i18n key or `{{`, and ONE axe scan (no axe
 * violations) for each kind of page; the Swedish test starts at the school home and follows its link to the course.
 *
 * A drill page is scanned by drills.spec.ts in every language and the play page by play.spec.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import en from '../../../src/games/norrlandsknack/i18n/en.json' with { type: 'json' };
import platform from '../../../src/i18n/en.json' with { type: 'json' };
import { dealLayout } from '../../../src/games/norrlandsknack/engine';
import { lessonFigure } from '../../../src/games/norrlandsknack/lesson/figures';
import { DECIDED_POINTS, VARIANTS } from '../../../src/games/norrlandsknack/variants';
import { printedA4Pages } from '../print';
import { expectTranslated, messageKeys } from '../translated';
import { LANGS, expectNoAxeViolations, watchErrors, type Lang } from './helpers';

const KEYS = messageKeys(en, platform);

const figure = (q: Parameters<typeof lessonFigure>[0]) => {
  const r = lessonFigure(q);
  if (!r.ok) throw new Error(r.error.detail);
  return String(r.value);
};

/** Opens a page of the game, waits for its lesson widgets (they hydrate when scrolled into view), checks its texts. */
async function visit(page: Page, lang: Lang, path: string) {
  await page.goto(`/${lang}/norrlandsknack/${path}`);
  await expect(page.locator('main')).toBeVisible();
  for (const quiz of await page.locator('.quiz').all()) {
    await quiz.scrollIntoViewIfNeeded();
    await expect(quiz).toHaveAttribute('data-ready', 'true');
  }
  await expectTranslated(page, lang, KEYS, `${lang}/${path}`);
}

for (const lang of LANGS) {
  test(`${lang}: course, lessons with the engine's figures, drills index, reference (prints on two A4 pages), glossary, variants and sources; axe on each`, async ({ page }) => {
    test.setTimeout(120_000);
    const errors = watchErrors(page);
    await test.step('course', async () => {
      if (lang === 'sv') {
        // The school home lists Norrlandsknack and its course opens.
        await page.goto('/sv/');
        await page.locator('a[href="/sv/norrlandsknack/"]').first().click();
        await expect(page.locator('h1')).toContainText('Norrlandsknack');
        // The lessons are listed (the outline island adds the learner's ticks when it runs).
        await expect(page.locator('main a[href="/sv/norrlandsknack/the-game/"]')).toBeVisible({ timeout: 15_000 });
        await expect(page.locator('main a[href="/sv/norrlandsknack/tactics/"]')).toBeVisible();
        await expectTranslated(page, lang, KEYS, `${lang} course`);
      } else await visit(page, lang, '');
      await expectNoAxeViolations(page, `${lang}/`);
    });
    await test.step('lessons: widgets running, the engine\'s figures', async () => {
      await visit(page, lang, 'the-game/');
      await expectNoAxeViolations(page, `${lang}/the-game/`);
      const texts = await page.locator('main .engine-value').allTextContents();
      expect(texts.length).toBeGreaterThan(0);
      for (const q of [{ of: 'start' }, { of: 'hand' }, { of: 'dealer-hand' }, { of: 'talon', players: 4 }] as const) expect(texts).toContain(figure(q));
      await page.goto(`/${lang}/norrlandsknack/trumfmant/`);
      expect(await page.locator('main .engine-value').allTextContents()).toContain(figure({ of: 'trumfmant' }));
    });
    await test.step('drills index', async () => {
      await visit(page, lang, 'drills/');
      await expectNoAxeViolations(page, `${lang}/drills/`);
    });
    await test.step('reference: the engine\'s deal table, two A4 pages', async () => {
      await visit(page, lang, 'reference/');
      await expectNoAxeViolations(page, `${lang}/reference/`);
      const rows = page.locator('[data-table="deal"] tbody tr');
      await expect(rows).toHaveCount(3);
      for (let i = 0; i < 3; i++) {
        const l = dealLayout(3 + i);
        if (!l.ok) throw new Error('layout');
        const cells = await rows.nth(i).locator('td').allTextContents();
        expect(cells.map(Number)).toEqual([l.value.dealt, l.value.dealer_hand_size, l.value.talon, l.value.max_buy_demand]);
      }
      const pages = await printedA4Pages(page);
      expect(pages).toBeGreaterThanOrEqual(1);
      expect(pages).toBeLessThanOrEqual(2);
      await page.emulateMedia({ media: null });
    });
    await test.step('glossary', async () => {
      await visit(page, lang, 'glossary/');
      await expectNoAxeViolations(page, `${lang}/glossary/`);
    });
    await test.step('variants and sources: every open point with who decided it', async () => {
      await visit(page, lang, 'variants/');
      await expectNoAxeViolations(page, `${lang}/variants/`);
      for (const v of VARIANTS) {
        const section = page.locator(`[data-vp="${v.key}"]`);
        await expect(section.locator('[data-default]'), v.key).toHaveCount(1);
        await expect(section.locator('[data-default]')).toHaveAttribute('data-source', v.options.find((o) => o.isDefault)?.source ?? '');
      }
      for (const p of DECIDED_POINTS) await expect(page.locator(`[data-vp="${p.key}"] [data-source="${p.source}"]`), p.key).toHaveCount(1);
      await visit(page, lang, 'sources/');
      await expectNoAxeViolations(page, `${lang}/sources/`);
      const items = page.locator('.sources-decided li');
      await expect(items).toHaveCount(VARIANTS.length + DECIDED_POINTS.length);
      await expect(items.first()).toContainText('OP1');
      await expect(page.locator('main')).not.toContainText(/differ\.source|vp\.\w+\.(title|reading)/);
    });
    expect(errors).toEqual([]);
  });
}
