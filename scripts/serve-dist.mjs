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

/**
 * Serves dist/ as a static host would (an address's index.html, 404.html with status 404 for anything
 * unknown) on a free local port, for the benchmarks. Returns its origin and how to stop it.
 */
export async function serveDist() {
  const server = createServer((request, response) => {
    let path = decodeURIComponent(new URL(request.url ?? '/', 'http://bench').pathname);
    const floor = path.startsWith(NO_SCRIPTS);
    if (floor) path = path.slice(NO_SCRIPTS.length) || '/';
    const file = [join('dist', path), join('dist', path, 'index.html')].find(
      (f) => extname(f) && existsSync(f),
    );
    let body = readFileSync(file ?? join('dist', '404.html'));
    const type = file ? (TYPES[extname(file)] ?? 'application/octet-stream') : TYPES['.html'];
    if (floor && type === TYPES['.html']) {
      body = body
        .toString()
        .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
        .replace(/<link rel="modulepreload"[^>]*>/g, '');
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
