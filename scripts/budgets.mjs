/**
 * Measures the JavaScript each built page ships (gzip): inline scripts, script files, islands' component and
 * renderer modules, module preloads, and every module those import statically. Dynamic import() is not
 * counted: it loads later, on demand. Islands hydrated `client:visible` load their code only when they scroll into
 * view: what they add to the page's first load is measured apart (`onViewBytes`: the page once every such widget
 * has loaded), so a budget can hold both the first load and the page with all its widgets.
 */
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

export function gzipSize(text) {
  return gzipSync(Buffer.from(text), { level: 9 }).length;
}

/** All built HTML pages as { url, file }, e.g. { url: '/en/hindersche/', file: 'dist/en/hindersche/index.html' }. */
export function builtPages(dist) {
  const pages = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name.endsWith('.html')) {
        const rel = relative(dist, full).split(sep).join('/');
        const url = rel === 'index.html' ? '/' : rel.endsWith('/index.html') ? `/${rel.slice(0, -'index.html'.length)}` : `/${rel}`;
        pages.push({ url, file: full });
      }
    }
  };
  walk(dist);
  return pages.sort((a, b) => a.url.localeCompare(b.url));
}

const SCRIPT_RE = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const ATTR = (attrs, name) => {
  const m = new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i').exec(attrs);
  return m ? (m[1] ?? m[2]) : undefined;
};

/** What a page loads: inline script texts, the URLs of modules it loads at first, and those of islands loaded on view. */
export function pageScripts(html) {
  const inline = [];
  const urls = new Set();
  const onView = new Set();
  for (const m of html.matchAll(SCRIPT_RE)) {
    const attrs = m[1] ?? '';
    const type = ATTR(attrs, 'type');
    if (type && !/^(module|text\/javascript|application\/javascript)$/i.test(type)) continue;
    const src = ATTR(attrs, 'src');
    if (src) urls.add(src);
    else if (m[2].trim()) inline.push(m[2]);
  }
  for (const m of html.matchAll(/<astro-island\b([^>]*)>/gi)) {
    const target = ATTR(m[1], 'client') === 'visible' ? onView : urls;
    for (const name of ['component-url', 'renderer-url', 'before-hydration-url']) {
      const v = ATTR(m[1], name);
      if (v) target.add(v);
    }
  }
  for (const m of html.matchAll(/<link\b([^>]*)>/gi)) {
    if (/\brel\s*=\s*["']?modulepreload/i.test(m[1])) {
      const href = ATTR(m[1], 'href');
      if (href) urls.add(href);
    }
  }
  const islands = (html.match(/<astro-island\b/gi) ?? []).length;
  return { inline, urls: [...urls], onViewUrls: [...onView].filter((u) => !urls.has(u)), islands };
}

const STATIC_IMPORT_RE = /(?:^|[;\s}])(?:import|export)\s*(?:[\w*${}\s,]*?\s*from\s*)?["']([^"']+)["']/g;

/** Static import specifiers of a module (not dynamic import()). */
export function staticImports(code) {
  const out = [];
  for (const m of code.matchAll(STATIC_IMPORT_RE)) out.push(m[1]);
  return out;
}

/** Adds the files reachable from `start` by static imports to `files` (url -> gzip bytes); returns the bytes added. */
function collect(dist, start, files) {
  let added = 0;
  const queue = start.filter((u) => u.startsWith('/'));
  while (queue.length) {
    const url = queue.shift();
    if (files.has(url)) continue;
    const path = join(dist, url);
    if (!existsSync(path)) {
      files.set(url, 0);
      continue;
    }
    const code = readFileSync(path, 'utf8');
    const size = gzipSize(code);
    files.set(url, size);
    added += size;
    for (const spec of staticImports(code)) {
      if (spec.startsWith('./') || spec.startsWith('../')) queue.push(posix.normalize(posix.join(posix.dirname(url), spec)));
      else if (spec.startsWith('/')) queue.push(spec);
    }
  }
  return added;
}

/**
 * Total gzip bytes of a page's JavaScript at first load (`bytes`) and once its on-view islands have loaded too
 * (`onViewBytes`), with the files counted once each.
 */
export function measurePage(dist, html) {
  const { inline, urls, onViewUrls, islands } = pageScripts(html);
  const files = new Map();
  const bytes = inline.reduce((n, s) => n + gzipSize(s), 0) + collect(dist, urls, files);
  const first = [...files.keys()];
  const onViewBytes = bytes + collect(dist, onViewUrls, files);
  return { bytes, onViewBytes, islands, files: first, onViewFiles: [...files.keys()].filter((f) => !first.includes(f)), inlineCount: inline.length };
}

function globToRegExp(glob) {
  return new RegExp(`^${glob.split('*').map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('[^/]+')}$`);
}

/** The budget for a page: pages without islands get 0 unless a rule without islands names them. */
export function budgetFor(url, islands, rules) {
  for (const rule of rules) {
    if (!globToRegExp(rule.pages).test(url)) continue;
    if (rule.islands === false) return { bytes: rule.bytes, rule };
    if (islands > 0) return { bytes: rule.bytes, rule };
  }
  if (islands === 0) return { bytes: 0, rule: { pages: url, why: 'no interactive widgets' } };
  return { bytes: 0, rule: { pages: url, why: 'has islands but no budget rule: add one to tests/budgets.json' } };
}

export function checkBudgets(dist, rules) {
  return builtPages(dist).map(({ url, file }) => {
    const html = readFileSync(file, 'utf8');
    const m = measurePage(dist, html);
    const budget = budgetFor(url, m.islands, rules);
    // Without a budget of its own for the page with every widget loaded, the whole page must fit the first-load one.
    const onViewBudget = budget.rule.onViewBytes ?? budget.bytes;
    return { url, ...m, budget: budget.bytes, onViewBudget, why: budget.rule.why, ok: m.bytes <= budget.bytes && m.onViewBytes <= onViewBudget };
  });
}
