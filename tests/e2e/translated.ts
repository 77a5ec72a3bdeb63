/**
 * The language pass of a game's browser tests (TESTSPEED.md): a page, reached cheaply, is checked for what differs
 * by language: the document's language, every visible text translated (no i18n key shown raw, no unfilled `{{…}}`),
 * and no sideways scrolling at the tested width.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** Every message key a page could show raw, from the given resource files: each key and its base without plural or
 * context suffixes (`table.review.remainder_one` is shown raw as `table.review.remainder`). */
export function messageKeys(...resources: Record<string, string>[]): Set<string> {
  const keys = new Set<string>();
  for (const r of resources) {
    for (const k of Object.keys(r)) {
      if (!k.includes('.')) continue;
      keys.add(k);
      let base = k;
      while (/_[a-z]+$/.test(base)) {
        base = base.replace(/_[a-z]+$/, '');
        keys.add(base);
      }
    }
  }
  return keys;
}

/** The raw keys and unfilled placeholders in a text (empty when everything is translated). */
export function untranslated(text: string, keys: Set<string>): string[] {
  const raw = (text.match(/[A-Za-z][\w-]*(?:\.[\w-]+)+/g) ?? []).filter((t) => keys.has(t) || keys.has(t.replace(/[.-]+$/, '')));
  const holes = text.match(/\{\{[^}]*\}?\}?/g) ?? [];
  return [...raw, ...holes];
}

/** The page is in `lang`, and what `scope` (default: the whole body) shows has no raw key and no `{{`. */
export async function expectTranslated(page: Page, lang: string, keys: Set<string>, label: string, scope?: Locator) {
  await expect(page.locator('html'), label).toHaveAttribute('lang', lang);
  const text = await (scope ?? page.locator('body')).innerText();
  expect(untranslated(text, keys), `${label}: untranslated text`).toEqual([]);
}

/** Nothing wider than the screen: the page never scrolls sideways. */
export async function expectNoSidewaysScroll(page: Page, label: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${label}: sideways scroll`).toBeLessThanOrEqual(0);
}
