/** The rules at a glance: the tables come from the engine, and the page prints on at most two A4 pages in every language. */
import { expect, test } from '@playwright/test';
import { printedA4Pages } from '../print';
import { dealLayout } from '../../../src/games/norrlandsknack/engine';
import { LANGS } from './helpers';

for (const lang of LANGS) {
  test(`${lang}: the reference tables match the engine and the page prints on two A4 pages`, async ({ page }) => {
    await page.goto(`/${lang}/norrlandsknack/reference/`);
    const rows = page.locator('[data-table="deal"] tbody tr');
    await expect(rows).toHaveCount(3);
    for (let i = 0; i < 3; i++) {
      const l = dealLayout(3 + i);
      if (!l.ok) throw new Error('layout');
      const cells = await rows.nth(i).locator('td').allTextContents();
      expect(cells.map(Number)).toEqual([l.value.dealt, l.value.dealer_hand_size, l.value.talon, l.value.max_buy_demand]);
    }
    const pages = await printedA4Pages(page);
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(pages).toBeLessThanOrEqual(2);
  });
}
