import type { MiddlewareHandler } from 'hono';
import { contentSecurityPolicy, SECURITY_HEADERS } from '../../scripts/csp.mjs';

// The policy of a response that is not a page (JSON, a script, an error): no inline script is allowed.
const DEFAULT_POLICY = contentSecurityPolicy('', { header: true });

/**
 * The headers `npm run preview` sends on every response (scripts/csp.mjs): the security headers and a
 * Content-Security-Policy with frame-ancestors. A page's route replaces the policy with its own.
 */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value);
  if (!c.res.headers.has('Content-Security-Policy'))
    c.res.headers.set('Content-Security-Policy', DEFAULT_POLICY);
};
