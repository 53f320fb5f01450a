import type { MiddlewareHandler } from 'hono';
import { contentSecurityPolicy, SECURITY_HEADERS } from '../../scripts/csp.mjs';
import { isHttps, type OriginSettings } from './requestOrigin';

// The policy of a response that is not a page (JSON, a script, an error): no inline script is allowed.
export const DEFAULT_POLICY = contentSecurityPolicy('', { header: true });

/** A year, the preload lists' minimum; subdomains too, as a government site's should all be HTTPS. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * The headers the server sends on every response (scripts/csp.mjs): the security headers and a
 * Content-Security-Policy with frame-ancestors. A page's route replaces the policy with its own.
 * Strict-Transport-Security only when the visitor came over HTTPS (PUBLIC_ORIGIN is https, or a trusted
 * proxy says so): a server reached over plain http (a local run) must not promise HTTPS it lacks.
 */
export function securityHeaders(origin: OriginSettings): MiddlewareHandler {
  return async (c, next) => {
    // Set before the route runs, so they are part of the response it builds rather than added to a
    // finished one (which makes @hono/node-server build a full Response object).
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.header(name, value);
    c.header('Content-Security-Policy', DEFAULT_POLICY);
    if (isHttps(c, origin)) c.header('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    await next();
  };
}
