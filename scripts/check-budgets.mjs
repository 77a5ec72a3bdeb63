#!/usr/bin/env node
// Fails when a built page ships more JavaScript than its budget (tests/budgets.json). Run after `astro build`.
import { readFileSync, existsSync } from 'node:fs';
import { builtPages, checkBudgets, gzipSize } from './budgets.mjs';

const dist = process.argv[2] ?? process.env.ASTRO_OUT_DIR ?? 'dist';
if (!existsSync(dist)) {
  console.error(`No build in ${dist}/: run "npm run build" first.`);
  process.exit(2);
}
const { rules } = JSON.parse(readFileSync(new URL('../tests/budgets.json', import.meta.url), 'utf8'));
const results = checkBudgets(dist, rules);

/**
 * Inline scripts that every page may carry, by name (their data-snippet attribute), each with its own limit in
 * gzip bytes. They are not counted against a page's budget; a snippet over its limit fails the page.
 *   offline-registration: registers the service worker, remembers the page's language for the front door and marks a
 *   lesson read for the school home (src/components/OfflineSupport.astro).
 */
const SNIPPETS = { 'offline-registration': 800 };
const SNIPPET_RE = /<script\b([^>]*\bdata-snippet\s*=\s*["']([^"']+)["'][^>]*)>([\s\S]*?)<\/script>/gi;
const files = new Map(builtPages(dist).map((p) => [p.url, p.file]));
for (const r of results) {
  const html = readFileSync(files.get(r.url), 'utf8');
  for (const m of html.matchAll(SNIPPET_RE)) {
    const [, attrs, name, text] = m;
    if (/\bsrc\s*=/i.test(attrs) || !text.trim() || !Object.hasOwn(SNIPPETS, name)) continue;
    const bytes = gzipSize(text);
    if (bytes > SNIPPETS[name]) {
      r.ok = false;
      r.why += `; snippet ${name} is ${bytes} B, over its ${SNIPPETS[name]} B`;
      continue;
    }
    r.bytes -= bytes;
    r.onViewBytes -= bytes;
    r.ok = r.ok || (r.bytes <= r.budget && r.onViewBytes <= r.onViewBudget);
    r.why += `; not counted: the ${name} snippet, ${bytes} B`;
  }
}
const width = Math.max(...results.map((r) => r.url.length));
let failed = 0;
for (const r of results) {
  const mark = r.ok ? 'ok  ' : 'FAIL';
  if (!r.ok) failed++;
  const onView = r.onViewBytes > r.bytes ? `; ${r.onViewBytes} B of ${r.onViewBudget} B once its widgets scroll into view` : '';
  console.log(`${mark} ${r.url.padEnd(width)} ${String(r.bytes).padStart(7)} B of ${String(r.budget).padStart(6)} B  (${r.islands} islands${onView}; ${r.why})`);
}
console.log(`budgets: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
