/**
 * The course and its pages in every language, with one axe scan of each kind of page: the course outline, a lesson
 * with its check, a drill, the reference, glossary, variants and sources pages. (The play table is scanned by
 * play.spec.ts in every language.) Every language has the same steps: these pages are the language's own text, so
 * each is opened once per language; nothing is repeated within a language. German also checks the school home's
 * link to the game; English also checks that the reference's tables come from the engine and that a variant links
 * to the drills with its rules.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, LANGS, openDrill } from './helpers';

// The variants page last: in English its drills link is followed from there.
const PAGES = ['reference', 'glossary', 'sources', 'variants'] as const;

for (const lang of LANGS) {
  test(`${lang}: course, lesson, drill and reference pages have no axe violations`, async ({ page }) => {
    test.setTimeout(120_000);
    if (lang === 'de') {
      await test.step('the school home lists Handjass', async () => {
        await page.goto('/de/');
        await expect(page.locator('a[href="/de/handjass/"]').first()).toBeVisible();
      });
    }
    await page.goto(`/${lang}/handjass/`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('h1')).toBeVisible();
    const lessons = page.locator('a[href*="/handjass/"][href$="/"]').filter({ hasNotText: /^$/ });
    expect(await lessons.count()).toBeGreaterThanOrEqual(9);
    await expectNoAxeViolations(page, `${lang} course`);

    await page.goto(`/${lang}/handjass/weis/`);
    const check = page.locator('.lesson-check [data-widget="weis-builder"] .quiz');
    await check.scrollIntoViewIfNeeded();
    await expect(check).toHaveAttribute('data-ready', 'true');
    await expectNoAxeViolations(page, `${lang} lesson`);

    await openDrill(page, lang, 'legal-play', 5, 3);
    await expectNoAxeViolations(page, `${lang} drill`);

    for (const p of PAGES) {
      await page.goto(`/${lang}/handjass/${p}/`);
      await expect(page.locator('h1')).toBeVisible();
      await expectNoAxeViolations(page, `${lang} ${p}`);
      if (lang === 'en' && p === 'reference') {
        await test.step('the reference page draws its tables from the engine', async () => {
          await expect(page.locator('[data-total]')).toContainText('157');
          await expect(page.locator('[data-weis] tr')).toHaveCount(6);
        });
      }
    }
    if (lang === 'en') {
      await test.step('the variants link to the drills', async () => {
        const link = page.locator('[data-drills-link]').first();
        const href = await link.getAttribute('href');
        expect(href).toMatch(/\/en\/handjass\/drills\/\?rules=/);
        await link.click();
        await expect(page.locator('.rules-panel')).toBeVisible();
      });
    }
  });
}
