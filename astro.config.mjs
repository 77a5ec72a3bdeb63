// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import sitemap from '@astrojs/sitemap';

// The public address of the site, used for canonical URLs, hreflang links and the sitemap.
const site = process.env.SITE_URL ?? 'http://localhost:4321';

// ASTRO_OUT_DIR lets several builds of the site sit side by side (for example parallel browser-test runs).
const outDir = process.env.ASTRO_OUT_DIR ?? './dist';
// ASTRO_CACHE_DIR keeps a build's cache apart from another's (worktrees that share one node_modules).
const cacheDir = process.env.ASTRO_CACHE_DIR ?? './node_modules/.astro';

export default defineConfig({
  site,
  outDir,
  cacheDir,
  trailingSlash: 'always',
  build: { format: 'directory' },
  integrations: [
    mdx(),
    preact(),
    sitemap({
      filter: (page) => !page.includes('/404'),
      i18n: { defaultLocale: 'en', locales: { en: 'en', de: 'de', sv: 'sv' } },
    }),
  ],
  server: { port: 4321 },
  // No code highlighting: lessons have no code blocks, and Shiki's highlighter writes inline styles, which the strict
  // Content-Security-Policy below refuses (Astro warns about that at every build while Shiki is on).
  markdown: { syntaxHighlight: false },
  vite: {
    plugins: [
      {
        name: 'card-school:known-warnings',
        // Astro marks every MDX module that can inject into <head> with the directive "use astro:head-inject" and
        // reads the mark before bundling; the bundler then warns, once per lesson (126 warnings, about 1,250 lines),
        // that the directive is not kept in the bundle, which is harmless: nothing reads it there. A known Astro issue
        // (withastro/astro#18087). Only this warning is dropped; every other one is shown. (A plugin hook, because
        // Astro's page build does not pass the `onwarn` of vite.build.rolldownOptions on.)
        onLog(_level, log) {
          if (log.code === 'MODULE_LEVEL_DIRECTIVE' && String(log.message).includes('"use astro:head-inject"')) return false;
          return undefined;
        },
      },
    ],
  },
  // A strict Content-Security-Policy on every page (a <meta> tag with hashes of every script and style Astro emits;
  // no 'unsafe-inline', nothing from another origin).
  security: {
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self'",
        "worker-src 'self'",
        "manifest-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ],
    },
  },
});
