/**
 * Language passes for Hindersche's browser tests (TESTSPEED.md): a long flow runs in full in one language, and each
 * other language gets a short pass that checks only what differs by language. These are the checks such a pass makes
 * on a page, plus the seed search that lets one drill page walk through several questions without a navigation.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import { nextSeed } from '../../../src/shared/quiz/seeds';

/** The phone the language passes run on: text length shows first there. */
export const PHONE = { width: 375, height: 812 } as const;

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** Every message key of the site (platform and every game), without plural and context endings. */
const KEYS: string[] = (() => {
  const files = [join(ROOT, 'src/i18n/en.json'), ...readdirSync(join(ROOT, 'src/games')).map((g) => join(ROOT, 'src/games', g, 'i18n/en.json'))];
  const keys = new Set<string>();
  for (const f of files) {
    let data: Record<string, unknown>;
    try {
      data = JSON.parse(readFileSync(f, 'utf8')) as Record<string, unknown>;
    } catch {
      continue;
    }
    for (const k of Object.keys(data)) keys.add(k.replace(/(_you)?(_(zero|one|two|few|many|other))?$/, '').replace(/_you$/, ''));
  }
  return [...keys];
})();

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Raw message keys, placeholders or phrase markup left in a text (what a missing or broken translation shows). */
export function untranslated(text: string): string[] {
  const found: string[] = [];
  for (const k of KEYS) {
    if (text.includes(k) && new RegExp(`(^|[^\\w.])${escape(k)}($|[^\\w])`).test(text)) found.push(k);
  }
  for (const m of text.match(/\{\{[^}]*\}\}|\{\{|\}\}|\[[a-zäöü]+:[a-z]+\]/g) ?? []) found.push(m);
  return found;
}

/** The visible text of a page (or of `selector` in it) and the accessible names and descriptions it carries. */
export function pageText(page: Page, selector = 'body') {
  return page.evaluate((selector) => {
    const root = document.querySelector(selector) as HTMLElement | null;
    if (!root) return '';
    const attrs = [...root.querySelectorAll('[aria-label], [title], [alt], [placeholder], [aria-description], [aria-roledescription]')].flatMap((el) =>
      ['aria-label', 'title', 'alt', 'placeholder', 'aria-description', 'aria-roledescription'].map((a) => el.getAttribute(a) ?? ''),
    );
    return [root.innerText, ...attrs].join('\n');
  }, selector);
}

/**
 * What every language pass checks on a page in a given state: the page's language, every visible text and
 * accessible name translated (no raw key, no {{placeholder}}, no phrase markup), and no sideways scroll.
 */
export async function expectTranslated(page: Page, lang: string, state: string, selector = 'body') {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  expect(untranslated(await pageText(page, selector)), `${lang} ${state}: untranslated text`).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${lang} ${state}: sideways scroll`).toBeLessThanOrEqual(0);
}

/** The question's first answer control (inside the innermost [data-question]) ends on the first screen. */
export async function expectFirstAnswerOnScreen(page: Page, lang: string) {
  const bottom = await page.evaluate(() => {
    const areas = [...document.querySelectorAll('main [data-question]')];
    const area = areas.find((a) => !a.querySelector('[data-question]')) ?? null;
    const controls = area ? [...area.querySelectorAll<HTMLElement>('button, input:not([type="hidden"]), select, textarea, [role="radio"], [role="checkbox"], [role="button"]')] : [];
    const control = controls.find((c) => {
      const r = c.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(c).visibility !== 'hidden';
    });
    return control ? control.getBoundingClientRect().bottom + window.scrollY : null;
  });
  expect(bottom, `${lang}: no answer control`).not.toBeNull();
  expect(bottom!, `${lang}: the first answer control is below the first screen`).toBeLessThanOrEqual(page.viewportSize()!.height);
}

/**
 * The first seed from `from` whose question chain fits: checks[0] holds of the seed itself, checks[1] of the question
 * after it ("next question" or a level button both move to nextSeed), and so on. So one drill page can show the
 * states of several tests in turn without loading another page.
 */
export function seedChain(checks: readonly ((seed: number) => boolean)[], from = 1, limit = 200_000): number[] {
  for (let seed = from; seed < from + limit; seed++) {
    const chain: number[] = [];
    let s = seed;
    let ok = true;
    for (const check of checks) {
      if (!check(s)) {
        ok = false;
        break;
      }
      chain.push(s);
      s = nextSeed(s);
    }
    if (ok) return chain;
  }
  throw new Error('no seed chain found');
}
