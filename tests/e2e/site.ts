/** The pages of the built site, read from dist/ so that every page is tested, including ones added later. */
import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from '../../src/i18n/languages';

export { LANGUAGES };

/** The built site's folder: `dist/`, or the folder ASTRO_OUT_DIR names (as the Playwright config serves it). */
export const DIST = process.env.ASTRO_OUT_DIR ? join(fileURLToPath(new URL('../..', import.meta.url)), process.env.ASTRO_OUT_DIR) : fileURLToPath(new URL('../../dist', import.meta.url));

const walked = new Map<string, readonly string[]>();

/** Every built page's address (read from the build once per process: callers filter it page by page). */
export function builtPageUrls(dist = DIST): string[] {
  const known = walked.get(dist);
  if (known) return [...known];
  const urls: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name === 'index.html') {
        const rel = relative(dist, dir).split(sep).join('/');
        urls.push(rel ? `/${rel}/` : '/');
      }
    }
  };
  walk(dist);
  urls.sort();
  walked.set(dist, urls);
  return [...urls];
}

/** Pages inside a language tree, e.g. "/de/hindersche/". */
export const languagePages = () => builtPageUrls().filter((u) => LANGUAGES.some((l) => u.startsWith(`/${l}/`)));

/**
 * One page of each kind among `urls`: per game the course, the first lesson, the drills index, the first drill and
 * each other page (play, reference, glossary, variants, sources, slate), and each of the school's own pages.
 */
export function onePerKind(urls: string[]): string[] {
  const kind = (u: string) =>
    u
      .replace(/^\/\w\w\//, '/')
      .replace(/^(\/[a-z-]+\/)(drills\/)[^/]+\//, '$1$2*/')
      .replace(/^(\/[a-z-]+\/)(?!drills\/|play\/|reference\/|glossary\/|variants\/|sources\/|slate\/)[^/]+\/$/, '$1*/');
  const seen = new Set<string>();
  return urls.filter((u) => {
    const k = kind(u);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
