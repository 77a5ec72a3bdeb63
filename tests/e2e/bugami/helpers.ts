/** Shared steps for Bugami's browser tests: the page's strings, opening a drill or the table, axe. */
import { expect, type Page } from '@playwright/test';
import dePlatform from '../../../src/i18n/de.json' with { type: 'json' };
import deGame from '../../../src/games/bugami/i18n/de.json' with { type: 'json' };
import enPlatform from '../../../src/i18n/en.json' with { type: 'json' };
import enGame from '../../../src/games/bugami/i18n/en.json' with { type: 'json' };
import svPlatform from '../../../src/i18n/sv.json' with { type: 'json' };
import svGame from '../../../src/games/bugami/i18n/sv.json' with { type: 'json' };
import { createTranslator, type T } from '../../../src/i18n/client';

export const LANGS = ['en', 'de', 'sv'] as const;
export type Lang = (typeof LANGS)[number];

const MESSAGES: Record<Lang, Record<string, string>> = { en: { ...enPlatform, ...enGame }, de: { ...dePlatform, ...deGame }, sv: { ...svPlatform, ...svGame } };

/** The page's translator: the platform's strings with Bugami's on top, as the islands have them. */
export const tr = (lang: Lang): T => createTranslator(lang, MESSAGES[lang]);

export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return errors;
}

/** Opens a drill on a question and waits until its island runs. */
export async function openDrill(page: Page, lang: Lang, drill: string, seed: number, level = 1) {
  const errors = watchErrors(page);
  await page.goto(`/${lang}/bugami/drills/${drill}/?seed=${seed}&level=${level}`);
  const widget = page.locator(`[data-widget="${drill}"]`);
  await expect(widget).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`seed=${seed}&level=${level}`));
  await expect(widget.locator('.quiz')).toHaveAttribute('data-state', 'asking');
  await expect(widget.locator('.quiz')).toHaveAttribute('data-ready', 'true');
  return { widget, errors };
}

export { expectNoAxeViolations } from '../axe';

export const cardButton = (scope: ReturnType<Page['locator']>, card: string) => scope.locator(`button:has(svg[data-card="${card}"])`);
