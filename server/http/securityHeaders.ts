import type { MiddlewareHandler } from 'hono';
import { contentSecurityPolicy, SECURITY_HEADERS } from '../../scripts/csp.mjs';

// The policy of a response that is not a page (JSON, a script, an error): no inline script is allowed.
const DEFAULT_POLICY = contentSecurityPolicy('', { header: true });

/**
 * The headers the server sends on every response (scripts/csp.mjs): the security headers and a
 * Content-Security-Policy with frame-ancestors. A page's route replaces the policy with its own.
 */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  // Set before the route runs, so they are part of the response it builds rather than added to a
  // finished one (which makes @hono/node-server build a full Response object).
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.header(name, value);
  c.header('Content-Security-Policy', DEFAULT_POLICY);
  await next();
};
