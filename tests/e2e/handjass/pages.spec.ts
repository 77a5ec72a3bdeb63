/**
 * The course and its pages in every language, with axe on each kind of page: the course outline, a lesson with its
 * check, a drill, the play table, the reference, glossary, variants and sources pages.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, LANGS, openDrill, startTable } from './helpers';

const PAGES = ['reference', 'glossary', 'variants', 'sources'] as const;

for (const lang of LANGS) {
  test(`${lang}: course, lesson, pages and play have no axe violations`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(`/${lang}/handjass/`);
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
    }

    await page.goto(`/${lang}/handjass/play/`);
    await expect(page.locator('[data-widget="game-table"]')).toHaveAttribute('data-ready', 'true');
    await expectNoAxeViolations(page, `${lang} play setup`);
    await startTable(page, lang, 5, 4);
    await expect(page.locator('[data-widget="game-table"]')).toHaveAttribute('data-state', /learner|review/);
    await expectNoAxeViolations(page, `${lang} play`);
  });
}

test('the reference page draws its tables from the engine and the variants link to the drills', async ({ page }) => {
  await page.goto('/en/handjass/reference/');
  await expect(page.locator('[data-total]')).toContainText('157');
  await expect(page.locator('[data-weis] tr')).toHaveCount(6);
  await page.goto('/en/handjass/variants/');
  const link = page.locator('[data-drills-link]').first();
  const href = await link.getAttribute('href');
  expect(href).toMatch(/\/en\/handjass\/drills\/\?rules=/);
  await link.click();
  await expect(page.locator('.rules-panel')).toBeVisible();
});

test('the school home lists Handjass', async ({ page }) => {
  await page.goto('/de/');
  await expect(page.locator('a[href="/de/handjass/"]').first()).toBeVisible();
});
