/** Shared steps for widget browser tests: open a drill at a known question, check axe, read the feedback. */
import { expect, type Page } from '@playwright/test';

export const LANGS = ['en', 'de', 'sv'] as const;
export type Lang = (typeof LANGS)[number];

/** Open a drill page on a given question and wait until its island is interactive. */
export async function openDrill(page: Page, lang: Lang, drill: string, seed: number, level = 1) {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto(`/${lang}/hindersche/drills/${drill}/?seed=${seed}&level=${level}`);
  const widget = page.locator(`[data-widget="${drill}"]`);
  await expect(widget).toBeVisible();
  // Hydrated when the address has been normalised by the island and the quiz shows the requested question.
  await expect(page).toHaveURL(new RegExp(`seed=${seed}&level=${level}`));
  await expect(widget.locator('.quiz')).toHaveAttribute('data-state', 'asking');
  await expect(widget.locator('.quiz')).toHaveAttribute('data-ready', 'true');
  return { widget, errors };
}

export { expectNoAxeViolations } from '../axe';

/** The card button for a card code, found by the card's data attribute (the accessible name is translated). */
export const cardButton = (scope: ReturnType<Page['locator']>, card: string) => scope.locator(`button:has(svg[data-card="${card}"])`);
