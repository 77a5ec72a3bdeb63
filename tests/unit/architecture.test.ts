/**
 * The shape of the code, checked on every import of every source file:
 * - the platform (everything outside src/games/<id>/) imports no game, only the registry src/games/index.ts;
 * - no game imports another game;
 * - a game's engine imports no UI, i18n or xstate, and only the pure parts of the platform;
 * - inside a game, one direction: engine <- positions/bots <- machines/table <- widgets <- pages.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const src = join(root, 'src');

function files(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) out.push(...files(full));
    else if (/\.(ts|tsx|astro|mjs)$/.test(name)) out.push(full);
  }
  return out;
}

/** Import specifiers of a source file (static imports, re-exports and dynamic imports of string literals). */
export function importsOf(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]/g)) out.push(m[1] as string);
  for (const m of text.matchAll(/(?:^|[\s;])import\s*['"]([^'"]+)['"]/g)) out.push(m[1] as string);
  for (const m of text.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)) out.push(m[1] as string);
  return out;
}

const rel = (p: string) => relative(root, p).split(sep).join('/');

interface Edge {
  from: string;
  spec: string;
  /** The resolved path below the project root, or null for a package. */
  to: string | null;
}

const edges: Edge[] = [...files(src), ...files(join(root, 'scripts'))].flatMap((file) =>
  importsOf(readFileSync(file, 'utf8')).map((spec) => ({
    from: rel(file),
    spec,
    to: spec.startsWith('.') ? rel(resolve(dirname(file), spec)) : null,
  })),
);

const gameOf = (path: string) => /^src\/games\/([^/]+)\//.exec(path)?.[1];
const isRegistry = (path: string) => path === 'src/games' || path === 'src/games/index' || path === 'src/games/index.ts';

/** Layers inside a game folder: a file may import its own layer and those below. */
function layerOf(path: string): number {
  const inner = path.replace(/^src\/games\/[^/]+\//, '');
  const top = inner.split('/')[0] ?? '';
  if (top === 'engine') return 0;
  if (['positions', 'bots', 'ruleSpec', 'ruleSpec.ts', 'skills', 'skills.ts', 'glossary', 'glossary.ts', 'variants', 'variants.ts'].includes(top)) return 1;
  if (['machines', 'table'].includes(top)) return 2;
  if (top === 'widgets' || top === 'i18n') return 3;
  return 4; // pages, reference, lesson, views, game definition, tools, bench, tests
}

describe('architecture', () => {
  it('reads the imports of the source files', () => {
    expect(edges.length).toBeGreaterThan(200);
    expect(importsOf(`import a from './a';\nexport { b } from "../b";\nimport './c.css';\nconst d = await import('./d');`)).toEqual(['./a', '../b', './c.css', './d']);
  });

  it('the platform imports no game (only the registry)', () => {
    const bad = edges.filter((e) => !gameOf(e.from) && !isRegistry(e.from.replace(/\.ts$/, '')) && e.to && gameOf(`${e.to}/`) && !isRegistry(e.to));
    expect(bad.map((e) => `${e.from} -> ${e.spec}`)).toEqual([]);
  });

  it('no game imports another game', () => {
    const bad = edges.filter((e) => {
      const a = gameOf(e.from);
      const b = e.to ? gameOf(`${e.to}/`) : undefined;
      return a && b && a !== b;
    });
    expect(bad.map((e) => `${e.from} -> ${e.spec}`)).toEqual([]);
  });

  it('an engine imports no UI, i18n or xstate, and only pure platform modules', () => {
    const pure = /^src\/shared\/(result|random\/|cards\/model|conformance\/|game|notation|slate\/engine|engine\/(?!testing\/))/;
    const bad = edges.filter((e) => {
      if (!/^src\/games\/[^/]+\/engine\//.test(e.from) || e.from.endsWith('.test.ts')) return false;
      if (e.to === null) return /^(preact|xstate|i18next|astro)/.test(e.spec) || e.spec.startsWith('@astrojs');
      if (gameOf(`${e.to}/`)) return !/^src\/games\/[^/]+\/engine\//.test(`${e.to}/`);
      return !pure.test(e.to);
    });
    expect(bad.map((e) => `${e.from} -> ${e.spec}`)).toEqual([]);
  });

  it('inside a game, imports go one way: engine <- positions/bots <- machines <- widgets <- pages', () => {
    const bad = edges.filter((e) => {
      const g = gameOf(e.from);
      if (!g || !e.to || gameOf(`${e.to}/`) !== g || e.from.includes('.test.')) return false;
      return layerOf(e.to) > layerOf(e.from);
    });
    expect(bad.map((e) => `${e.from} -> ${e.spec}`)).toEqual([]);
  });
});
