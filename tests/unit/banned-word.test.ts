/**
 * President's source names the game and its last place with a racial slur. It never appears anywhere in the project:
 * not in lessons, strings, code, addresses, file names or tests. This test reads every text file and every path of
 * the project and fails on any word that starts with it (its inflections and compounds included).
 *
 * The word itself is not written here either: the test knows it only by its length and two hashes (a cheap FNV-1a
 * to find candidates, SHA-256 to confirm them). The finder is checked with a harmless word first.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

interface Banned {
  length: number;
  fnv: number;
  sha256: string;
}

const BANNED: Banned = { length: 5, fnv: 0x5cc84c7a, sha256: '84105992682cfadf3cfbd9ccdaf9246b72e05b2f59e4a751d5398ad6e983ee6f' };

const isLetter = (c: string | undefined) => !!c && /\p{L}/u.test(c);

function fnv1a(text: string, from: number, length: number): number {
  let h = 0x811c9dc5;
  for (let i = from; i < from + length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** Line numbers (1-based) where a word begins with the banned word, case ignored. */
export function findBanned(text: string, banned: Banned): number[] {
  const lower = text.toLowerCase();
  const lines: number[] = [];
  let line = 1;
  for (let i = 0; i + banned.length <= lower.length; i++) {
    if (lower[i] === '\n') line++;
    if (isLetter(lower[i - 1])) continue;
    if (fnv1a(lower, i, banned.length) !== banned.fnv) continue;
    if (createHash('sha256').update(lower.slice(i, i + banned.length)).digest('hex') === banned.sha256) lines.push(line);
  }
  return lines;
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SKIP = new Set(['node_modules', '.git', 'dist', '.astro', '.astro-cache', 'test-results', 'playwright-report']);
const TEXT = new Set(['.ts', '.tsx', '.astro', '.mdx', '.md', '.json', '.mjs', '.js', '.css', '.svg', '.webmanifest', '.txt', '.html', '.yml', '.yaml', '']);

function projectFiles(dir = ROOT): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name) || name.startsWith('dist-')) continue;
    const full = join(dir, name);
    if (statSync(full).isDirectory()) out.push(...projectFiles(full));
    else out.push(full);
  }
  return out;
}

describe('the slur in President’s source', () => {
  it('the finder finds a word by its hashes, at word starts only, in any case', () => {
    const word = 'stopp';
    const probe: Banned = { length: word.length, fnv: fnv1a(word, 0, word.length), sha256: createHash('sha256').update(word).digest('hex') };
    expect(findBanned('Say "Stopp"!\nstoppen\nnostopp', probe)).toEqual([1, 2]);
    expect(findBanned('stop pile', probe)).toEqual([]);
  });

  it('appears in no file and no path of the project', () => {
    const files = projectFiles();
    expect(files.length).toBeGreaterThan(500);
    const found: string[] = [];
    for (const file of files) {
      const rel = relative(ROOT, file);
      if (findBanned(rel, BANNED).length) found.push(`path ${rel}`);
      if (!TEXT.has(extname(file)) || statSync(file).size > 2_000_000) continue;
      for (const line of findBanned(readFileSync(file, 'utf8'), BANNED)) found.push(`${rel}:${line}`);
    }
    expect(found).toEqual([]);
  });
});
