/**
 * Every Handjass drill in every language: a seeded question answered right (from the engine's own solution), the
 * next question answered wrong, the explanation opened and free of keys and placeholders; on a 375 x 812 phone the
 * first answer control of each question is on screen without scrolling. Each language runs the same steps because
 * each step reads that language's own texts (the verdicts and explanations of every drill; there is no flow here
 * that checks nothing new in a second language), and German also has the malformed seed's notice and the phone
 * check at the hardest level (level 3) of every drill.
 */
import { expect, test } from '@playwright/test';
import { nextSeed } from '../../../src/shared/quiz/seeds';
import { answer, DRILL_IDS, expectAnswerShown, expectVerdict, LANGS, openDrill, RAW_TEXT, solution, watchErrors, wrongAnswer } from './helpers';

const PHONE = { width: 375, height: 812 };

for (const lang of LANGS) {
  test(`${lang}: every drill answered right and wrong, with explanations, on a phone`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(PHONE);
    const errors = watchErrors(page);
    for (const [i, drill] of DRILL_IDS.entries()) {
      const seed = 101 + i * 7;
      const level = 1 + (i % 3);
      const widget = await openDrill(page, lang, drill, seed, level);
      if (i === 0) await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(widget.locator('[data-question]').locator('button, input, select').first(), drill).toBeInViewport({ ratio: 1 });
      await answer(widget, drill, solution(drill, seed, level));
      await expectVerdict(widget, true);
      await widget.locator('.quiz__actions button[aria-expanded]').click();
      await expect(widget.locator('.quiz__explanation li').first()).toBeVisible();
      for (const l of await widget.locator('.quiz__explanation li').allTextContents()) expect(l, drill).not.toMatch(RAW_TEXT);
      await widget.locator('.quiz__actions .button:not(.button--quiet)').click();
      const second = nextSeed(seed);
      await expect(page).toHaveURL(new RegExp(`seed=${second}&`));
      await expect(widget.locator('.quiz')).toHaveAttribute('data-state', 'asking');
      const wrong = wrongAnswer(drill, second, level);
      await answer(widget, drill, wrong);
      await expectVerdict(widget, false);
      // The learner still sees what they answered next to the verdict.
      await expectAnswerShown(widget, drill, wrong);
      for (const l of await widget.locator('.quiz').allTextContents()) expect(l, drill).not.toMatch(RAW_TEXT);
    }
    expect(errors).toEqual([]);

    if (lang === 'de') {
      await test.step('a malformed seed gives a translated notice and a fresh question', async () => {
        await page.goto('/de/handjass/drills/trick-winner/?seed=abc');
        const widget = page.locator('[data-widget="trick-winner"]');
        await expect(widget.locator('.quiz__notice')).toContainText('Fragenummer');
        await expect(widget.locator('.quiz')).toHaveAttribute('data-state', 'asking');
      });
      await test.step('on a phone the first answer control of every drill at level 3 is on screen without scrolling', async () => {
        for (const drill of DRILL_IDS) {
          const widget = await openDrill(page, lang, drill, 55, 3);
          expect(await page.evaluate(() => window.scrollY)).toBe(0);
          const first = widget.locator('[data-question]').locator('button, input, select').first();
          const box = await first.boundingBox();
          expect(box, drill).not.toBeNull();
          expect((box?.y ?? 0) + (box?.height ?? 0), drill).toBeLessThanOrEqual(812);
        }
      });
    }
  });
}
