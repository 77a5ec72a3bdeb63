import { expect, test, type Page } from '@playwright/test';
import { LANGUAGES, builtPageUrls, languagePages } from './site';

const EXPECTED_NAMES = { en: 'Jack of spades', de: 'Pik-Bube', sv: 'spader knekt' } as const;

async function collectErrors(page: Page): Promise<string[]> {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  // A request cut short by the next navigation (net::ERR_ABORTED) is the last page's, not an error of this one.
  page.on('requestfailed', (r) => {
    if (r.failure()?.errorText !== 'net::ERR_ABORTED') errors.push(`request failed: ${r.url()}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) errors.push(`${r.status()} ${r.url()}`);
  });
  // Content-Security-Policy violations (the policy is a <meta> tag on every page, see astro.config.mjs).
  await page.exposeFunction('__cspViolation', (v: string) => errors.push(`CSP: ${v}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __cspViolation: (v: string) => void }).__cspViolation(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  return errors;
}

/** Pages in groups of at most `size`, each group inside one language and one game (or the platform's own pages). */
function pageGroups(urls: string[], size = 10): { name: string; urls: string[] }[] {
  const byKey = new Map<string, string[]>();
  for (const url of urls) {
    const key = /^\/\w\w\/[^/]*\/?/.exec(url)?.[0] ?? url;
    byKey.set(key, [...(byKey.get(key) ?? []), url]);
  }
  const groups: { name: string; urls: string[] }[] = [];
  for (const [key, list] of byKey) {
    for (let i = 0; i < list.length; i += size) {
      const part = list.slice(i, i + size);
      groups.push({ name: list.length > size ? `${key} (${i / size + 1})` : key, urls: part });
    }
  }
  return groups;
}

test.describe('every built page', () => {
  // One visit per page checks everything that does not need a wide screen, on the narrowest phone we support. Pages
  // are visited in groups in one tab (a browser context per page cost more than the checks); every page is its own
  // step, and a page that fails does not hide the others' results.
  test.use({ viewport: { width: 320, height: 640 } });
  for (const group of pageGroups(languagePages())) {
    test(`${group.name}: each page loads cleanly with language metadata and fits 320 px`, async ({ page }) => {
      test.setTimeout(20_000 * group.urls.length);
      const errors = await collectErrors(page);
      for (const url of group.urls) {
        await test.step(url, async () => {
          errors.length = 0;
          const response = await page.goto(url);
          expect.soft(response?.status(), url).toBe(200);
          const lang = url.split('/')[1]!;
          // Inside a game the header leads to the game's course; elsewhere to the school's list of games.
          const game = /^\/\w\w\/(?!search\/|review\/)([a-z-]+)\//.exec(url)?.[1];
          const home = game ? `/${lang}/${game}/` : `/${lang}/`;
          // Everything read in one round trip; each value is then checked on its own.
          const seen = await page.evaluate((home) => {
            const attr = (sel: string, name: string) => document.querySelector(sel)?.getAttribute(name) ?? null;
            const alternates: Record<string, string | null> = {};
            for (const l of document.querySelectorAll('link[rel="alternate"][hreflang]')) alternates[l.getAttribute('hreflang')!] = l.getAttribute('href');
            const nav = document.querySelector<HTMLElement>(`header .site-nav > a[href="${home}"]`);
            const box = nav?.getBoundingClientRect();
            return {
              lang: document.documentElement.getAttribute('lang'),
              canonical: attr('link[rel="canonical"]', 'href'),
              alternates,
              xDefault: document.querySelectorAll('link[rel="alternate"][hreflang="x-default"]').length,
              h1: document.querySelectorAll('h1').length,
              csp: attr('meta[http-equiv="content-security-policy"]', 'content') ?? '',
              homeLinkShown: !!nav && !!box && box.width > 0 && box.height > 0 && getComputedStyle(nav).visibility !== 'hidden',
              overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
            };
          }, home);
          expect.soft(seen.lang, url).toBe(lang);
          expect.soft(seen.canonical, url).toMatch(new RegExp(`${url}$`));
          for (const other of LANGUAGES) {
            const sibling = url.replace(/^\/\w\w\//, `/${other}/`);
            expect.soft(seen.alternates[other], `${url}: hreflang ${other}`).toMatch(new RegExp(`${sibling}$`));
          }
          expect.soft(seen.xDefault, `${url}: x-default`).toBe(1);
          expect.soft(seen.h1, `${url}: one h1`).toBe(1);
          // A strict policy: hashes for Astro's own scripts and styles, nothing inline by permission, no other origin.
          expect.soft(seen.csp, url).toMatch(/script-src 'self' 'sha256-/);
          expect.soft(seen.csp, url).toContain("default-src 'self'");
          expect.soft(seen.csp, url).not.toMatch(/unsafe-inline|unsafe-eval|https?:|\*/);
          expect.soft(seen.homeLinkShown, `${url}: the header links to ${home}`).toBe(true);
          expect.soft(seen.overflow, `${url}: sideways scrolling at 320 px`).toBeLessThanOrEqual(0);
          expect.soft(errors, url).toEqual([]);
        });
      }
    });
  }
});

test('the language switcher keeps the reader on the same page and round-trips', async ({ page }) => {
  const errors = await collectErrors(page);
  await page.goto('/en/hindersche/the-game/');
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/de\/hindersche\/the-game\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.getByRole('navigation', { name: 'Sprache' }).getByRole('link', { name: 'Svenska' }).click();
  await expect(page).toHaveURL(/\/sv\/hindersche\/the-game\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  await page.getByRole('navigation', { name: 'Språk' }).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/hindersche\/the-game\/$/);
  await expect(page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
  expect(errors).toEqual([]);
});

for (const lang of LANGUAGES) {
  test(`${lang}: the first lesson shows the whole pack as 36 named cards`, async ({ page }) => {
    await page.goto(`/${lang}/hindersche/the-game/`);
    const pack = page.locator('[data-pack]');
    const cards = pack.getByRole('img');
    await expect(cards).toHaveCount(36);
    const names = await cards.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    expect(new Set(names).size).toBe(36);
    await expect(pack.getByRole('img', { name: EXPECTED_NAMES[lang], exact: true })).toHaveCount(1);
    // Drawn inline: no image requests.
    await expect(page.locator('img')).toHaveCount(0);
  });

  test(`${lang}: the course lists its lessons in order and they open`, async ({ page }) => {
    await page.goto(`/${lang}/hindersche/`);
    const links = page.locator('ol.outline a');
    expect(await links.count()).toBeGreaterThan(0);
    await links.first().click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/hindersche/the-game/$`));
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
  });
}

test.describe('the root language chooser', () => {
  test.use({ locale: 'de-DE' });
  test('sends a visitor to their preferred language', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/de\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, locale: 'sv-SE' });
  test('the chooser links still work and lessons render fully', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('link', { name: /Svenska/ }).click();
    await expect(page).toHaveURL(/\/sv\/$/);
    await page.goto('/sv/hindersche/the-game/');
    await expect(page.locator('[data-pack]').getByRole('img')).toHaveCount(36);
    await expect(page.getByRole('navigation', { name: 'Språk' })).toBeVisible();
  });
});

test.describe('small screens outside the language tree', () => {
  test.use({ viewport: { width: 320, height: 640 } });
  test('every page outside the language tree fits 320 px without sideways scrolling', async ({ page }) => {
    const urls = builtPageUrls().filter((u) => !languagePages().includes(u)).concat('/no-such-page/');
    test.setTimeout(20_000 * urls.length);
    for (const url of urls) {
      await test.step(url, async () => {
        await page.goto(url);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect.soft(overflow, url).toBeLessThanOrEqual(0);
      });
    }
  });
});

test('unknown addresses get the translated 404 page', async ({ page }) => {
  const response = await page.goto('/de/gibt-es-nicht/');
  expect(response?.status()).toBe(404);
  await expect(page.locator('section[lang="de"]')).toContainText('Seite nicht gefunden');
  await expect(page.locator('section[lang="sv"]')).toContainText('Sidan finns inte');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
});

test('the sitemap lists every language page with its alternates', async ({ request }) => {
  const xml = await (await request.get('/sitemap-0.xml')).text();
  for (const url of languagePages()) expect(xml).toContain(`${url}</loc>`);
  expect(xml).toContain('hreflang="sv"');
});
