/**
 * Site search: the Pagefind index (built after `astro build`, see `npm run build`) answers in every language and only
 * with pages of that language; the header's search field is a plain form that works without JavaScript; pages other
 * than the search page stay free of scripts for it.
 */
import { expect, test } from '@playwright/test';
import { LANGUAGES, languagePages } from './site';

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
