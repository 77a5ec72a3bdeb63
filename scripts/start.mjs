#!/usr/bin/env node
/**
 * `npm start`: serves the built site on http://localhost:4321, building it first only when needed: when there is
 * no build yet, or when anything the build reads has changed since (see ./fingerprint.mjs). `npm start -- --rebuild`
 * always builds. Says which of these it does.
 */
import { spawnSync } from 'node:child_process';
import { builtInfo, distDir, fingerprint, relativeDist } from './fingerprint.mjs';

const dist = distDir();
const out = relativeDist(dist);
const info = builtInfo(dist);
const rebuild = process.argv.includes('--rebuild');
const current = fingerprint();

if (!info || rebuild || info.fingerprint !== current) {
  const why = rebuild ? 'as asked (--rebuild)' : info ? `the sources have changed since the build of ${info.builtAt}` : `there is no build in ${out}/ yet`;
  console.log(`[start] Building the site first: ${why}. This takes one to two minutes on a two-core machine.`);
  const r = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status || 1);
} else {
  console.log(`[start] Serving the build in ${out}/ of ${info.builtAt}: nothing has changed since (npm start -- --rebuild builds it again).`);
}

console.log('[start] The site is at http://localhost:4321/ (Ctrl+C stops the server).');
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const r = spawnSync(npx, ['astro', 'preview', '--port', '4321'], { stdio: 'inherit' });
process.exit(r.status ?? 0);
