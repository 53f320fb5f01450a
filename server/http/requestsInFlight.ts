import type { MiddlewareHandler } from 'hono';
import { HEALTH_PATH } from '@/shared/api/health';
import type { ApiError } from '@/shared/api/errors';

/**
 * How long a refused client is asked to wait: long enough for a burst to drain at the few hundred
 * answers a second one process gives, short enough that a person retrying by hand is not kept out.
 */
export const BUSY_RETRY_AFTER_SECONDS = 2;

const BUSY = 'The server is busy. Try again in a few seconds.';

/**
 * Counts the requests this process is answering; past `max`, answers 503 with Retry-After at once.
 * Waiting in a queue without bound would make every answer late and let memory grow until the process
 * dies; a quick 503 lets the client (or the balancer) try again, here or at another process.
 * /healthz is never refused, so a balancer sees a busy process as alive rather than dead.
 */
export function limitRequestsInFlight(max: number): MiddlewareHandler {
  let inFlight = 0;
  return async (c, next) => {
    if (c.req.path === HEALTH_PATH) return next();
    if (inFlight >= max) {
      c.header('Retry-After', String(BUSY_RETRY_AFTER_SECONDS));
      c.header('Cache-Control', 'no-store');
      return c.req.path.startsWith('/api/') ? c.json<ApiError>({ error: BUSY }, 503) : c.text(BUSY, 503);
    }
    inFlight++;
    try {
      await next();
    } finally {
      inFlight--;
    }
  };
}
