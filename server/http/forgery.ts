import type { MiddlewareHandler } from 'hono';
import type { ApiError } from '@/shared/api/errors';
import { CSRF_HEADER } from '@/shared/api/accounts';
import type { AppEnv } from '../appEnv';
import { sameSecret } from '../accounts/tokens';
import { ownOrigin, type OriginSettings } from './requestOrigin';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const CROSS_SITE: ApiError = { error: 'This request did not come from this site.' };
const NO_TOKEN: ApiError = {
  error: 'This request is missing its security token. Reload the page and try again.',
};

/**
 * Cross-site request forgery, for every change on the whole site (the API and the no-JS forms alike):
 * - Sec-Fetch-Site, when the browser sends it, must be same-origin; else Origin, when sent, must be this
 *   site's own. A request with neither (curl, another server) carries no visitor's cookie by accident.
 *   Written here rather than hono/csrf, which checks form bodies only and let a cross-origin JSON POST by.
 * - An API request made with a session's cookie must carry that session's token in CSRF_HEADER.
 *   `exempt` names the sign-in, which replaces whatever session the cookie held.
 * A refusal is 403 before any route runs, so nothing changes.
 */
export function forgeryGuard(settings: OriginSettings, exempt: (method: string, path: string) => boolean) {
  const guard: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (!UNSAFE.has(c.req.method)) return next();
    const fetchSite = c.req.header('Sec-Fetch-Site');
    const origin = c.req.header('Origin');
    const sameSite =
      fetchSite !== undefined
        ? fetchSite === 'same-origin'
        : origin === undefined || origin === ownOrigin(c, settings);
    if (!sameSite) return c.json(CROSS_SITE, 403);
    if (c.req.path.startsWith('/api/') && !exempt(c.req.method, c.req.path)) {
      const session = await c.var.session();
      if (session && !sameSecret(c.req.header(CSRF_HEADER) ?? '', session.csrfToken))
        return c.json(NO_TOKEN, 403);
    }
    return next();
  };
  return guard;
}
