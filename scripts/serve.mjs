#!/usr/bin/env node
/**
 * A small static server for the built site, used by the browser tests (playwright.config.ts's webServer).
 * Unlike `astro preview`, which sends `Cache-Control: no-cache` for everything, it lets the browser keep the
 * hashed files under /_astro/ (their names change with their content) without asking the server again, as a
 * production host would; every other file (pages, the service worker, search index, manifest) is `no-cache`.
 *
 *   node scripts/serve.mjs [--port 4321] [--host 127.0.0.1] [--dir dist]   (the folder defaults to ASTRO_OUT_DIR or dist)
 *
 * Directories answer with their index.html (an address without its trailing slash is redirected to it, as the site
 * uses trailing slashes); a missing file answers 404 with the site's own 404 page; paths that leave the folder are
 * refused. Only GET and HEAD. Node's http module only, no dependency. The benchmarks that open the built site in a
 * browser (scripts/search-bench.ts, scripts/hint-bench.ts) serve it with the same `serveSite`.
 */
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

const root = fileURLToPath(new URL('..', import.meta.url));

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.gif': 'image/gif',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.wasm': 'application/wasm',
  '.pf_meta': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built site in `dir` on `host`:`port` (port 0: any free port); resolves with the listening server.
 */
export function serveSite(dir, { port = 0, host = '127.0.0.1' } = {}) {
  /** The file at `path` inside the site folder, or null (missing, or outside the folder). */
  function fileAt(path) {
    const full = resolve(dir, '.' + path);
    if (full !== dir && !full.startsWith(dir + sep)) return null;
    try {
      const stat = statSync(full);
      return { full, stat };
    } catch {
      return null;
    }
  }

  function send(req, res, status, full, size, cacheControl) {
    res.writeHead(status, {
      'Content-Type': TYPES[extname(full).toLowerCase()] ?? 'application/octet-stream',
      'Content-Length': size,
      'Cache-Control': cacheControl,
      'X-Content-Type-Options': 'nosniff',
    });
    if (req.method === 'HEAD') return res.end();
    createReadStream(full).pipe(res);
  }

  function notFound(req, res) {
    const page = fileAt('/404.html');
    if (page?.stat.isFile()) return send(req, res, 404, page.full, page.stat.size, 'no-cache');
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Not found');
  }

  const server = createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' });
      return res.end();
    }
    let path;
    try {
      path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      res.writeHead(400);
      return res.end();
    }
    if (path.includes('\0') || path.split('/').includes('..')) {
      res.writeHead(403);
      return res.end();
    }
    let found = fileAt(path);
    if (found?.stat.isDirectory()) {
      if (!path.endsWith('/')) {
        const query = new URL(req.url ?? '/', 'http://x').search;
        res.writeHead(301, { Location: path + '/' + query });
        return res.end();
      }
      found = fileAt(join(path, 'index.html'));
    }
    if (!found?.stat.isFile()) return notFound(req, res);
    const cache = path.startsWith('/_astro/') ? IMMUTABLE : 'no-cache';
    send(req, res, 200, found.full, found.stat.size, cache);
  });

  return new Promise((ok) => server.listen(port, host, () => ok(server)));
}

// Run as a command (the browser tests' web server): serve until stopped.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = resolve(root, arg('dir', process.env.ASTRO_OUT_DIR ?? 'dist'));
  const host = arg('host', '127.0.0.1');
  const server = await serveSite(dir, { port: Number(arg('port', '4321')), host });
  console.log(`[serve] ${dir} at http://${host}:${server.address().port}/`);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
}
