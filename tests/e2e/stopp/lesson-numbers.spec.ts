/**
 * Stopp's lessons take their rule numbers from the engine (issue 17): the first lesson shows the cards set aside with
 * three and with six players, and the paying lesson the money in play with three, as the engine computes them.
 */
import { expect, test } from '@playwright/test';
import { lessonFigure } from '../../../src/games/stopp/lesson/figures';

const figure = (q: Parameters<typeof lessonFigure>[0]) => {
  const r = lessonFigure(q);
  if (!r.ok) throw new Error(r.error.detail);
  return String(r.value);
};

for (const lang of ['en', 'de', 'sv'] as const) {
  test(`${lang}: Stopp's lessons show the engine's figures`, async ({ page }) => {
    await page.goto(`/${lang}/stopp/the-game/`);
    const values = page.locator('main .engine-value');
    await expect(values.first()).toBeVisible();
    const texts = await values.allTextContents();
    for (const q of [{ of: 'set-aside', players: 3 }, { of: 'set-aside', players: 6 }, { of: 'hand' }, { of: 'capital' }] as const) expect(texts).toContain(figure(q));
    await page.goto(`/${lang}/stopp/paying/`);
    expect(await page.locator('main .engine-value').allTextContents()).toContain(figure({ of: 'money', players: 3 }));
  });
}
