/**
 * Site search: the Pagefind index (built after `astro build`, see `npm run build`) answers in every language and only
 * with pages of that language; the header's search field is a plain form that works without JavaScript; pages other
 * than the search page stay free of scripts for it.
 */
import { expect, test } from '@playwright/test';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { DIST, LANGUAGES, languagePages } from './site';
import en from '../../src/i18n/en.json' with { type: 'json' };
import de from '../../src/i18n/de.json' with { type: 'json' };
import sv from '../../src/i18n/sv.json' with { type: 'json' };

const STRINGS = { en, de, sv } as Record<(typeof LANGUAGES)[number], Record<string, string>>;

/** What the index holds for each page (Pagefind's fragment files: gzip, a signature, then JSON). */
function indexedPages(): { url: string; content: string; meta: Record<string, string>; filters: Record<string, string[]> }[] {
  const dir = join(DIST, 'pagefind', 'fragment');
  return readdirSync(dir).map((f) => JSON.parse(gunzipSync(readFileSync(join(dir, f))).toString('utf8').replace(/^pagefind_dcd/, '')));
}

const QUERIES = {
  en: ['Butzen', 'march'],
  de: ['Butzen', 'Durchmarsch'],
  sv: ['Butzen', 'genommarsch'],
} as const;

for (const lang of LANGUAGES) {
  for (const query of QUERIES[lang]) {
    test(`${lang}: searching for “${query}” finds pages of this language only`, async ({ page }) => {
      await page.goto(`/${lang}/search/?q=${encodeURIComponent(query)}`);
      await expect(page.locator('main input[name="q"]')).toHaveValue(query);
      const results = page.locator('[data-search-results] > li');
      await expect(results.first()).toBeVisible();
      const status = page.locator('[data-search-status]');
      await expect(status).toContainText(query);
      await expect(status).toContainText(/\d/);
      const hrefs = await page.locator('[data-search-results] a').evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''));
      expect(hrefs.length).toBeGreaterThan(0);
      for (const href of hrefs) expect(href).toMatch(new RegExp(`^/${lang}/`));
      // The glossary entry for the term is among the results.
      if (query === 'Butzen') expect(hrefs).toContain(`/${lang}/hindersche/glossary/#butzen`);
      // A result opens.
      await results.first().locator('a').first().click();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('h1')).toBeVisible();
    });
  }

  test(`${lang}: a search with no match says so`, async ({ page }) => {
    await page.goto(`/${lang}/search/?q=xylophonquartett`);
    await expect(page.locator('[data-search-status]')).toContainText('xylophonquartett');
    await expect(page.locator('[data-search-results] > li')).toHaveCount(0);
  });
}

test('the search page itself and pages outside the main content are not indexed', async ({ page }) => {
  await page.goto('/en/search/?q=Search');
  await expect(page.locator('[data-search-status]')).toContainText('“Search”');
  const hrefs = await page.locator('[data-search-results] a').evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''));
  expect(hrefs.filter((h) => h.startsWith('/en/search/'))).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const lang of LANGUAGES) {
    test(`${lang}: the header’s search form opens the search page with the query`, async ({ page }) => {
      await page.goto(`/${lang}/hindersche/reference/`);
      const form = page.locator('header form[role="search"]');
      await expect(form).toHaveAttribute('action', `/${lang}/search/`);
      await expect(form).toHaveAttribute('method', 'get');
      const field = form.getByRole('searchbox');
      await expect(field).toHaveAccessibleName(/\S/);
      await field.fill(QUERIES[lang][1]);
      await field.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/${lang}/search/\\?q=${encodeURIComponent(QUERIES[lang][1])}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('h1')).toBeVisible();
      // The page explains that results need JavaScript.
      await expect(page.locator('main')).toContainText(/JavaScript/);
    });
  }
});

test('every page has the labelled search form in its header, and no page but the search page loads Pagefind', async ({ request }) => {
  for (const url of languagePages()) {
    const html = await (await request.get(url)).text();
    const lang = url.split('/')[1];
    expect(html, url).toContain(`action="/${lang}/search/" method="get"`);
    expect(html, url).toMatch(/<label[^>]*for="site-search-q"/);
    expect(html, url).toMatch(/<input[^>]*name="q"/);
    if (!url.endsWith('/search/')) expect(html, url).not.toContain('pagefind.js');
    // The main content is what the index holds; the search page keeps itself out.
    expect(html.includes('data-pagefind-body'), url).toBe(!url.endsWith('/search/'));
  }
});

test('the index holds what pages say, not the controls of their widgets, and words of neighbouring elements stay apart', () => {
  const pages = indexedPages();
  expect(pages.length).toBeGreaterThan(100);
  for (const page of pages) {
    const t = STRINGS[page.url.split('/')[1] as (typeof LANGUAGES)[number]];
    // The quiz's own controls: the level picker ("Level 1 Level 2"), hint, "show me" and the question's link.
    const level = (n: number) => t['quiz.levelN']!.replace('{{level}}', String(n));
    for (const label of [`${level(1)}${level(2)}`, `${level(1)} ${level(2)}`, t['quiz.hint']! + t['quiz.show']!, `${t['quiz.hint']} ${t['quiz.show']}`, t['quiz.link']!]) {
      expect.soft(page.content, `${page.url} holds the widget label "${label}"`).not.toContain(label);
    }
    // A small letter followed by a capital or a digit followed by a letter is two elements' words run together
    // ("högGerman", "Level 1Level 2"), except in names such as McLeod.
    const glued = page.content.replace(/\bMc(?=\p{Lu})/gu, '').match(/.{0,12}(\p{Ll}\p{Lu}|\d\p{Lu}\p{Ll}).{0,12}/gu) ?? [];
    expect.soft(glued, `${page.url}: words run together`).toEqual([]);
    // Every page is filed under its game (or the school) and titled for the results list.
    expect.soft(page.filters.game?.length, `${page.url}: game filter`).toBe(1);
    expect.soft(page.meta.title, `${page.url}: title`).toMatch(/\S/);
  }
});

test('results name their game, can be narrowed to one game, and a new query is answered on the same page', async ({ page }) => {
  await page.goto('/en/search/?q=glossary');
  const results = page.locator('[data-search-results] > li');
  await expect(results.first()).toBeVisible();
  // A glossary's title says which game it belongs to ("Glossary · Stopp").
  const titles = await page.locator('.search-page__title').evaluateAll((els) => els.map((e) => [e.getAttribute('href') ?? '', e.textContent ?? '']));
  const glossaries = titles.filter(([href]) => /^\/en\/[a-z]+\/glossary\/$/.test(href!));
  expect(glossaries.length).toBeGreaterThan(1);
  for (const [, title] of glossaries) expect(title).toMatch(/^Glossary · \S/);

  // The filter offers the games with results, with their counts; choosing one narrows the list and the address.
  const select = page.getByLabel('Show results from');
  await expect(select).toBeVisible();
  await expect(select.locator('option').first()).toHaveText(/^every game \(\d+\)$/);
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  await select.selectOption('stopp');
  await expect(page).toHaveURL(/[?&]game=stopp/);
  await expect(page.locator('[data-search]')).toHaveAttribute('data-search-state', 'done');
  const hrefs = await page.locator('.search-page__title').evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href).toMatch(/^\/en\/stopp\//);
  await expect(select.locator('option:checked')).toHaveText(/^Stopp \(\d+\)$/);

  // A new query: answered without loading the page again, and the address follows.
  const field = page.locator('main input[name="q"]');
  await field.fill('trick');
  await field.press('Enter');
  await expect(page).toHaveURL(/\?q=trick&game=stopp$/);
  await expect(page.locator('[data-search-status]')).toContainText('“trick”');
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);

  // Back to every game; more results than the first few come with a button, the first new one takes the focus.
  await select.selectOption('');
  await expect(page).toHaveURL(/\?q=trick$/);
  await expect(page.locator('[data-search]')).toHaveAttribute('data-search-state', 'done');
  const shown = await results.count();
  const more = page.getByRole('button', { name: 'Show more results' });
  await expect(more).toBeVisible();
  await more.click();
  await expect.poll(() => results.count()).toBeGreaterThan(shown);
  await expect(results.nth(shown).locator('a').first()).toBeFocused();
  // Back in the history: the previous query and game again.
  await page.goBack();
  await expect(page).toHaveURL(/\?q=trick&game=stopp$/);
  await expect(field).toHaveValue('trick');
  await expect(select).toHaveValue('stopp');
});
