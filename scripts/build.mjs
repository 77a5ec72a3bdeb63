#!/usr/bin/env node
/**
 * `npm run build`: the site into dist/ (or $ASTRO_OUT_DIR), in three steps, each timed:
 *   1. astro build: every page of every language
 *   2. the search index (scripts/build-search.mjs, Pagefind)
 *   3. the service worker (scripts/build-sw.mjs)
 * Then it writes <dist>/build-info.json with a fingerprint of everything the build reads (see ./fingerprint.mjs),
 * so `npm start` can serve this build again without rebuilding while nothing has changed.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUILD_INFO, distDir, fingerprint, relativeDist } from './fingerprint.mjs';

const dist = distDir();
const out = relativeDist(dist);

function step(label, cmd, args) {
  const started = Date.now();
  console.log(`\n[build] ${label}…`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', shell: false });
  if (r.status !== 0) {
    console.error(`[build] ${label} failed (exit ${r.status ?? r.signal}).`);
    process.exit(r.status || 1);
  }
  console.log(`[build] ${label}: done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

const started = Date.now();
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
step(`Building every page into ${out}/ (astro build)`, npx, ['astro', 'build']);
step('Indexing the pages for the site search', process.execPath, ['scripts/build-search.mjs', out]);
step('Building the service worker (offline use)', process.execPath, ['scripts/build-sw.mjs', out]);
writeFileSync(join(dist, BUILD_INFO), `${JSON.stringify({ fingerprint: fingerprint(), builtAt: new Date().toISOString() }, null, 2)}\n`);
console.log(`\n[build] The site is in ${out}/, built in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
