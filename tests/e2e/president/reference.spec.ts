/** The rules at a glance print on at most two A4 pages in every language. */
import { expect, test } from '@playwright/test';
import { printedA4Pages } from '../print';
import { LANGS } from './helpers';

for (const lang of LANGS) {
  test(`${lang}: the reference prints on at most two A4 pages`, async ({ page }) => {
    await page.goto(`/${lang}/president/reference/`);
    await expect(page.locator('h1')).toBeVisible();
    const pages = await printedA4Pages(page);
    expect(pages).toBeGreaterThan(0);
    expect(pages).toBeLessThanOrEqual(2);
  });
}
