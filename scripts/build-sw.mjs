#!/usr/bin/env node
/**
 * Builds the service worker into dist/ after `astro build` and `pagefind --site dist` (see `npm run build`).
 *
 * 1. For each language, lists every built page under /<lang>/ and that language's Pagefind files (wasm, meta,
 *    index chunks, fragments) with a content revision each, and writes the list to dist/sw-<lang>.json. The worker
 *    saves a language's list into its own cache when a page of that language asks (see scripts/service-worker.js).
 * 2. Bundles scripts/service-worker.js with the Workbox modules it imports (Rollup, minified), with the lists'
 *    addresses (with a hash of each list, so any change of a page changes sw.js and so reaches visitors) and the
 *    offline note's strings from src/i18n/<lang>.json filled in.
 * 3. Workbox's injectManifest adds the shared precache (assets, icons, manifest, the chooser and 404 pages,
 *    Pagefind's core files) and writes dist/sw.js.
 *
 * Usage: node scripts/build-sw.mjs [dist] (a folder relative to the project, as ASTRO_OUT_DIR gives it)
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import { rollup } from 'rollup';
import { getManifest, injectManifest } from 'workbox-build';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = resolve(root, process.argv[2] ?? 'dist');
if (!existsSync(join(dist, '404.html')) || !existsSync(join(dist, 'pagefind', 'pagefind.js'))) {
  console.error(`build-sw: no built site with a Pagefind index in ${dist}/: run "astro build && pagefind --site dist" first.`);
  process.exit(2);
}

// The languages, read the way the site defines them (src/i18n/languages.ts), without compiling TypeScript.
const languagesSource = readFileSync(join(root, 'src/i18n/languages.ts'), 'utf8');
const languagesMatch = /LANGUAGES\s*=\s*\[([^\]]*)\]/.exec(languagesSource);
if (!languagesMatch) throw new Error('build-sw: LANGUAGES not found in src/i18n/languages.ts');
const LANGUAGES = [...languagesMatch[1].matchAll(/['"]([a-z-]+)['"]/g)].map((m) => m[1]);

/** The shared precache: what every page needs, whatever its language. */
const SHARED = [
  '_astro/**/*',
  'favicon.svg',
  'icons/*',
  'manifest.webmanifest',
  'index.html',
  '404.html',
  'pagefind/pagefind.js',
  'pagefind/pagefind-worker.js',
  'pagefind/pagefind-entry.json',
];
/** One language's files: its pages and its part of the Pagefind index. */
const languageFiles = (lang) => [
  `${lang}/**/*.html`,
  `pagefind/pagefind.${lang}_*.pf_meta`,
  `pagefind/wasm.${lang}.pagefind`,
  `pagefind/index/${lang}_*.pf_index`,
  `pagefind/fragment/${lang}_*.pf_fragment`,
  // The search page's game filter (scripts/build-search.mjs files every page under its game).
  `pagefind/filter/${lang}_*.pf_filter`,
];
const MAX_FILE = 8 * 1024 * 1024;

const hash = (text) => createHash('sha256').update(text).digest('hex').slice(0, 12);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const escapeHtml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// 1. Each language's list: { "/de/": revision, "/de/hindersche/": revision, "/pagefind/wasm.de.pagefind": … }.
const lists = {};
const listSizes = {};
for (const lang of LANGUAGES) {
  const { manifestEntries, size, count, warnings } = await getManifest({
    globDirectory: dist,
    globPatterns: languageFiles(lang),
    maximumFileSizeToCacheInBytes: MAX_FILE,
  });
  for (const w of warnings) console.warn(`build-sw: ${w}`);
  if (!manifestEntries.some((e) => e.url === `${lang}/index.html`)) throw new Error(`build-sw: no /${lang}/ page in ${dist}`);
  const list = {};
  for (const { url, revision } of manifestEntries) {
    const path = `/${url}`.replace(/(^|\/)index\.html$/, '$1');
    list[path] = revision;
  }
  const json = `${JSON.stringify(list)}\n`;
  writeFileSync(join(dist, `sw-${lang}.json`), json);
  lists[lang] = `/sw-${lang}.json?v=${hash(json)}`;
  listSizes[lang] = { count, size };
}

// The offline note, in each language.
const offlineNote = {};
for (const lang of LANGUAGES) {
  const messages = JSON.parse(readFileSync(join(root, `src/i18n/${lang}.json`), 'utf8'));
  const note = messages['offline.unavailable'];
  if (typeof note !== 'string') throw new Error(`build-sw: src/i18n/${lang}.json has no "offline.unavailable"`);
  offlineNote[lang] = escapeHtml(note);
}

// 2. Bundle the worker's source with Workbox.
const tmp = mkdtempSync(join(tmpdir(), 'build-sw-'));
try {
  const bundled = join(tmp, 'sw.js');
  const bundle = await rollup({
    input: join(root, 'scripts/service-worker.js'),
    plugins: [
      nodeResolve({ browser: true }),
      replace({
        preventAssignment: true,
        values: {
          'process.env.NODE_ENV': JSON.stringify('production'),
          __LANGUAGE_LISTS__: JSON.stringify(lists),
          __OFFLINE_NOTE__: JSON.stringify(offlineNote),
        },
      }),
      terser({ format: { comments: false } }),
    ],
  });
  await bundle.write({ file: bundled, format: 'iife' });
  await bundle.close();

  // 3. The shared precache, injected where the source says self.__WB_MANIFEST.
  const swDest = join(dist, 'sw.js');
  const { count, size, warnings } = await injectManifest({
    swSrc: bundled,
    swDest,
    globDirectory: dist,
    globPatterns: SHARED,
    // Astro's asset names carry a content hash, so their address is their revision.
    dontCacheBustURLsMatching: /^_astro\//,
    maximumFileSizeToCacheInBytes: MAX_FILE,
  });
  for (const w of warnings) console.warn(`build-sw: ${w}`);

  const sw = readFileSync(swDest);
  console.log(`build-sw: dist/sw.js ${kb(sw.length)} (${kb(gzipSync(sw).length)} gzip)`);
  console.log(`build-sw: shared precache ${count} files, ${kb(size)}`);
  for (const lang of LANGUAGES) {
    console.log(`build-sw: /${lang}/ saved on request: ${listSizes[lang].count} files, ${kb(listSizes[lang].size)} (dist/sw-${lang}.json)`);
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
