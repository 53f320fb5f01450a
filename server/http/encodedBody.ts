import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context } from 'hono';
import { chooseEncoding } from '../site/acceptEncoding';
import { etagMatches } from '../site/etag';

/** A document the server builds once (per content version) and sends often, in each encoding. */
export interface EncodedBody {
  identity: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
  br: Uint8Array<ArrayBuffer>;
}

/** Compresses `text` once, both ways (brotli at quality 9: built once, sent to many on slow links). */
export async function encodeOnce(text: string): Promise<EncodedBody> {
  const identity = new TextEncoder().encode(text);
  const [gzipped, brotli] = await Promise.all([
    promisify(gzip)(identity),
    promisify(brotliCompress)(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
  ]);
  return { identity, gzip: new Uint8Array(gzipped), br: new Uint8Array(brotli) };
}

/**
 * Sends `body` in the best encoding the request accepts, revalidated by `etag`: 304 when If-None-Match
 * names it. Asked again each time (no-cache): each answer is current, an unchanged one costs no download.
 * A strong tag differs per encoding, as RFC 9110 §8.8.3 asks (the bytes differ); a `weak` one is the same
 * in every encoding (the same content), so a script that sends back the tag it read from the document
 * itself (the search list's `version`) gets its 304 whichever encoding came.
 */
export function sendEncoded(
  c: Context,
  body: EncodedBody,
  { type, etag, weak = false }: { type: string; etag: string; weak?: boolean },
) {
  const encoding = chooseEncoding(c.req.header('Accept-Encoding'), ['br', 'gzip']);
  const strong = encoding === 'identity' ? `"${etag}"` : `"${etag}-${encoding}"`;
  const tag = weak ? `W/"${etag}"` : strong;
  c.header('Content-Type', type);
  c.header('Cache-Control', 'no-cache');
  c.header('Vary', 'Accept-Encoding');
  c.header('ETag', tag);
  if (etagMatches(c.req.header('If-None-Match'), weak ? `"${etag}"` : tag)) return c.body(null, 304);
  if (encoding !== 'identity') c.header('Content-Encoding', encoding);
  return c.body(body[encoding], 200);
}
