import type { Context, MiddlewareHandler } from 'hono';
import type { ApiError } from '@/shared/api/errors';
import { bodyLimit } from './bodyLimit';

/**
 * Refuses, for the whole app, a body larger than `maxBytes` (the largest any route takes; each route
 * keeps its own smaller limit): a Content-Length over it gets 413 before a byte of the body is read, and
 * a chunked body is cut off with 413 as soon as it passes it. So no address, even one whose route never
 * reads a body, makes the process take in more than `maxBytes` of a request.
 */
export function bodySizeGuard(maxBytes: number): MiddlewareHandler {
  const message = `The request is too large (at most ${Math.round(maxBytes / 1024)} KB).`;
  const tooLarge = (c: Context) => {
    // The rest of the body is not worth reading just to keep the connection open for another request.
    c.header('Connection', 'close');
    c.header('Cache-Control', 'no-store');
    return c.req.path.startsWith('/api/') ? c.json<ApiError>({ error: message }, 413) : c.text(message, 413);
  };
  return bodyLimit({ maxSize: maxBytes, onError: tooLarge });
}
