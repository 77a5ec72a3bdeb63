#!/usr/bin/env node
/**
 * Builds the site search index (Pagefind) into <dist>/pagefind/ after `astro build` (see `npm run build`).
 *
 * It does what `pagefind --site dist` does, through Pagefind's Node API, with two differences in what is indexed
 * (the served pages stay exactly as built):
 * - Widgets are left out: every Preact island (`astro-island`: drills, checks, the play table, rule panels) is
 *   interactive chrome whose server-rendered text ("Level 1", "Hint", "Show me", seat names) would otherwise fill
 *   the excerpts. The text around a widget, which explains it, stays in the index.
 * - Astro writes pages without whitespace between tags, and Pagefind joins the text of neighbouring elements as it
 *   finds it (it parts paragraphs, headings, list items and table data cells only), so
 *   "<span>Swedish: hög</span><span>German: Stapel</span>" became "högGerman" in excerpts. Before a page is
 *   indexed, a space goes after the end of every other element that meets the next one, and after a line break.
 *   Text inside one element is untouched.
 *
 * Each page's <main> carries its search title (with the game's name) and its game as a Pagefind filter: see
 * src/layouts/BaseLayout.astro.
 *
 * Usage: node scripts/build-search.mjs [dist] (a folder relative to the project, as ASTRO_OUT_DIR gives it)
 */
import { existsSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as pagefind from 'pagefind';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = resolve(root, process.argv[2] ?? 'dist');

/**
 * Pagefind ends the text of these elements with ". " by itself (p, h1-h6, div, li, td, section, ul, ol, article):
 * their tags are left as they are, or the full stop would be lost.
 */
/** Elements whose text stands apart from what follows, which Pagefind would run on: a space after each. */
const APART = /(<\/(?:th|dt|dd|summary|caption|figcaption|legend|blockquote|pre|tr|table|thead|tbody|header|footer|aside|nav|label|button|option|dl|details|form|fieldset|address)>|<br\s*\/?>)/gi;
/** Any other closing tag directly followed by an opening one: siblings that the page sets apart with CSS. */
const SIBLINGS = /(<\/(?!(?:p|h[1-6]|div|li|td|section|ul|ol|article)>)[a-z][a-z0-9-]*>)(?=<[a-z])/gi;

/** The page as Pagefind should read it: the same markup with a space where separate elements meet. */
export function spaced(html) {
  const body = html.indexOf('<body');
  if (body < 0) return html;
  return html.slice(0, body) + html.slice(body).replace(APART, '$1 ').replace(SIBLINGS, '$1 ');
}

function htmlFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) {
      if (name !== 'pagefind' && name !== '_astro') out.push(...htmlFiles(full));
    } else if (name.endsWith('.html')) out.push(full);
  }
  return out;
}

async function main() {
  if (!existsSync(join(dist, 'index.html'))) {
    console.error(`build-search: no built site in ${dist}/: run "astro build" first.`);
    return 2;
  }
  const started = Date.now();
  const { index, errors } = await pagefind.createIndex({ excludeSelectors: ['astro-island'] });
  if (!index) {
    console.error(`build-search: Pagefind did not start: ${errors.join('; ')}`);
    return 1;
  }
  let pages = 0;
  for (const file of htmlFiles(dist)) {
    const sourcePath = relative(dist, file).split(sep).join('/');
    const r = await index.addHTMLFile({ sourcePath, content: spaced(readFileSync(file, 'utf8')) });
    if (r.errors.length) {
      console.error(`build-search: ${sourcePath}: ${r.errors.join('; ')}`);
      return 1;
    }
    // Pages without data-pagefind-body (the search page, the 404 page, the language chooser) are skipped.
    if (r.file?.url) pages++;
  }
  const out = join(dist, 'pagefind');
  rmSync(out, { recursive: true, force: true });
  const written = await index.writeFiles({ outputPath: out });
  if (written.errors.length) {
    console.error(`build-search: ${written.errors.join('; ')}`);
    return 1;
  }
  await pagefind.close();
  console.log(`build-search: ${pages} pages read, indexed into ${relative(root, out) || out} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().then(
    (code) => process.exit(code),
    (e) => {
      console.error(`build-search crashed: ${e instanceof Error ? e.stack : String(e)}`);
      process.exit(1);
    },
  );
}
