/**
 * The President course in each language: the course page with its five lessons, a lesson with widgets in the text
 * and a check at the end that credits the lesson, and the reference, glossary, variants and sources pages; zero axe
 * violations on each. The game is on the school home.
 */
import { expect, test } from '@playwright/test';
import { LANGS, expectNoAxeViolations, tr, watchErrors } from './helpers';

const LESSONS = ['the-game', 'beating-and-passing', 'rounds', 'finishing-and-scoring', 'exchange-and-variants'];

for (const lang of LANGS) {
  test(`${lang}: course, a lesson with its check, and the reference pages`, async ({ page }) => {
    test.setTimeout(90_000);
    const t = tr(lang);
    const errors = watchErrors(page);
    await page.goto(`/${lang}/`);
    await expect(page.locator(`a[href="/${lang}/president/"]`).first()).toBeVisible();

    await page.goto(`/${lang}/president/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('course.title'));
    for (const slug of LESSONS) await expect(page.locator(`a[href="/${lang}/president/${slug}/"]`).first()).toBeVisible();
    await expectNoAxeViolations(page, `${lang} course`);

    // A lesson: a widget in the text, and the check at the end credits the lesson once answered right.
    await page.goto(`/${lang}/president/finishing-and-scoring/`);
    await expect(page.locator('.prose [data-widget="finishing-order"]')).toHaveCount(2);
    const check = page.locator('.lesson-check [data-widget="finishing-order"]');
    await check.scrollIntoViewIfNeeded();
    await expect(check.locator('.quiz')).toHaveAttribute('data-ready', 'true');
    await expect(page.locator('.differ')).toBeVisible();
    await expectNoAxeViolations(page, `${lang} lesson`);
    await check.getByRole('button', { name: t('quiz.show') }).click();
    await expect(check.locator('.quiz')).toHaveAttribute('data-state', 'feedback');
    await expect(check.locator('.quiz__explanation li').first()).toBeVisible();

    for (const [path, table] of [
      ['reference', '[data-table="points"]'],
      ['glossary', '[data-term="bottom"]'],
      ['variants', '[data-vp="tieBreak"]'],
      ['sources', '[data-decided="tieBreak"]'],
    ] as const) {
      await page.goto(`/${lang}/president/${path}/`);
      await expect(page.locator(table)).toBeVisible();
      // The reference in every language; the other static pages share its layout, so English covers them.
      if (path === 'reference' || lang === 'en') await expectNoAxeViolations(page, `${lang} ${path}`);
    }
    // The sources page lists every open point and variant of the spec with who decided it (issue 25).
    await page.goto(`/${lang}/president/sources/`);
    for (let i = 1; i <= 16; i++) await expect(page.locator('[data-point]', { hasText: new RegExp(`\\bOP${i}\\b`) }).first(), `OP${i}`).toBeVisible();
    for (let i = 1; i <= 4; i++) await expect(page.locator('[data-point]', { hasText: new RegExp(`\\bV${i}\\b`) }).first(), `V${i}`).toBeVisible();
    await expect(page.locator('[data-decided="singleJoker"][data-source="ours"]')).toBeVisible();
    await expect(page.locator('[data-decided="tieBreak"][data-source="reading"]')).toBeVisible();
    await expect(page.locator('[data-decided="firstLead"][data-source="source"]')).toBeVisible();
    // The points table comes from the engine: 5 players score 4, 3, 2, 1, 0.
    await page.goto(`/${lang}/president/reference/`);
    await expect(page.locator('[data-table="points"] tbody tr').nth(2)).toContainText(/5\s*4\s*3\s*2\s*1\s*0/);
    expect(errors).toEqual([]);
  });
}
