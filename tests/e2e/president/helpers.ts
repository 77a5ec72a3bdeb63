/** What President's browser tests share: the page strings of each language, opening a drill or the table, axe. */
import { expect, type Locator, type Page } from '@playwright/test';
import dePlatform from '../../../src/i18n/de.json' with { type: 'json' };
import deGame from '../../../src/games/president/i18n/de.json' with { type: 'json' };
import enPlatform from '../../../src/i18n/en.json' with { type: 'json' };
import enGame from '../../../src/games/president/i18n/en.json' with { type: 'json' };
import svPlatform from '../../../src/i18n/sv.json' with { type: 'json' };
import svGame from '../../../src/games/president/i18n/sv.json' with { type: 'json' };
import { createTranslator, type T } from '../../../src/i18n/client';
import { LANGS, expectNoAxeViolations, type Lang } from '../widgets/helpers';

export { LANGS, expectNoAxeViolations, type Lang };

/** The platform's strings with President's on top, as the pages have them. */
export const MESSAGES: Record<Lang, Record<string, string>> = {
  en: { ...enPlatform, ...enGame },
  de: { ...dePlatform, ...deGame },
  sv: { ...svPlatform, ...svGame },
};

export const tr = (lang: Lang): T => createTranslator(lang, MESSAGES[lang]);

/** Collects page errors and console errors (a 404 of the offline worker script is not the page's fault). */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' && !/404/.test(m.text())) errors.push(m.text());
  });
  return errors;
}

/** Opens a drill on a known question and waits until its island is interactive. */
export async function openDrill(page: Page, lang: Lang, drill: string, seed: number, level: number, query = '') {
  await page.goto(`/${lang}/president/drills/${drill}/?seed=${seed}&level=${level}${query}`);
  const widget = page.locator(`[data-widget="${drill}"]`);
  await expect(page).toHaveURL(new RegExp(`seed=${seed}&level=${level}`));
  await expect(widget.locator('.quiz')).toHaveAttribute('data-state', 'asking');
  await expect(widget.locator('.quiz')).toHaveAttribute('data-ready', 'true');
  return widget;
}

/** A card of the drill's hand, by its code. */
export const handCard = (widget: Locator, card: string) => widget.locator(`.picker__hand button:has(svg[data-card="${card}"])`);
