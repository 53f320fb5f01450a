import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context } from 'hono';
import { chooseEncoding } from '../site/acceptEncoding';
import { etagMatches } from '../site/etag';
import type { Encoding } from '../site/loadSite';
import type { ServedPage } from './loadRenderer';

// A written page carries the site's stylesheet (about 100 KB of HTML in all): compressed, as the build's
// pages are, for visitors on slow connections. Quality 4 takes about a millisecond where brotli's
// default (11) takes tens; in zlib's threads, so the server takes other requests meanwhile.
const COMPRESS: Record<Exclude<Encoding, 'identity'>, (html: string) => Promise<Buffer>> = {
  br: (html) => promisify(brotliCompress)(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (html) => promisify(gzip)(html),
};

/**
 * Each page's compressed bodies, made the first time a visitor asks for that encoding: a page kept per
 * content version (an article, the home page) is compressed once, not once a request (which took most
 * of the server's time under load), and goes when its page does.
 */
const compressed = new WeakMap<
  ServedPage,
  Map<Exclude<Encoding, 'identity'>, Promise<Uint8Array<ArrayBuffer>>>
>();

function compressedBody(
  page: ServedPage,
  encoding: Exclude<Encoding, 'identity'>,
): Promise<Uint8Array<ArrayBuffer>> {
  let bodies = compressed.get(page);
  if (!bodies) {
    bodies = new Map();
    compressed.set(page, bodies);
  }
  let body = bodies.get(encoding);
  if (!body)
    bodies.set(encoding, (body = COMPRESS[encoding](page.html).then((bytes) => new Uint8Array(bytes))));
  return body;
}

/**
 * How long a page may be kept: `no-cache` for a page anyone may ask for again (search results, the home
 * page: asked again each time, answered 304 when unchanged), `no-store` for one holding what a visitor
 * sent, `public, max-age=60` for an article's page (a change reaches every reader within a minute),
 * `no-store, private` for a draft's preview (kept by no browser or proxy).
 */
export type PageCaching = 'no-cache' | 'no-store' | 'no-store, private' | typeof ARTICLE_CACHING;

/** An article's page, and the redirect from an old address to it: kept a minute. */
export const ARTICLE_CACHING = 'public, max-age=60';

/**
 * Sends a page the server wrote, with its own Content-Security-Policy. With an `etag` (a strong tag's
 * text, without quotes), each encoding gets its own tag (RFC 9110 §8.8.3) and If-None-Match a 304.
 */
export async function sendPage(
  c: Context,
  page: ServedPage,
  status: 200 | 400 | 404 | 410 | 413 | 422 | 429,
  cacheControl: PageCaching,
  etag?: string,
) {
  const encoding = chooseEncoding(c.req.header('Accept-Encoding'), ['br', 'gzip']);
  c.header('Content-Type', 'text/html; charset=utf-8');
  c.header('Cache-Control', cacheControl);
  c.header('Content-Security-Policy', page.csp);
  c.header('Vary', 'Accept-Encoding');
  if (etag !== undefined) {
    const tag = `"${etag}${encoding === 'identity' ? '' : `-${encoding}`}"`;
    c.header('ETag', tag);
    if (etagMatches(c.req.header('If-None-Match'), tag)) return c.body(null, 304);
  }
  if (encoding === 'identity') return c.body(page.html, status);
  c.header('Content-Encoding', encoding);
  return c.body(await compressedBody(page, encoding), status);
}
