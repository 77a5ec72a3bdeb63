/**
 * A fingerprint of everything a build of the site reads: the sources (src/, content/, public/), the build scripts,
 * the configuration and the lockfile, and the settings that change the output (SITE_URL). Two builds with the same
 * fingerprint are the same site, so `npm start` serves an existing build instead of building it again.
 * The hash is over file contents, not dates, so a fresh checkout of the same commit matches its build.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Written into the built folder by scripts/build.mjs at the end of a build that succeeded. */
export const BUILD_INFO = 'build-info.json';

const INPUTS = ['src', 'content', 'public', 'scripts', 'astro.config.mjs', 'package.json', 'package-lock.json', 'tsconfig.json'];
/** Settings read by astro.config.mjs that change what is built. */
const SETTINGS = ['SITE_URL'];

/** The built site's folder: dist/, or the folder $ASTRO_OUT_DIR names (relative to the project). */
export const distDir = () => resolve(ROOT, process.env.ASTRO_OUT_DIR ?? 'dist');
export const relativeDist = (dist) => relative(ROOT, dist).split(sep).join('/') || '.';

function files(path) {
  const full = join(ROOT, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full)
    .sort()
    .flatMap((name) => files(join(path, name)));
}

export function fingerprint() {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap(files)) {
    hash.update(file.split(sep).join('/'));
    hash.update('\0');
    hash.update(readFileSync(join(ROOT, file)));
    hash.update('\0');
  }
  for (const name of SETTINGS) hash.update(`${name}=${process.env[name] ?? ''}\0`);
  return hash.digest('hex');
}

/** The build in `dist`, if one finished there: its fingerprint and time. */
export function builtInfo(dist = distDir()) {
  try {
    const info = JSON.parse(readFileSync(join(dist, BUILD_INFO), 'utf8'));
    return typeof info?.fingerprint === 'string' ? info : undefined;
  } catch {
    return undefined;
  }
}
