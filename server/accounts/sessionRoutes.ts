import type { Hono } from 'hono';
import {
  ALL_SESSIONS_PATH,
  OWN_PASSWORD_PATH,
  SESSION_PATH,
  type SessionInfo,
  type StaffUser,
} from '@/shared/api/accounts';
import { passwordChangeRequestSchema, signInRequestSchema } from '@/shared/api/accountsSchema';
import type { ApiError } from '@/shared/api/errors';
import type { AppEnv } from '../appEnv';
import { isHttps, type OriginSettings } from '../http/requestOrigin';
import { checkedJson, jsonBodyLimit } from '../http/validation';
import { recordAudit } from './audit';
import type { AccountsDependencies } from './dependencies';
import { changeOwnPassword } from './passwordChanges';
import { requireRole } from './requireRole';
import { clearSessionCookie, clearStaffHint, writeSessionCookie } from './sessionCookie';
import { endAccountSessions, endSession } from './sessions';
import { signIn } from './signIn';

export type AccountRoutesDependencies = AccountsDependencies & { origin: OriginSettings };

/**
 * The signed-in person's own routes: who am I (GET), sign in (POST), sign out (DELETE), sign out
 * everywhere, and change my password.
 */
export function addSessionRoutes(app: Hono<AppEnv>, deps: AccountRoutesDependencies) {
  const { db, origin } = deps;

  app.get(SESSION_PATH, async (c) => {
    const session = await c.var.session();
    if (!session) {
      // The session ended (expired, or signed out elsewhere): its public pages need not ask again.
      clearStaffHint(c, isHttps(c, origin));
      return c.json<ApiError>({ error: 'Nobody is signed in.' }, 401);
    }
    return c.json<SessionInfo>(sessionInfo(session.user, session.csrfToken, session.expiresAt));
  });

  app.post(SESSION_PATH, jsonBodyLimit, async (c) => {
    const request = await checkedJson(c, signInRequestSchema);
    if (!request.ok) return request.response;
    const outcome = await signIn(deps, request.value, c.var.clientIp);
    if (!outcome.ok) {
      if (outcome.refusal.retryAfterSeconds)
        c.header('Retry-After', String(outcome.refusal.retryAfterSeconds));
      return c.json(outcome.refusal, outcome.status);
    }
    // A new token at every sign-in: the session the cookie held before (if any) ends (no fixation).
    const previous = await c.var.session();
    if (previous) await endSession(db, previous.tokenHash);
    const secure = isHttps(c, origin);
    writeSessionCookie(c, outcome.token, secure, deps.limits.maxHours * 3600);
    return c.json<SessionInfo>(sessionInfo(outcome.user, outcome.csrfToken, outcome.expiresAt));
  });

  app.delete(SESSION_PATH, async (c) => {
    const session = await c.var.session();
    if (session) {
      await endSession(db, session.tokenHash);
      await audit(deps, 'signOut', session.user.email, c.var.clientIp);
    }
    clearSessionCookie(c, isHttps(c, origin));
    return c.body(null, 204);
  });

  app.delete(ALL_SESSIONS_PATH, requireRole('writer'), async (c) => {
    const { user } = c.var.signedIn;
    await endAccountSessions(db, user.id);
    await audit(deps, 'signOutEverywhere', user.email, c.var.clientIp);
    clearSessionCookie(c, isHttps(c, origin));
    return c.body(null, 204);
  });

  app.put(OWN_PASSWORD_PATH, jsonBodyLimit, requireRole('writer'), async (c) => {
    const request = await checkedJson(c, passwordChangeRequestSchema);
    if (!request.ok) return request.response;
    const { user, tokenHash } = c.var.signedIn;
    const outcome = await changeOwnPassword(
      deps,
      { id: user.id, email: user.email, sessionTokenHash: tokenHash },
      request.value,
      c.var.clientIp,
    );
    if (outcome.ok) return c.body(null, 204);
    return c.json<ApiError>({ error: outcome.message, fields: { [outcome.field]: outcome.message } }, 400);
  });
}

const sessionInfo = (user: StaffUser, csrfToken: string, expiresAt: Date): SessionInfo => ({
  user,
  csrfToken,
  expiresAt: expiresAt.toISOString(),
});

function audit(
  deps: AccountsDependencies,
  action: 'signOut' | 'signOutEverywhere',
  email: string,
  ip: string,
) {
  return recordAudit(deps.db, deps, { action, actorEmail: email, subject: email, ip });
}
