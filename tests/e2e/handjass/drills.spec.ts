/**
 * Every Handjass drill in every language: a seeded question answered right (from the engine's own solution), the
 * next question answered wrong, the explanation opened; the link reproduces the question; a malformed seed gives a
 * notice and a fresh question. On a 375 x 812 phone the first answer control is on screen without scrolling.
 */
import { expect, test } from '@playwright/test';
import { nextSeed } from '../../../src/shared/quiz/seeds';
import { answer, DRILL_IDS, expectVerdict, LANGS, openDrill, solution, watchErrors, wrongAnswer } from './helpers';

for (const lang of LANGS) {
  test(`${lang}: every drill answered right and wrong, with explanations`, async ({ page }) => {
    test.setTimeout(90_000);
    const errors = watchErrors(page);
    for (const [i, drill] of DRILL_IDS.entries()) {
      const seed = 101 + i * 7;
      const level = 1 + (i % 3);
      const widget = await openDrill(page, lang, drill, seed, level);
      await answer(widget, drill, solution(drill, seed, level));
      await expectVerdict(widget, true);
      await widget.locator('.quiz__actions button[aria-expanded]').click();
      await expect(widget.locator('.quiz__explanation li').first()).toBeVisible();
      await widget.locator('.quiz__actions .button:not(.button--quiet)').click();
      const second = nextSeed(seed);
      await expect(page).toHaveURL(new RegExp(`seed=${second}&`));
      await expect(widget.locator('.quiz')).toHaveAttribute('data-state', 'asking');
      await answer(widget, drill, wrongAnswer(drill, second, level));
      await expectVerdict(widget, false);
    }
    expect(errors).toEqual([]);
  });
}

test('a malformed seed gives a translated notice and a fresh question', async ({ page }) => {
  await page.goto('/de/handjass/drills/trick-winner/?seed=abc');
  const widget = page.locator('[data-widget="trick-winner"]');
  await expect(widget.locator('.quiz__notice')).toContainText('Fragenummer');
  await expect(widget.locator('.quiz')).toHaveAttribute('data-state', 'asking');
});

test('on a phone the first answer control of every drill is on screen without scrolling', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 375, height: 812 });
  for (const drill of DRILL_IDS) {
    const widget = await openDrill(page, 'en', drill, 55, 3);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const first = widget.locator('[data-question]').locator('button, input, select').first();
    const box = await first.boundingBox();
    expect(box, drill).not.toBeNull();
    expect((box?.y ?? 0) + (box?.height ?? 0), drill).toBeLessThanOrEqual(812);
  }
});
