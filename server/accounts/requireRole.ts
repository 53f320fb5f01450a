import { createMiddleware } from 'hono/factory';
import type { Role } from '@/shared/api/accounts';
import type { ApiError } from '@/shared/api/errors';
import type { AppEnv } from '../appEnv';
import type { ActiveSession } from './sessions';
import { roleAllows } from './roles';

export type SignedInEnv = AppEnv & { Variables: { signedIn: ActiveSession } };

/**
 * Guards an API route: 401 without a valid session, 403 when the session's role may not do what
 * `needed` may. The route then finds the session in `c.var.signedIn`.
 */
export function requireRole(needed: Role) {
  return createMiddleware<SignedInEnv>(async (c, next) => {
    const session = await c.var.session();
    if (!session) return c.json<ApiError>({ error: 'Your session has ended. Sign in again.' }, 401);
    if (!roleAllows(session.user.role, needed))
      return c.json<ApiError>({ error: 'Your role does not allow this.' }, 403);
    c.set('signedIn', session);
    await next();
  });
}
