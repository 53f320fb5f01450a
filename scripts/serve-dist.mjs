import { existsSync, readFileSync } from 'node:fs';
import { createServer, request as forward } from 'node:http';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

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
/**
 * An address ending in this segment (/__not-found-as-200, /yo/__not-found-as-200) leads nowhere, and the
 * site answers it with its not-found page and status 404; through the proxy (`upstream`) that page comes
 * with status 200, because Lighthouse refuses to audit a page answered 404. A last segment, not a
 * prefix like the two above: the app reads the language from the address's first segment, so the page
 * itself must keep its real address (/yo/…) for the app to render what the server wrote.
 */
export const NOT_FOUND_AS_200 = '__not-found-as-200';

const APP_PRELOADS = /<link rel="modulepreload"[^>]*>/g;
const APP_ENTRY = /<script type="module"[^>]*><\/script>/;

/** A page's HTML as `prefix` asks for it: unchanged, with no script at all, or with the libraries alone. */
function pageVariant(html, prefix) {
  if (prefix === NO_SCRIPTS)
    return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(APP_PRELOADS, '');
  // The inline scripts stay (the colour mode, the failed-start watcher): they are part of every page,
  // not of the app's code. The page's data (#page-data) stays too; nothing reads it.
  if (prefix === LIBRARIES_ONLY)
    return html
      .replace(APP_ENTRY, `<script type="module" src="${LIBRARIES_SCRIPT}"></script>`)
      .replace(APP_PRELOADS, '');
  return html;
}

/**
 * Serves dist/ as a static host would (an address's index.html, 404.html with status 404 for anything
 * unknown) on a local port (`port`, or a free one), for the benchmarks. Returns its origin and how to
 * stop it. With `librariesOnly` (the code of scripts/libraries-only/entry.js, bundled), pages under
 * LIBRARIES_ONLY load that instead of the app.
 * With `upstream` (the origin of the real server, scripts/start-server.mjs), it is a proxy in front of
 * that server instead: every request goes on to it (method, headers and body), and its pages come back
 * as they are, or under NO_SCRIPTS and LIBRARIES_ONLY as those variants — so the pages only the server
 * writes (articles, the home page's latest updates, a search's results) are measured too.
 */
export async function serveDist({ librariesOnly, upstream, port = 0 } = {}) {
  const librariesOnlyBodies = librariesOnly && {
    br: brotliCompressSync(librariesOnly, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(librariesOnly, { level: 9 }),
    identity: Buffer.from(librariesOnly),
  };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://bench');
    let path = decodeURIComponent(url.pathname);
    if (librariesOnly && path === LIBRARIES_SCRIPT) {
      // Compressed as the app's own scripts are sent (the build's .br and .gz files), so the two download
      // alike on a throttled connection.
      const [encoding, body] = compressed(librariesOnlyBodies, request.headers['accept-encoding']);
      response.writeHead(200, {
        'Content-Type': TYPES['.js'],
        ...(encoding ? { 'Content-Encoding': encoding } : {}),
      });
      response.end(body);
      return;
    }
    const prefix = [NO_SCRIPTS, LIBRARIES_ONLY].find((p) => path === p || path.startsWith(`${p}/`));
    if (upstream) {
      const address = (prefix ? url.pathname.slice(prefix.length) || '/' : url.pathname) + url.search;
      proxy(request, response, { upstream, address, prefix });
      return;
    }
    if (prefix) path = path.slice(prefix.length) || '/';
    const file = [join('dist', path), join('dist', path, 'index.html')].find(
      (f) => extname(f) && existsSync(f),
    );
    let body = readFileSync(file ?? join('dist', '404.html'));
    const type = file ? (TYPES[extname(file)] ?? 'application/octet-stream') : TYPES['.html'];
    if (prefix && type === TYPES['.html']) body = pageVariant(body.toString(), prefix);
    response.writeHead(file ? 200 : 404, { 'Content-Type': type });
    response.end(body);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Hands one request to the real server and its answer back, the page rewritten as `prefix` asks. */
function proxy(request, response, { upstream, address, prefix }) {
  const target = new URL(address, upstream);
  const notFoundAs200 = target.pathname.endsWith(`/${NOT_FOUND_AS_200}`);
  const headers = { ...request.headers, host: target.host };
  // A variant is rewritten here, so it is asked for uncompressed and compressed again below.
  if (prefix) headers['accept-encoding'] = 'identity';
  const upstreamRequest = forward(target, { method: request.method, headers }, (answer) => {
    const status = notFoundAs200 && answer.statusCode === 404 ? 200 : (answer.statusCode ?? 502);
    const isPage = (answer.headers['content-type'] ?? '').startsWith('text/html');
    if (!prefix || !isPage) {
      response.writeHead(status, answer.headers);
      answer.pipe(response);
      return;
    }
    const chunks = [];
    answer.on('data', (chunk) => chunks.push(chunk));
    answer.on('end', () => {
      const html = Buffer.from(pageVariant(Buffer.concat(chunks).toString(), prefix));
      // As the server compresses the pages it writes (server/pages/sendPage.ts): brotli at quality 4,
      // else gzip at its default level — a millisecond or two, so the variants' first byte is not later.
      const [encoding, body] = compressed(
        {
          br: () => brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
          gzip: () => gzipSync(html),
          identity: html,
        },
        request.headers['accept-encoding'],
      );
      // The length, encoding and ETag were the upstream body's, not this one's.
      const kept = Object.fromEntries(
        Object.entries(answer.headers).filter(
          ([name]) => !['content-length', 'content-encoding', 'transfer-encoding', 'etag'].includes(name),
        ),
      );
      response.writeHead(status, {
        ...kept,
        ...(encoding ? { 'content-encoding': encoding } : {}),
        'content-length': body.length,
      });
      response.end(body);
    });
  });
  upstreamRequest.on('error', (error) => {
    response.writeHead(502, { 'Content-Type': 'text/plain' });
    response.end(`The server did not answer: ${error.message}`);
  });
  request.pipe(upstreamRequest);
}

/** The body for the request's Accept-Encoding (brotli, else gzip, else none) and its encoding's name. */
function compressed(bodies, acceptEncoding) {
  const accepted = String(acceptEncoding ?? '');
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
  const body = bodies[encoding ?? 'identity'];
  return [encoding, typeof body === 'function' ? body() : body];
}
