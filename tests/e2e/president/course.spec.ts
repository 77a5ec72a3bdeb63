/**
 * The President course in each language: the game on the school home, the course page with its five lessons, the
 * first lesson and the scoring lesson with the engine's figures in the text (issue 17: deal sizes, points by place),
 * the scoring lesson's widgets and its check at the end that credits the lesson, and the reference, glossary,
 * variants and sources pages (the sources page lists every open point and variant with who decided it, issue 25; the
 * reference's points table comes from the engine and the page prints on at most two A4 pages); zero axe violations on
 * the course, the lesson and the reference in every language, and on the glossary, variants and sources in English
 * (they share the reference's layout). Every step reads the language's own pages, so each language runs them all;
 * each page is opened once per language (the engine's figures and the print check used to open their pages again in
 * tests of their own).
 */
import { expect, test } from '@playwright/test';
import { lessonFigure } from '../../../src/games/president/lesson/figures';
import { printedA4Pages } from '../print';
import { LANGS, expectNoAxeViolations, tr, watchErrors } from './helpers';

const LESSONS = ['the-game', 'beating-and-passing', 'rounds', 'finishing-and-scoring', 'exchange-and-variants'];

const figure = (q: Parameters<typeof lessonFigure>[0]) => {
  const r = lessonFigure(q);
  if (!r.ok) throw new Error(r.error.detail);
  return String(r.value);
};

for (const lang of LANGS) {
  test(`${lang}: course, lessons with the engine's figures and a check, and the reference pages`, async ({ page }) => {
    test.setTimeout(90_000);
    const t = tr(lang);
    const errors = watchErrors(page);
    await page.goto(`/${lang}/`);
    await expect(page.locator(`a[href="/${lang}/president/"]`).first()).toBeVisible();

    await page.goto(`/${lang}/president/`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('course.title'));
    for (const slug of LESSONS) await expect(page.locator(`a[href="/${lang}/president/${slug}/"]`).first()).toBeVisible();
    await expectNoAxeViolations(page, `${lang} course`);

    await test.step("the first lesson shows the engine's deal sizes", async () => {
      await page.goto(`/${lang}/president/the-game/`);
      const values = page.locator('main .engine-value');
      await expect(values.first()).toBeVisible();
      const texts = await values.allTextContents();
      for (const q of [{ of: 'hand', players: 4 }, { of: 'hand', players: 3, place: 1 }, { of: 'hand', players: 6, place: 6 }, { of: 'pack' }] as const) expect(texts).toContain(figure(q));
    });

    // A lesson: a widget in the text, and the check at the end credits the lesson once answered right.
    await page.goto(`/${lang}/president/finishing-and-scoring/`);
    expect(await page.locator('main .engine-value').allTextContents()).toContain(figure({ of: 'points-total', players: 5 }));
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
      ['glossary', '[data-term="bottom"]'],
      ['variants', '[data-vp="tieBreak"]'],
      ['sources', '[data-decided="tieBreak"]'],
    ] as const) {
      await page.goto(`/${lang}/president/${path}/`);
      await expect(page.locator(table)).toBeVisible();
      // The other static pages share the reference's layout, so English covers them.
      if (lang === 'en') await expectNoAxeViolations(page, `${lang} ${path}`);
    }
    // The sources page (open now) lists every open point and variant of the spec with who decided it (issue 25).
    for (let i = 1; i <= 16; i++) await expect(page.locator('[data-point]', { hasText: new RegExp(`\\bOP${i}\\b`) }).first(), `OP${i}`).toBeVisible();
    for (let i = 1; i <= 4; i++) await expect(page.locator('[data-point]', { hasText: new RegExp(`\\bV${i}\\b`) }).first(), `V${i}`).toBeVisible();
    await expect(page.locator('[data-decided="singleJoker"][data-source="ours"]')).toBeVisible();
    await expect(page.locator('[data-decided="tieBreak"][data-source="reading"]')).toBeVisible();
    await expect(page.locator('[data-decided="firstLead"][data-source="source"]')).toBeVisible();

    await page.goto(`/${lang}/president/reference/`);
    await expect(page.locator('[data-table="points"]')).toBeVisible();
    await expectNoAxeViolations(page, `${lang} reference`);
    // The points table comes from the engine: 5 players score 4, 3, 2, 1, 0.
    await expect(page.locator('[data-table="points"] tbody tr').nth(2)).toContainText(/5\s*4\s*3\s*2\s*1\s*0/);
    await test.step('the rules at a glance print on at most two A4 pages', async () => {
      await expect(page.locator('h1')).toBeVisible();
      const pages = await printedA4Pages(page);
      expect(pages).toBeGreaterThan(0);
      expect(pages).toBeLessThanOrEqual(2);
    });
    expect(errors).toEqual([]);
  });
}
