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
