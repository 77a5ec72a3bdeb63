/** Printing in browser tests: how many A4 pages a page prints on (print media, no backgrounds). */
import type { Page } from '@playwright/test';

/** The number of A4 pages the current page prints on, counted from Chromium's PDF. */
export async function printedA4Pages(page: Page): Promise<number> {
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ format: 'A4', printBackground: false });
  return (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
}
