// @ts-nocheck -- a service worker source with build-time placeholders, not typed by `astro check`
/**
 * The site's service worker. This is its source: `scripts/build-sw.mjs` bundles it with the Workbox modules it
 * imports, fills in the placeholders below and writes `dist/sw.js` (see README, "Offline and install").
 *
 * What is cached, and when:
 * - Install (first visit): the precache shared by every language, listed by Workbox at build time: the built
 *   JavaScript and CSS in /_astro/, the icons and the manifest, the root language chooser, the 404 page (which is
 *   also the offline page) and Pagefind's core files (pagefind.js, its web worker, pagefind-entry.json).
 * - When a page of a language asks (the registration snippet in src/components/OfflineSupport.astro posts
 *   `{ offline: 'de' }` once the worker is active): every built page under /de/ and the German part of the Pagefind
 *   index (wasm, meta, index chunks, fragments) go into the cache `card-school-pages-de`. The build writes the list
 *   of those files with a content revision each to /sw-de.json; only entries whose revision changed are fetched
 *   again. So a visitor keeps the pages of the languages they read, not all three.
 * - A new build changes this file (the lists' hashes are in it), so the browser installs the new worker on the next
 *   visit. During install it precaches the new assets and refreshes every language already saved on the device,
 *   then takes over at once (skipWaiting + clients.claim): cached pages always match the cached assets. Assets of
 *   the previous build are kept one build longer, so an open page of the old build still loads its lazy islands.
 *
 * Requests: pages (navigations) go to the network first and fall back to the saved copy after a few seconds or
 * when offline; a page that is not saved gives the site's 404 page with a note that the visitor is offline.
 * Precached assets come from the cache; Pagefind's files of a saved language come from its cache.
 */
import { clientsClaim, copyResponse } from 'workbox-core';
import { PrecacheController, PrecacheRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkFirst, NetworkOnly } from 'workbox-strategies';

/** Each language's list of files to save, e.g. { en: '/sw-en.json?v=3f2a…' } (the query is the list's hash). */
const LISTS = __LANGUAGE_LISTS__;
/** The offline page's note in each language, from the `offline.unavailable` strings in src/i18n/. */
const OFFLINE_NOTE = __OFFLINE_NOTE__;

const PAGES = 'card-school-pages-';
const PREVIOUS = 'card-school-previous-assets';
/** The 404 page doubles as the offline page. */
const FALLBACK = '/404.html';
/** How long a page request waits for the network before a saved copy is shown (a card table's weak signal). */
const NETWORK_TIMEOUT_SECONDS = 4;

const isLang = (lang) => typeof lang === 'string' && Object.hasOwn(LISTS, lang);
const langOf = (url) => {
  const first = url.pathname.split('/')[1];
  return isLang(first) ? first : undefined;
};
/** Saved pages and Pagefind files are keyed by their address without query or fragment. */
const keyOf = (url) => {
  const u = new URL(url, self.location.href);
  u.search = '';
  u.hash = '';
  return u.href;
};

// ---------------------------------------------------------------------------------------------------------------
// The shared precache.

const precache = new PrecacheController();
precache.addToCacheList(self.__WB_MANIFEST);

// ---------------------------------------------------------------------------------------------------------------
// Saving one language.

const saving = new Map();
/** How many files of a language are fetched at once while saving it. */
const SAVE_CONNECTIONS = 3;

/** Saves (or brings up to date) every page and search file of a language; resolves when all are cached. */
function saveLanguage(lang) {
  if (!saving.has(lang)) saving.set(lang, syncLanguage(lang).finally(() => saving.delete(lang)));
  return saving.get(lang);
}

async function syncLanguage(lang) {
  const listUrl = new URL(LISTS[lang], self.location.href).href;
  const cache = await caches.open(PAGES + lang);
  // The list is stored last, so its presence means every entry of this build is in the cache.
  if (await cache.match(listUrl)) return;
  const listResponse = await fetch(listUrl, { cache: 'no-cache' });
  if (!listResponse.ok) throw new Error(`${listResponse.status} ${listUrl}`);
  /** @type {Record<string, string>} path -> revision */
  const wanted = await listResponse.clone().json();
  const keys = await cache.keys();
  const listPath = new URL(listUrl).pathname;
  const oldList = keys.find((r) => new URL(r.url).pathname === listPath);
  const had = oldList ? await (await cache.match(oldList)).json() : {};
  const cached = new Set(keys.map((r) => r.url));
  const todo = Object.entries(wanted).filter(([path, revision]) => !(had[path] === revision && cached.has(keyOf(path))));
  // A few files at a time: the browser opens only six connections to a host, and a language is hundreds of files.
  // Fetched all at once they would queue the page's own requests (a first search query's index chunks, an island's
  // script) behind them; with SAVE_CONNECTIONS in use the page keeps the other connections.
  let failed;
  const next = async () => {
    for (let entry = todo.shift(); entry && !failed; entry = todo.shift()) {
      const url = keyOf(entry[0]);
      try {
        const response = await fetch(url, { cache: 'no-cache', credentials: 'same-origin' });
        if (!response.ok) throw new Error(`${response.status} ${url}`);
        // A redirected response cannot answer a navigation, so store a copy without the redirect flag.
        await cache.put(url, response.redirected ? await copyResponse(response) : response);
      } catch (e) {
        failed ??= e;
      }
    }
  };
  await Promise.all(Array.from({ length: SAVE_CONNECTIONS }, next));
  if (failed) throw failed;
  for (const request of keys) {
    if (!Object.hasOwn(wanted, new URL(request.url).pathname)) await cache.delete(request);
  }
  await cache.put(listUrl, listResponse);
}

async function savedLanguages() {
  return (await caches.keys()).filter((name) => name.startsWith(PAGES)).map((name) => name.slice(PAGES.length));
}

// ---------------------------------------------------------------------------------------------------------------
// Life cycle.

self.addEventListener('install', (event) => {
  void self.skipWaiting();
  void precache.install(event);
  // Bring the languages saved on this device up to this build before the worker takes over. A failure (say, the
  // connection drops) does not stop the update: the next page of that language asks again.
  event.waitUntil(
    savedLanguages().then((langs) => Promise.all(langs.filter(isLang).map((lang) => saveLanguage(lang).catch(() => undefined)))),
  );
});

/** Moves the previous build's scripts and styles out of the precache into a cache for pages still open. */
async function keepPreviousAssets() {
  const current = new Set(precache.getURLsToCacheKeys().values());
  const cache = await caches.open(precache.strategy.cacheName);
  const stale = (await cache.keys()).filter((request) => !current.has(request.url) && new URL(request.url).pathname.startsWith('/_astro/'));
  if (stale.length === 0) return;
  await caches.delete(PREVIOUS);
  const previous = await caches.open(PREVIOUS);
  for (const request of stale) {
    const response = await cache.match(request);
    if (response) await previous.put(keyOf(request.url), response);
  }
}

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await keepPreviousAssets();
      await precache.activate(event);
      for (const lang of await savedLanguages()) if (!isLang(lang)) await caches.delete(PAGES + lang);
    })(),
  );
});
clientsClaim();

self.addEventListener('message', (event) => {
  const lang = event.data && event.data.offline;
  if (!isLang(lang)) return;
  const reply = (ok) => event.ports[0]?.postMessage(ok);
  event.waitUntil(saveLanguage(lang).then(() => reply(true), () => reply(false)));
});

// ---------------------------------------------------------------------------------------------------------------
// Routes, first match wins.

// Precached files; pagefind.js asks for pagefind-entry.json?ts=<now>, which is the same file.
registerRoute(new PrecacheRoute(precache, { ignoreURLParametersMatching: [/^ts$/, /^utm_/, /^fbclid$/] }));

// Pages: network first, then the saved copy of the page's language (never written here: only syncLanguage writes,
// so saved pages always belong to one build).
const readSavedCopy = {
  cacheKeyWillBeUsed: async ({ request }) => keyOf(request.url),
  cacheWillUpdate: async () => null,
};
const pageStrategies = Object.fromEntries(
  Object.keys(LISTS).map((lang) => [
    lang,
    new NetworkFirst({ cacheName: PAGES + lang, networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS, plugins: [readSavedCopy] }),
  ]),
);
const networkOnly = new NetworkOnly();
registerRoute(
  ({ request }) => request.mode === 'navigate',
  (options) => (pageStrategies[langOf(options.url)] ?? networkOnly).handle(options),
);

// Pagefind's language files (wasm, meta, index chunks, fragments): the saved copy, else the network.
const sameOrigin = (url) => url.origin === self.location.origin;
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith('/pagefind/'),
  async ({ request }) => (await caches.match(keyOf(request.url))) ?? fetch(request),
);

// Hashed assets of the previous build, for pages opened before an update; anything else in /_astro/ from the network.
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith('/_astro/'),
  async ({ request }) => (await caches.match(keyOf(request.url), { cacheName: PREVIOUS })) ?? fetch(request),
);

/** The 404 page with a note, in the language of the address asked for, that the visitor is offline. */
async function offlinePage(url) {
  const page = await precache.matchPrecache(FALLBACK);
  if (!page) return Response.error();
  const lang = langOf(url) ?? 'en';
  const note = `<p class="offline-note" role="status" lang="${lang}"><strong>${OFFLINE_NOTE[lang] ?? ''}</strong></p>`;
  const html = (await page.text()).replace(/<main\b[^>]*>/, (main) => main + note);
  return new Response(html, { status: 503, statusText: 'Offline', headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

setCatchHandler(async ({ request, url }) => (request.mode === 'navigate' ? offlinePage(url) : Response.error()));
