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

/** A drill page: its first answer control must be on a phone's first screen. */
const DRILL = /^\/\w\w\/[a-z][a-z0-9-]*\/drills\/[a-z0-9-]+\/$/;
/** A page whose header must keep its links on one row at 1280 px: a course, a drills index, a slate. */
const HEADER = /^\/\w\w\/(?!search\/|review\/)[a-z-]+\/(drills\/|slate\/)?$/;

/**
 * Where the first answer control of the page's question is (inside the answer area a widget marks with
 * data-question, not the level picker or the settings), and whether the exercise precedes the rule-variant panel.
 */
async function firstAnswer(page: Page) {
  return page.evaluate(() => {
    const areas = [...document.querySelectorAll('main [data-question]')];
    // The innermost area: a widget may mark its answer controls inside the quiz's question area.
    const area = areas.find((a) => !a.querySelector('[data-question]')) ?? null;
    if (!area) return { found: false as const };
    const controls = [...area.querySelectorAll<HTMLElement>('button, input:not([type="hidden"]), select, textarea, [role="radio"], [role="checkbox"], [role="button"]')];
    const control = controls.find((c) => {
      const r = c.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(c).visibility !== 'hidden';
    });
    if (!control) return { found: false as const };
    const r = control.getBoundingClientRect();
    const settings = document.querySelector('main .rules-panel');
    const settingsAfter = !settings || !!(area.compareDocumentPosition(settings) & Node.DOCUMENT_POSITION_FOLLOWING);
    return { found: true as const, top: r.top + window.scrollY, bottom: r.bottom + window.scrollY, label: (control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40), settingsAfter };
  });
}

/** The headings (as "h3 Title") that open the page below h1 or come more than one level below the heading before. */
function skippedHeadings(headings: readonly string[]): string[] {
  const level = (h: string) => Number(h[1]);
  const out: string[] = [];
  headings.forEach((h, i) => {
    if (i === 0 && level(h) !== 1) out.push(`${h} (first heading)`);
    else if (i > 0 && level(h) > level(headings[i - 1]!) + 1) out.push(`${h} (after ${headings[i - 1]})`);
  });
  return out;
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

test('the heading check finds a skipped level and a page that does not open with h1', () => {
  expect(skippedHeadings(['h1 Drill', 'h2 Quiz', 'h3 Hand', 'h2 Sources'])).toEqual([]);
  expect(skippedHeadings(['h1 Drill', 'h3 Quiz'])).toEqual(['h3 Quiz (after h1 Drill)']);
  expect(skippedHeadings(['h2 Quiz'])).toEqual(['h2 Quiz (first heading)']);
});

test.describe('every built page', () => {
  // One visit per page checks everything, first on the narrowest phone we support. Pages are visited in groups in one
  // tab (a browser context per page cost more than the checks); every page is its own step, and a page that fails
  // does not hide the others' results. The same visit then resizes the window for what needs another screen: a drill's
  // first answer control on the first screen of a 375 x 812 phone, before the rule-variant panel (every drill page of
  // every game the site builds, read from the build, so a new game's drills are covered as soon as they are
  // published), and the header's links on one row at 1280 px (courses, drills indexes, slates).
  const PHONE = { width: 320, height: 640 };
  test.use({ viewport: PHONE });
  test('the site builds drill pages and course pages to check at other sizes', () => {
    expect(languagePages().filter((u) => DRILL.test(u)).length).toBeGreaterThan(0);
    expect(languagePages().filter((u) => HEADER.test(u)).length).toBeGreaterThan(0);
  });
  for (const group of pageGroups(languagePages())) {
    test(`${group.name}: each page loads cleanly with language metadata, its headings in order, and fits 320 px; drills answerable on a phone's first screen; the header on one row at 1280 px`, async ({ page }) => {
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
              // Every heading a screen reader lists, in document order (a visually hidden one too, not one not shown
              // at all, like a widget's own title on a drill page).
              headings: [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')]
                .filter((h) => !h.closest('[hidden], [aria-hidden="true"], template, noscript') && getComputedStyle(h).display !== 'none')
                .map((h) => `h${h.tagName[1]} ${(h.textContent ?? '').trim().slice(0, 40)}`),
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
          expect.soft(skippedHeadings(seen.headings), `${url}: headings in order (the first an h1, none more than one level below the one before)`).toEqual([]);
          // A strict policy: hashes for Astro's own scripts and styles, nothing inline by permission, no other origin.
          expect.soft(seen.csp, url).toMatch(/script-src 'self' 'sha256-/);
          expect.soft(seen.csp, url).toContain("default-src 'self'");
          expect.soft(seen.csp, url).not.toMatch(/unsafe-inline|unsafe-eval|https?:|\*/);
          expect.soft(seen.homeLinkShown, `${url}: the header links to ${home}`).toBe(true);
          expect.soft(seen.overflow, `${url}: sideways scrolling at 320 px`).toBeLessThanOrEqual(0);
          if (DRILL.test(url)) {
            await page.setViewportSize({ width: 375, height: 812 });
            // Islands render their first question on the server; wait until the drill's widget runs before measuring.
            // (The rule-variant panel below it starts when the browser is idle, which a busy test machine may delay
            // for many seconds; it takes no part in what is measured here.)
            await page.locator('main [data-question]').first().waitFor({ timeout: 5_000 }).catch(() => undefined);
            const waiting = () =>
              page.evaluate(() => [...document.querySelectorAll('main [data-ready="false"]:not([data-widget="rules-panel"])')].map((e) => e.getAttribute('data-widget') ?? e.className));
            await expect.poll(waiting, { timeout: 15_000, message: `${url}: islands that never started` }).toEqual([]);
            const a = await firstAnswer(page);
            expect.soft(a.found, `${url}: no answer control inside [data-question]`).toBe(true);
            if (a.found) {
              expect.soft(a.bottom, `${url}: first answer control "${a.label}" ends at ${Math.round(a.bottom)} px on a 375 x 812 phone`).toBeLessThanOrEqual(812);
              expect.soft(a.settingsAfter, `${url}: the rule-variant panel comes before the exercise`).toBe(true);
            }
            await page.setViewportSize(PHONE);
          }
          if (HEADER.test(url)) {
            await page.setViewportSize({ width: 1280, height: 800 });
            const tops = await page.locator('header .site-nav > *').evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
            expect.soft(new Set(tops).size, `${url}: the header's links sit on ${new Set(tops).size} rows at 1280 px`).toBe(1);
            await page.setViewportSize(PHONE);
          }
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
