/**
 * Stopp's course and reference pages, one test per language (the lessons are written per language, so the course
 * checks run in all three): the course lists the lessons in order, every lesson has a widget in its text and a
 * working check at the end, the first lesson and the paying lesson show the engine's figures (issue 17), and every
 * page visited has the page's lang and no raw i18n key or `{{`.
 *
 * The other checks each run in the language they always ran in, inside that language's test so that no page is
 * opened twice: axe on the course, the first lesson, the drills index, the reference and the glossary (English), on
 * the paying lesson and the variants page (Swedish), and on a drill and the sources page (German); the school home
 * shows Stopp and the glossary uses the game's own words (Swedish); the reference tables come from the engine
 * (English) and the reference prints on at most two A4 pages (German); the variants and sources pages list every
 * open point with who decided it and link each other reading to a drill or the table (German, Swedish). Each game's
 * drill pages are also scanned by drills.spec.ts in every language, and tests/e2e/a11y.spec.ts scans one page of
 * every kind in one language a day.
 */
import { expect, test, type Page } from '@playwright/test';
import en from '../../../src/games/stopp/i18n/en.json' with { type: 'json' };
import platform from '../../../src/i18n/en.json' with { type: 'json' };
import { lessonFigure } from '../../../src/games/stopp/lesson/figures';
import { printedA4Pages } from '../print';
import { expectTranslated, messageKeys } from '../translated';
import { expectNoAxeViolations, LANGS, watchErrors, type Lang } from './helpers';

const LESSONS = ['the-game', 'the-pile', 'going-out', 'paying', 'playing-well'];
const KEYS = messageKeys(en, platform);

/** The pages axe scans in each language (each was scanned in that language before these tests were merged). */
const AXE: Record<Lang, string[]> = {
  en: ['', 'the-game/', 'drills/', 'reference/', 'glossary/'],
  de: ['drills/capital-board/?seed=5&level=2', 'sources/'],
  sv: ['paying/', 'variants/'],
};

const figure = (q: Parameters<typeof lessonFigure>[0]) => {
  const r = lessonFigure(q);
  if (!r.ok) throw new Error(r.error.detail);
  return String(r.value);
};

/** Opens a page of the game and checks its texts; axe when the page is in this language's list. */
async function visit(page: Page, lang: Lang, path: string) {
  await page.goto(`/${lang}/stopp/${path}`);
  await expect(page.locator('main')).toBeVisible();
  await expectTranslated(page, lang, KEYS, `${lang}/stopp/${path}`);
  if (AXE[lang].includes(path)) {
    const quiz = page.locator('.quiz').first();
    if ((await quiz.count()) > 0) {
      await quiz.scrollIntoViewIfNeeded();
      await expect(quiz).toHaveAttribute('data-ready', 'true');
    }
    await expectNoAxeViolations(page, `/${lang}/stopp/${path}`);
  }
}

for (const lang of LANGS) {
  test(`${lang}: the course lists the lessons in order, every lesson ends with a working check, the engine's figures, and the reference pages`, async ({ page }) => {
    test.setTimeout(120_000);
    const errors = watchErrors(page);
    if (lang === 'sv') {
      await test.step('the school home shows Stopp', async () => {
        await page.goto('/sv/');
        await expect(page.locator('a[href="/sv/stopp/"]').first()).toBeVisible();
      });
    }
    await test.step('course and lessons', async () => {
      await visit(page, lang, '');
      const links = page.locator(`main a[href^="/${lang}/stopp/"]`);
      const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      const order = LESSONS.map((s) => hrefs.indexOf(`/${lang}/stopp/${s}/`));
      expect(order.every((i) => i >= 0)).toBe(true);
      expect([...order].sort((a, b) => a - b)).toEqual(order);
      for (const slug of LESSONS) {
        await visit(page, lang, `${slug}/`);
        // Lesson widgets start when they scroll into view.
        await page.locator('.lesson-check .quiz').scrollIntoViewIfNeeded();
        await expect(page.locator('.lesson-check .quiz')).toHaveAttribute('data-ready', 'true');
        // A widget inside the text as well as the check at the end.
        expect(await page.locator('main .widget').count()).toBeGreaterThanOrEqual(2);
        // The engine's figures: the cards set aside, the hand and the capital; the money in play with three.
        const texts = await page.locator('main .engine-value').allTextContents();
        if (slug === 'the-game') for (const q of [{ of: 'set-aside', players: 3 }, { of: 'set-aside', players: 6 }, { of: 'hand' }, { of: 'capital' }] as const) expect(texts).toContain(figure(q));
        if (slug === 'paying') expect(texts).toContain(figure({ of: 'money', players: 3 }));
      }
    });
    await test.step('drills', async () => {
      for (const path of ['drills/', 'drills/capital-board/?seed=5&level=2']) if (AXE[lang].includes(path)) await visit(page, lang, path);
    });
    await test.step('reference', async () => {
      await visit(page, lang, 'reference/');
      if (lang === 'en') {
        // The reference tables come from the engine.
        const rows = page.locator('[data-table-sizes] tbody tr');
        await expect(rows).toHaveCount(4);
        await expect(rows.nth(0)).toContainText('18');
        await expect(rows.nth(0)).toContainText('34');
        await expect(rows.nth(3)).toContainText('36');
        await expect(rows.nth(3)).toContainText('16');
        await expect(page.locator('[data-source-example]')).toHaveAttribute('data-turned', '5');
        await expect(page.locator('[data-settlement-example] tbody tr')).toHaveCount(4);
        // Capital plus pot is 40 for four players, before and after the settlement (review S1).
        await expect(page.locator('.ref-note').filter({ hasText: 'together' })).toHaveText([/10, 3, 7,? and 10.* 10 units in the pot.* 40 together/, /Pot afterwards: 16\. Capital and pot together: 40/]);
        // Who deals first and next, and who leads (review S2).
        await expect(page.getByText(/first dealer is chosen by lot/)).toBeVisible();
      }
      if (lang === 'de') {
        // The reference prints on at most two A4 pages.
        const pages = await printedA4Pages(page);
        expect(pages).toBeGreaterThan(0);
        expect(pages).toBeLessThanOrEqual(2);
        await page.emulateMedia({ media: null });
      }
    });
    await test.step('glossary, variants and sources', async () => {
      await visit(page, lang, 'glossary/');
      if (lang === 'sv') {
        // The game's own words.
        await expect(page.locator('#turn-away')).toContainText('Vända bort högen');
        await expect(page.locator('[data-term="pot"]')).toContainText('Pott');
      }
      await visit(page, lang, 'variants/');
      if (lang === 'de') {
        // Nine open points with rule options, then three points played one way: the first dealer and the empty pot
        // (the specification's defaults) and two players left (our own decision).
        expect(await page.locator('[data-vp]').count()).toBe(12);
        await expect(page.locator('section[data-vp="two_players"] [data-source="ours"]')).toHaveCount(1);
        await expect(page.locator('section[data-vp="first_dealer"] [data-source="spec"]')).toHaveCount(1);
        await expect(page.locator('section[data-vp="dealer_rotation"] [data-default][data-source="spec"]')).toHaveCount(1);
        await expect(page.locator('section[data-vp="pot_payout"] [data-default][data-source="source"]')).toHaveCount(1);
        // The readings a drill shows open the drills; who deals and leads next, the deal and the spoken "Stopp" the table.
        expect(await page.locator('a[data-drills-link]').count()).toBe(5);
        await expect(page.locator('a[data-play-link]')).toHaveCount(4);
        await expect(page.locator('section[data-vp="stopp_call"] a[data-play-link]')).toHaveAttribute('href', '/de/stopp/play/?rules=stopp_call-automatic');
      }
      await visit(page, lang, 'sources/');
      if (lang === 'sv') {
        await expect(page.locator('[data-points] li')).toHaveCount(12);
        await expect(page.locator('[data-points] li[data-point="two_players"]')).toHaveAttribute('data-source', 'ours');
      }
    });
    expect(errors).toEqual([]);
  });
}
