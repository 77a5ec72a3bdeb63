/**
 * Lesson numbers come from the engine (issue 17): the dealing lesson states the points in play with two players as
 * the engine computes them (4, not a typed 58), and the Butzen lesson points to the variants page for three marks.
 */
import { expect, test } from '@playwright/test';
import { lessonFigure } from '../../src/games/hindersche/lesson/figures';

const fewest = lessonFigure({ of: 'fewest-in-play', players: 2 });

for (const lang of ['en', 'de', 'sv'] as const) {
  test(`${lang}: the dealing lesson shows the engine's figures`, async ({ page }) => {
    expect(fewest.ok && fewest.value).toBe(4);
    await page.goto(`/${lang}/hindersche/dealing/`);
    const values = page.locator('.engine-value');
    await expect(values.first()).toBeVisible();
    const texts = await values.allTextContents();
    expect(texts).toContain('4');
    expect(texts).toContain('11 + 4 + 3 + 2 = 20');
    await expect(page.locator('main')).not.toContainText('58');
  });
}

for (const lang of ['en', 'de', 'sv'] as const) {
  test(`${lang}: Handjass and Bugami lessons show the engine's figures`, async ({ page }) => {
    await page.goto(`/${lang}/handjass/ranking-and-points/`);
    let texts = await page.locator('main .engine-value').allTextContents();
    for (const figure of ['157', '152', '62', '30', '26', '21', '25']) expect(texts, figure).toContain(figure);
    await page.goto(`/${lang}/handjass/weis-contest-and-stoeck/`);
    texts = await page.locator('main .engine-value').allTextContents();
    expect(texts).toContain('50 + 20 + 20 = 90');
    await page.goto(`/${lang}/bugami/scoring/`);
    texts = await page.locator('main .engine-value').allTextContents();
    for (const figure of ['100', '30', '20', '10', '40', '13', '80', '250']) expect(texts, figure).toContain(figure);
  });
}
