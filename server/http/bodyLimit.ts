import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit as countingBodyLimit } from 'hono/body-limit';

/**
 * Hono's bodyLimit, without touching a body it need not read: a Content-Length is compared as it is,
 * and only a body without one is counted as it arrives. Hono's own asks every request for its body first,
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
  const refuse = (c: Context) => {
    // The rest of the body is not worth reading just to keep the connection open for another request.
    c.header('Connection', 'close');
    c.header('Cache-Control', 'no-store');
    return onError(c);
  };
  const chunked = countingBodyLimit({ maxSize, onError: refuse });
  return async (c, next) => {
    const length = c.req.header('Content-Length');
    if (length !== undefined) return Number(length) > maxSize ? refuse(c) : next();
    // Without a length, a body (chunked over HTTP, or a stream handed to app.request) is counted.
    const bodiless = c.req.method === 'GET' || c.req.method === 'HEAD';
    return bodiless ? next() : chunked(c, next);
  };
}
