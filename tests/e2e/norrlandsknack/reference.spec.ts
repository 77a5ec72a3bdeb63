/** The rules at a glance: the tables come from the engine, and the page prints on at most two A4 pages in every language. */
import { expect, test } from '@playwright/test';
import { printedA4Pages } from '../print';
import { dealLayout } from '../../../src/games/norrlandsknack/engine';
import { LANGS } from './helpers';
import { DECIDED_POINTS, VARIANTS } from '../../../src/games/norrlandsknack/variants';

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

for (const lang of LANGS) {
  test(`${lang}: the variants and sources pages list every open point with who decided it`, async ({ page }) => {
    await page.goto(`/${lang}/norrlandsknack/variants/`);
    for (const v of VARIANTS) {
      const section = page.locator(`[data-vp="${v.key}"]`);
      await expect(section.locator('[data-default]'), v.key).toHaveCount(1);
      await expect(section.locator('[data-default]')).toHaveAttribute('data-source', v.options.find((o) => o.isDefault)?.source ?? '');
    }
    for (const p of DECIDED_POINTS) await expect(page.locator(`[data-vp="${p.key}"] [data-source="${p.source}"]`), p.key).toHaveCount(1);
    await page.goto(`/${lang}/norrlandsknack/sources/`);
    const items = page.locator('.sources-decided li');
    await expect(items).toHaveCount(VARIANTS.length + DECIDED_POINTS.length);
    await expect(items.first()).toContainText('OP1');
    await expect(page.locator('main')).not.toContainText(/differ\.source|vp\.\w+\.(title|reading)/);
  });
}
