import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context } from 'hono';
import { chooseEncoding } from '../site/acceptEncoding';
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
 * Sends a page the server wrote, with its own Content-Security-Policy. `cacheControl`: `no-cache` for a
 * page anyone may ask for again (search results), `no-store` for one holding what a visitor sent.
 */
export async function sendPage(
  c: Context,
  page: ServedPage,
  status: 200 | 400 | 413 | 422,
  cacheControl: 'no-cache' | 'no-store',
) {
  const encoding = chooseEncoding(c.req.header('Accept-Encoding'), ['br', 'gzip']);
  c.header('Content-Type', 'text/html; charset=utf-8');
  c.header('Cache-Control', cacheControl);
  c.header('Content-Security-Policy', page.csp);
  c.header('Vary', 'Accept-Encoding');
  if (encoding === 'identity') return c.body(page.html, status);
  c.header('Content-Encoding', encoding);
  return c.body(new Uint8Array(await COMPRESS[encoding](page.html)), status);
}
