import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../appEnv';
import type { ClientAddress } from '../http/clientAddress';
import { isHttps, type OriginSettings } from '../http/requestOrigin';
import type { AccountsDependencies } from './dependencies';
import { readSessionToken } from './sessionCookie';
import { findSession, type ActiveSession } from './sessions';

/**
 * Gives every request its client address and a `session()` that reads the cookie's session from the
 * database the first time a route or the forgery guard asks, and remembers it for the request.
 */
export function sessionContext(
  deps: Pick<AccountsDependencies, 'db' | 'clock' | 'limits'>,
  clientAddress: ClientAddress,
  origin: OriginSettings,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('clientIp', clientAddress(c));
    let session: Promise<ActiveSession | null> | undefined;
    c.set('session', () => {
      const token = readSessionToken(c, isHttps(c, origin));
      return (session ??= token ? findSession(deps.db, token, deps) : Promise.resolve(null));
    });
    await next();
  };
}
