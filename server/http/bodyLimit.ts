import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit as countingBodyLimit } from 'hono/body-limit';

/**
 * Hono's bodyLimit, without touching a body it need not read: a Content-Length is compared as it is,
 * and only a chunked body is counted as it arrives. Hono's own asks every request for its body first,
 * which makes @hono/node-server wrap it in a stream; a route that then answers without reading it (401,
 * 403, 429) leaves that stream holding the body, @hono/node-server's clean-up gives up after 500 ms and
 * closes the connection — under whatever request the browser sent next on it (seen by the API fuzz).
 */
export function bodyLimit({
  maxSize,
  onError,
}: {
  maxSize: number;
  onError: (c: Context) => Response | Promise<Response>;
}): MiddlewareHandler {
  const chunked = countingBodyLimit({ maxSize, onError });
  return async (c, next) => {
    const length = c.req.header('Content-Length');
    if (length !== undefined) return Number(length) > maxSize ? onError(c) : next();
    return c.req.header('Transfer-Encoding') === undefined ? next() : chunked(c, next);
  };
}
