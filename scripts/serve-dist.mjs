import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
};
/** Under this prefix, the same pages with every script removed: the no-JavaScript floor. */
export const NO_SCRIPTS = '/__no-scripts';
/** Under this prefix, the same pages with the app's entry swapped for the libraries alone. */
export const LIBRARIES_ONLY = '/__libraries-only';
const LIBRARIES_SCRIPT = `${LIBRARIES_ONLY}.js`;

const APP_PRELOADS = /<link rel="modulepreload"[^>]*>/g;
const APP_ENTRY = /<script type="module"[^>]*><\/script>/;

/**
 * Serves dist/ as a static host would (an address's index.html, 404.html with status 404 for anything
 * unknown) on a free local port, for the benchmarks. Returns its origin and how to stop it.
 * With `librariesOnly` (the code of scripts/libraries-only/entry.js, bundled), pages under
 * LIBRARIES_ONLY load that instead of the app.
 */
export async function serveDist({ librariesOnly } = {}) {
  const server = createServer((request, response) => {
    let path = decodeURIComponent(new URL(request.url ?? '/', 'http://bench').pathname);
    if (librariesOnly && path === LIBRARIES_SCRIPT) {
      response.writeHead(200, { 'Content-Type': TYPES['.js'] });
      response.end(librariesOnly);
      return;
    }
    const prefix = [NO_SCRIPTS, LIBRARIES_ONLY].find((p) => path === p || path.startsWith(`${p}/`));
    if (prefix) path = path.slice(prefix.length) || '/';
    const file = [join('dist', path), join('dist', path, 'index.html')].find(
      (f) => extname(f) && existsSync(f),
    );
    let body = readFileSync(file ?? join('dist', '404.html'));
    const type = file ? (TYPES[extname(file)] ?? 'application/octet-stream') : TYPES['.html'];
    if (prefix === NO_SCRIPTS && type === TYPES['.html']) {
      body = body
        .toString()
        .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
        .replace(APP_PRELOADS, '');
    }
    if (prefix === LIBRARIES_ONLY && type === TYPES['.html']) {
      // The inline colour-mode script stays: it is part of every page, not of the app's code.
      body = body
        .toString()
        .replace(APP_ENTRY, `<script type="module" src="${LIBRARIES_SCRIPT}"></script>`)
        .replace(APP_PRELOADS, '');
    }
    response.writeHead(file ? 200 : 404, { 'Content-Type': type });
    response.end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
