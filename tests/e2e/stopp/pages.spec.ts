/** Stopp's course and reference pages in every language: present, linked, printable, and without axe violations. */
import { expect, test } from '@playwright/test';
import { printedA4Pages } from '../print';
import { expectNoAxeViolations, LANGS, watchErrors } from './helpers';

const LESSONS = ['the-game', 'the-pile', 'going-out', 'paying', 'playing-well'];

for (const lang of LANGS) {
  test(`${lang}: the course lists the lessons in order and every lesson ends with a working check`, async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(`/${lang}/stopp/`);
    const links = page.locator(`main a[href^="/${lang}/stopp/"]`);
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    const order = LESSONS.map((s) => hrefs.indexOf(`/${lang}/stopp/${s}/`));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    for (const slug of LESSONS) {
      await page.goto(`/${lang}/stopp/${slug}/`);
      // Lesson widgets start when they scroll into view.
      await page.locator('.lesson-check .quiz').scrollIntoViewIfNeeded();
      await expect(page.locator('.lesson-check .quiz')).toHaveAttribute('data-ready', 'true');
      // A widget inside the text as well as the check at the end.
      expect(await page.locator('main .widget').count()).toBeGreaterThanOrEqual(2);
    }
    expect(errors).toEqual([]);
  });
}

test('the school home shows Stopp, and the reference tables come from the engine', async ({ page }) => {
  await page.goto('/sv/');
  await expect(page.locator('a[href="/sv/stopp/"]').first()).toBeVisible();
  await page.goto('/en/stopp/reference/');
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
});

test('the reference prints on at most two A4 pages', async ({ page }) => {
  await page.goto('/de/stopp/reference/');
  const pages = await printedA4Pages(page);
  expect(pages).toBeGreaterThan(0);
  expect(pages).toBeLessThanOrEqual(2);
});

test('glossary and variants: the game\'s own words, and a drill or table link for every other reading', async ({ page }) => {
  await page.goto('/sv/stopp/glossary/');
  await expect(page.locator('#turn-away')).toContainText('Vända bort högen');
  await expect(page.locator('[data-term="pot"]')).toContainText('Pott');
  await page.goto('/de/stopp/variants/');
  // Nine open points with rule options, then three points played one way: the first dealer and the empty pot (the
  // specification's defaults) and two players left (our own decision).
  expect(await page.locator('[data-vp]').count()).toBe(12);
  await expect(page.locator('section[data-vp="two_players"] [data-source="ours"]')).toHaveCount(1);
  await expect(page.locator('section[data-vp="first_dealer"] [data-source="spec"]')).toHaveCount(1);
  await expect(page.locator('section[data-vp="dealer_rotation"] [data-default][data-source="spec"]')).toHaveCount(1);
  await expect(page.locator('section[data-vp="pot_payout"] [data-default][data-source="source"]')).toHaveCount(1);
  await page.goto('/sv/stopp/sources/');
  await expect(page.locator('[data-points] li')).toHaveCount(12);
  await expect(page.locator('[data-points] li[data-point="two_players"]')).toHaveAttribute('data-source', 'ours');
  await page.goto('/de/stopp/variants/');
  // The readings a drill shows open the drills; who deals and leads next, the deal and the spoken "Stopp" the table.
  expect(await page.locator('a[data-drills-link]').count()).toBe(5);
  await expect(page.locator('a[data-play-link]')).toHaveCount(4);
  await expect(page.locator('section[data-vp="stopp_call"] a[data-play-link]')).toHaveAttribute('href', '/de/stopp/play/?rules=stopp_call-announced');
});

const AXE_PAGES = ['/en/stopp/', '/en/stopp/the-game/', '/sv/stopp/paying/', '/en/stopp/drills/', '/de/stopp/drills/capital-board/?seed=5&level=2', '/sv/stopp/drills/pile-tracker/?seed=8&level=2', '/en/stopp/reference/', '/en/stopp/glossary/', '/sv/stopp/variants/', '/de/stopp/sources/'];

test('axe finds nothing on the course, lesson, drill and reference pages', async ({ page }) => {
  test.setTimeout(90_000);
  for (const path of AXE_PAGES) {
    await page.goto(path);
    const quiz = page.locator('.quiz').first();
    if ((await quiz.count()) > 0) {
      await quiz.scrollIntoViewIfNeeded();
      await expect(quiz).toHaveAttribute('data-ready', 'true');
    }
    await expectNoAxeViolations(page, path);
  }
});
