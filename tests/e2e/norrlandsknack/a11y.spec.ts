/** Zero axe violations on Norrlandsknack's pages: course, lesson, drill, play (before and during a game), reference, glossary, variants and sources. */
import { expect, test } from '@playwright/test';
import { LANGS, expectNoAxeViolations } from './helpers';

const PAGES = ['', 'the-game/', 'drills/', 'drills/score-sheet/', 'reference/', 'glossary/', 'variants/', 'sources/'];

for (const lang of LANGS) {
  test(`${lang}: course, lesson, drills and reference pages have no axe violations`, async ({ page }) => {
    test.setTimeout(120_000);
    for (const p of PAGES) {
      await page.goto(`/${lang}/norrlandsknack/${p}`);
      await expect(page.locator('main')).toBeVisible();
      // Lesson widgets hydrate when scrolled into view: bring each one in and wait for it.
      for (const quiz of await page.locator('.quiz').all()) {
        await quiz.scrollIntoViewIfNeeded();
        await expect(quiz).toHaveAttribute('data-ready', 'true');
      }
      await expectNoAxeViolations(page, `${lang}/${p}`);
    }
  });

  test(`${lang}: the play page has no axe violations, before and during a game`, async ({ page }) => {
    await page.goto(`/${lang}/norrlandsknack/play/?seed=5`);
    const root = page.locator('[data-widget="game-table"]');
    await expect(root).toHaveAttribute('data-ready', 'true');
    await expectNoAxeViolations(page, `${lang}/play setup`);
    await root.locator('[data-action="start"]').click();
    await expect(root).toHaveAttribute('data-state', /^(human|review|over)$/, { timeout: 30_000 });
    await expectNoAxeViolations(page, `${lang}/play game`);
  });
}

test('the school home lists Norrlandsknack and its course opens', async ({ page }) => {
  await page.goto('/sv/');
  await page.locator('a[href="/sv/norrlandsknack/"]').first().click();
  await expect(page.locator('h1')).toContainText('Norrlandsknack');
  // The lessons are listed (the outline island adds the learner's ticks when it runs).
  await expect(page.locator('main a[href="/sv/norrlandsknack/the-game/"]')).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('main a[href="/sv/norrlandsknack/tactics/"]')).toBeVisible();
});
