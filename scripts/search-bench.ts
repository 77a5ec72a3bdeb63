/**
 * The site search's speed in a real browser, on the built site (dist/ or $ASTRO_OUT_DIR): one line per language.
 *
 * For each language, in a new browser profile (nothing cached, the service worker free to install and save the
 * language as for a first visitor): open /<lang>/search/, wait until the page is idle (loaded, no request for
 * 500 ms), type a query into the search field and press Enter; `firstQueryMs` is the time from the key press to the
 * results on screen (the page measures it: data-search-ms). Then `laterQueryMs`: the median of the other queries,
 * asked one after another on the same page. `loadToResultsMs`: opening /<lang>/search/?q=… in a new profile until
 * the results show (what a visitor waits for after the header's search form, page load included).
 *
 * Used by `npm run bench` (scripts/bench.ts); `npm run bench -- --json --search` prints only these lines.
 */
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from '@playwright/test';
import { findChromium } from '../tests/e2e/browser';
import { serveSite } from './serve.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Queries a learner would type: a term of several games, then more of each language's words. */
const QUERIES: Record<string, readonly string[]> = {
  en: ['top card', 'trumps', 'Butzen', 'follow suit', 'pot'],
  de: ['Stapel', 'Trumpf', 'Butzen', 'bedienen', 'Pott'],
  sv: ['högen', 'trumf', 'Butzen', 'bekänna färg', 'potten'],
};

/** Waits until the page has made no request for `quietMs`. */
async function idle(page: Page, quietMs = 500): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(quietMs);
}

/** Runs a query in the page's search field; the page's own measure of the time to results. */
async function ask(page: Page, query: string): Promise<{ ms: number; results: number }> {
  const field = page.locator('main input[name="q"]');
  await field.fill(query);
  await page.evaluate(() => {
    delete document.querySelector<HTMLElement>('[data-search]')!.dataset.searchState;
  });
  await field.press('Enter');
  await page.waitForFunction(() => document.querySelector<HTMLElement>('[data-search]')?.dataset.searchState === 'done');
  return page.evaluate(() => ({
    ms: Number(document.querySelector<HTMLElement>('[data-search]')!.dataset.searchMs),
    results: document.querySelectorAll('[data-search-results] > li').length,
  }));
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

async function oneLanguage(browser: Browser, base: string, lang: string): Promise<object> {
  const queries = QUERIES[lang] ?? QUERIES.en!;
  let context = await browser.newContext({ baseURL: base });
  let page = await context.newPage();
  await page.goto(`/${lang}/search/`);
  await idle(page);
  const first = await ask(page, queries[0]!);
  const later: number[] = [];
  for (const q of queries.slice(1)) later.push((await ask(page, q)).ms);
  await context.close();

  // From the header's form: the search page opened with the query, in a new profile.
  context = await browser.newContext({ baseURL: base });
  page = await context.newPage();
  const started = Date.now();
  await page.goto(`/${lang}/search/?q=${encodeURIComponent(queries[0]!)}`, { waitUntil: 'commit' });
  await page.waitForFunction(() => document.querySelector<HTMLElement>('[data-search]')?.dataset.searchState === 'done');
  const loadToResults = Date.now() - started;
  await context.close();
  return {
    name: 'search-first-query',
    lang,
    query: queries[0],
    results: first.results,
    firstQueryMs: first.ms,
    laterQueryMs: median(later),
    loadToResultsMs: loadToResults,
  };
}

/** The search benchmark's lines, or one line that says why it could not run. */
export async function searchBenchmarks(): Promise<object[]> {
  const dist = resolve(ROOT, process.env.ASTRO_OUT_DIR ?? 'dist');
  if (!existsSync(join(dist, 'pagefind', 'pagefind.js'))) return [{ name: 'search-first-query', skipped: `no built site with a search index in ${dist}: run npm run build first` }];
  const executablePath = findChromium();
  if (!executablePath) return [{ name: 'search-first-query', skipped: 'no Chromium found (see README, Prerequisites)' }];
  const server = await serveSite(dist);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'] });
  try {
    const rows: object[] = [];
    for (const lang of Object.keys(QUERIES)) rows.push(await oneLanguage(browser, base, lang));
    return rows;
  } finally {
    await browser.close();
    server.close();
  }
}
