import type { Context, MiddlewareHandler } from 'hono';
import type { ApiError } from '@/shared/api/errors';
import { bodyLimit } from './bodyLimit';

/**
 * Refuses, for the whole app, a body larger than `maxBytes` (the largest any route takes; each route
 * keeps its own smaller limit): a Content-Length over it gets 413 before a byte of the body is read, and
 * a body without one is cut off with 413 as soon as it passes it. So no address, even one whose route
 * never reads a body, makes the process take in more than `maxBytes` of a request. Addresses under
 * `ownLimit` are left to their routes, whose limit is `maxBytes` with a sentence of their own (the
 * content API tells an editor how long an article may be).
 */
export function bodySizeGuard(maxBytes: number, ownLimit: string): MiddlewareHandler {
  const message = `The request is too large (at most ${Math.round(maxBytes / 1024)} KB).`;
  const guard = bodyLimit({
    maxSize: maxBytes,
    onError: (c: Context) =>
      c.req.path.startsWith('/api/') ? c.json<ApiError>({ error: message }, 413) : c.text(message, 413),
  });
  return (c, next) =>
    c.req.path === ownLimit || c.req.path.startsWith(`${ownLimit}/`) ? next() : guard(c, next);
}
