/**
 * Offline use and installing: after one visit the pages of that language (and its search) work without a network,
 * an address that is not saved gives the site's own page, and the web app manifest and its icons load.
 * The only browser tests that allow service workers (playwright.config.ts blocks them for every other test).
 * Each test gets a fresh browser context, so each starts with no worker and empty caches.
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import { languagePages, onePerKind } from './site';

test.use({ serviceWorkers: 'allow' });
// The first visit downloads the assets and a language's pages (about 2 MB); CI machines are busy.
test.setTimeout(120_000);

const PAGES_CACHE = 'card-school-pages-';

/** Opens a page online and waits until the worker controls it and has saved the page's language. */
async function visitAndSave(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('data-offline', 'ready', { timeout: 90_000 });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  await expect(page.locator('.site-footer .offline-status')).toBeVisible();
}

/** Names of the caches, and the paths saved in one language's cache. */
async function savedState(page: Page, lang: string): Promise<{ caches: string[]; paths: string[] }> {
  return page.evaluate(async (name) => {
    const names = await caches.keys();
    const cache = names.includes(name) ? await caches.open(name) : undefined;
    const paths = cache ? (await cache.keys()).map((r) => new URL(r.url).pathname) : [];
    return { caches: names, paths };
  }, PAGES_CACHE + lang);
}

/** Requests that failed or came back with an error while `fn` ran (not those cut short by the next navigation). */
async function failedRequests(page: Page, fn: () => Promise<void>): Promise<string[]> {
  const failed: string[] = [];
  const onFailed = (r: Request) => {
    const error = r.failure()?.errorText ?? '';
    if (error !== 'net::ERR_ABORTED') failed.push(`${error}: ${r.url()}`);
  };
  const onResponse = (r: { url(): string; status(): number }) => {
    if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
  };
  page.on('requestfailed', onFailed);
  page.on('response', onResponse);
  try {
    await fn();
  } finally {
    page.off('requestfailed', onFailed);
    page.off('response', onResponse);
  }
  return failed;
}

test('after one visit, every page of that language is saved, a page of every kind opens offline with its scripts and styles, and an address not saved gives the site’s own page', async ({ page, context }) => {
  await visitAndSave(page, '/de/');

  // Only the language of the visit is saved, and all of its pages are.
  const { caches, paths } = await savedState(page, 'de');
  expect(caches).toContain(`${PAGES_CACHE}de`);
  expect(caches).not.toContain(`${PAGES_CACHE}en`);
  expect(caches).not.toContain(`${PAGES_CACHE}sv`);
  const dePages = languagePages().filter((u) => u.startsWith('/de/'));
  expect(dePages.length).toBeGreaterThan(5);
  for (const url of dePages) expect(paths, url).toContain(url);

  // Every page is in the cache (above); one page of each kind (each game's course, lesson, drills, a drill, play,
  // reference, glossary, variants, sources, and the school's pages) is opened from it, which loads every template
  // and the scripts and styles they use.
  await context.setOffline(true);
  for (const url of onePerKind(dePages)) {
    const failed = await failedRequests(page, async () => {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
      await expect(page.locator('html'), url).toHaveAttribute('lang', 'de');
      await expect(page.locator('h1').first(), url).toBeVisible();
      await expect(page.locator('.offline-note'), url).toHaveCount(0);
    });
    expect(failed, url).toEqual([]);
  }

  // The page's islands still come alive offline: a lesson page's widgets hydrate from the cached scripts.
  const islandPage = dePages.find((u) => /\/hindersche\/drills\/[^/]+\/$/.test(u));
  if (islandPage) {
    await page.goto(islandPage);
    await expect(page.locator('astro-island').first()).toBeAttached();
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 30_000 });
  }

  // Still offline with German saved: an address that is not saved gives the site's own page in the language asked
  // for (one visit to save a language costs seconds, so this shares the visit above).
  await test.step('an address that is not saved gives the site’s own page in the language asked for', async () => {

    // An address that does not exist.
    let response = await page.goto('/de/gibt-es-nicht/');
    expect(response?.status()).toBe(503);
    await expect(page.locator('.offline-note')).toHaveText('Du bist offline, und diese Seite ist auf diesem Gerät nicht gespeichert.');
    await expect(page.locator('.offline-note')).toHaveAttribute('lang', 'de');
    await expect(page.locator('header .site-search')).toBeVisible();
    await expect(page.locator('section[lang="de"] a[href="/de/"]')).toBeVisible();

    // A page of a language that was not visited, so not saved.
    response = await page.goto('/en/hindersche/');
    expect(response?.status()).toBe(503);
    await expect(page.locator('.offline-note')).toHaveText('You are offline, and this page is not saved on this device.');

    // The root language chooser is precached (it is the installed app's start page).
    response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', /^(en|de|sv)$/);

    // Back online, the server answers again.
    await context.setOffline(false);
    response = await page.goto('/de/gibt-es-nicht/');
    expect(response?.status()).toBe(404);
    await expect(page.locator('.offline-note')).toHaveCount(0);
  });
});

test('search works offline from the search page and the header form', async ({ page, context }) => {
  await visitAndSave(page, '/sv/hindersche/');
  await context.setOffline(true);

  await page.goto('/sv/search/?q=Butzen');
  const results = page.locator('[data-search-results] > li');
  await expect(results.first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[data-search-status]')).toContainText('Butzen');
  const hrefs = await page.locator('[data-search-results] a').evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''));
  expect(hrefs).toContain('/sv/hindersche/glossary/#butzen');
  for (const href of hrefs) expect(href).toMatch(/^\/sv\//);

  // A second query from the header's form, then a result opens from the cache.
  const field = page.locator('header form[role="search"]').getByRole('searchbox');
  await field.fill('genommarsch');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/sv\/search\/\?q=genommarsch$/);
  await expect(results.first()).toBeVisible({ timeout: 30_000 });
  await results.first().locator('a').first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('.offline-note')).toHaveCount(0);
});

test('a new build’s list brings the saved pages up to date and drops pages that are gone', async ({ page }) => {
  await visitAndSave(page, '/en/');
  // Pretend the device saved an older build: one page differs, one page no longer exists, and the stored list
  // (whose presence marks a language as up to date) is the old one.
  const refreshed = await page.evaluate(async (name) => {
    const cache = await caches.open(name);
    const keys = await cache.keys();
    const list = keys.find((r) => new URL(r.url).pathname === '/sw-en.json');
    if (!list) throw new Error('no stored list');
    const revisions = (await (await cache.match(list))!.json()) as Record<string, string>;
    revisions['/en/'] = 'an-older-revision';
    revisions['/en/gone/'] = 'x';
    await cache.delete(list);
    await cache.put('/sw-en.json?v=older', new Response(JSON.stringify(revisions)));
    await cache.put('/en/', new Response('<!doctype html><title>old</title><h1>Old build</h1>', { headers: { 'Content-Type': 'text/html' } }));
    await cache.put('/en/gone/', new Response('gone'));
    // Ask again, as the next page of this language would.
    const registration = await navigator.serviceWorker.ready;
    const ok = await new Promise<boolean>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = (e) => resolve(e.data === true);
      registration.active!.postMessage({ offline: 'en' }, [channel.port2]);
    });
    const paths = (await cache.keys()).map((r) => new URL(r.url).pathname);
    const home = await (await cache.match('/en/'))!.text();
    return { ok, paths, home: home.includes('<h1>Old build</h1>') };
  }, `${PAGES_CACHE}en`);
  expect(refreshed.ok).toBe(true);
  expect(refreshed.home).toBe(false);
  expect(refreshed.paths).toContain('/en/');
  expect(refreshed.paths).not.toContain('/en/gone/');
  expect(refreshed.paths.filter((p) => p === '/sw-en.json')).toHaveLength(1);
});

test('the app is installable: the manifest is linked, parses, and its icons load', async ({ page, request }) => {
  await page.goto('/en/hindersche/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  await expect(page.locator('meta[name="theme-color"]').first()).toHaveAttribute('content', /^#[0-9a-f]{6}$/i);
  const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');

  const response = await request.get(href!);
  expect(response.status()).toBe(200);
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest.name).toBe('Card School');
  expect(manifest.short_name.length).toBeGreaterThan(0);
  expect(manifest.short_name.length).toBeLessThanOrEqual(12);
  expect(manifest.start_url).toBe('/');
  expect(manifest.display).toBe('standalone');
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);

  const pngs = manifest.icons.filter((i) => i.type === 'image/png');
  expect(pngs.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((i) => i.purpose?.split(' ').includes('maskable'))).toBe(true);
  expect(manifest.icons.some((i) => i.type === 'image/svg+xml')).toBe(true);

  for (const icon of [...manifest.icons, { src: touchIcon!, sizes: '180x180', type: 'image/png' }]) {
    const res = await request.get(icon.src);
    expect(res.status(), icon.src).toBe(200);
    const body = await res.body();
    if (icon.type === 'image/png') {
      // The PNG header holds the size: width and height at bytes 16 and 20.
      expect(body.subarray(1, 4).toString('latin1'), icon.src).toBe('PNG');
      expect(`${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
    } else {
      expect(body.toString('utf8'), icon.src).toContain('<svg');
    }
  }
});
