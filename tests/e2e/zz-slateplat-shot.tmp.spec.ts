import { expect, test } from '@playwright/test';
const ROOT = '[data-widget="slate"]';
test.use({ viewport: { width: 375, height: 812 } });
test('screenshot after two entries', async ({ page }) => {
  await page.goto('/en/hindersche/slate/');
  await expect(page.locator(ROOT)).toHaveAttribute('data-ready', 'true');
  const names = ['Anna', 'Bert', 'Cilli', 'Dora'];
  for (let i = 0; i < 4; i++) await page.fill(`${ROOT} input[name="name-${i}"]`, names[i] as string);
  await page.locator(`${ROOT} .tslate__setup button[type="submit"]`).click();
  await expect(page.locator(ROOT)).toHaveAttribute('data-state', 'playing');
  for (const e of [{ p: [20, 50, 30, 40], t: [2, 3, 2, 2] }, { p: [50, 20, 30, 40], t: [3, 2, 2, 2] }]) {
    for (let s = 0; s < 4; s++) {
      await page.fill(`${ROOT} input[name="points-${s}"]`, String(e.p[s]));
      await page.fill(`${ROOT} input[name="tricks-${s}"]`, String(e.t[s]));
    }
    await page.locator(`${ROOT} .tslate__score`).click();
  }
  await expect(page.locator(`${ROOT} .tslate__history summary`)).toBeVisible();
  await page.locator(`${ROOT} .tslate__history summary`).click();
  await page.locator(`${ROOT} .tslate__board`).scrollIntoViewIfNeeded();
  for (let i = 0; i < 4; i++) await page.screenshot({ path: `/tmp/slateplat-shot-${i}.png`, clip: { x: 0, y: 250 + i * 800, width: 375, height: 800 }, fullPage: true });
  await page.goto('/en/');
  await page.screenshot({ path: '/tmp/slateplat-home.png', clip: { x: 0, y: 600, width: 375, height: 800 }, fullPage: true });
  await page.goto('/de/hindersche/');
  await expect(page.locator('.course-slate a')).toHaveAttribute('href', '/de/hindersche/slate/');
});
