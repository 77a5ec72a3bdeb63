/**
 * Norrlandsknack's lessons take their rule numbers from the engine (issue 17): the first lesson's start, hands and
 * talon and the Trumfmant lesson's number are the engine's.
 */
import { expect, test } from '@playwright/test';
import { lessonFigure } from '../../../src/games/norrlandsknack/lesson/figures';

const figure = (q: Parameters<typeof lessonFigure>[0]) => {
  const r = lessonFigure(q);
  if (!r.ok) throw new Error(r.error.detail);
  return String(r.value);
};

for (const lang of ['en', 'de', 'sv'] as const) {
  test(`${lang}: Norrlandsknack's lessons show the engine's figures`, async ({ page }) => {
    await page.goto(`/${lang}/norrlandsknack/the-game/`);
    const values = page.locator('main .engine-value');
    await expect(values.first()).toBeVisible();
    const texts = await values.allTextContents();
    for (const q of [{ of: 'start' }, { of: 'hand' }, { of: 'dealer-hand' }, { of: 'talon', players: 4 }] as const) expect(texts).toContain(figure(q));
    await page.goto(`/${lang}/norrlandsknack/trumfmant/`);
    expect(await page.locator('main .engine-value').allTextContents()).toContain(figure({ of: 'trumfmant' }));
  });
}
