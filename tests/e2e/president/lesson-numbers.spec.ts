/**
 * President's lessons take their rule numbers from the engine (issue 17): the deal sizes in the first lesson and the
 * points by place in the scoring lesson are the engine's.
 */
import { expect, test } from '@playwright/test';
import { lessonFigure } from '../../../src/games/president/lesson/figures';

const figure = (q: Parameters<typeof lessonFigure>[0]) => {
  const r = lessonFigure(q);
  if (!r.ok) throw new Error(r.error.detail);
  return String(r.value);
};

for (const lang of ['en', 'de', 'sv'] as const) {
  test(`${lang}: President's lessons show the engine's figures`, async ({ page }) => {
    await page.goto(`/${lang}/president/the-game/`);
    const values = page.locator('main .engine-value');
    await expect(values.first()).toBeVisible();
    const texts = await values.allTextContents();
    for (const q of [{ of: 'hand', players: 4 }, { of: 'hand', players: 3, place: 1 }, { of: 'hand', players: 6, place: 6 }, { of: 'pack' }] as const) expect(texts).toContain(figure(q));
    await page.goto(`/${lang}/president/finishing-and-scoring/`);
    expect(await page.locator('main .engine-value').allTextContents()).toContain(figure({ of: 'points-total', players: 5 }));
  });
}
