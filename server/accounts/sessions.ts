import type { Kysely } from 'kysely';
import type { StaffUser } from '@/shared/api/accounts';
import type { Database } from '../db/schema';
import { hashToken } from './tokens';

/** How long a session lives: ended after `idleMinutes` without a request, and `maxHours` after sign-in. */
export interface SessionLimits {
  idleMinutes: number;
  maxHours: number;
}

export interface SessionDependencies {
  clock: () => Date;
  randomToken: () => string;
  limits: SessionLimits;
}

/** A signed-in person's session, as the routes see it. */
export interface ActiveSession {
  tokenHash: string;
  csrfToken: string;
  expiresAt: Date;
  user: StaffUser;
}

const MINUTE = 60_000;
// last_seen_at is written at most this often: a page of the admin area makes several calls at once.
const SEEN_PRECISION = MINUTE;

/** Starts a session for `accountId`: a new token (the cookie's value) and a new anti-forgery token. */
export async function startSession(db: Kysely<Database>, accountId: string, deps: SessionDependencies) {
  const token = deps.randomToken();
  const csrfToken = deps.randomToken();
  const now = deps.clock();
  const expiresAt = new Date(now.getTime() + deps.limits.maxHours * 60 * MINUTE);
  await pruneEndedSessions(db, now, deps.limits);
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      account_id: accountId,
      csrf_token: csrfToken,
      created_at: now,
      last_seen_at: now,
      expires_at: expiresAt,
    })
    .execute();
  return { token, csrfToken, expiresAt };
}

/**
 * The session whose cookie holds `token`, or null when there is none, it ran out (idle or absolute) or
 * its account is disabled. Notes the request (at most once a minute) so idleness is measured from it.
 */
export async function findSession(
  db: Kysely<Database>,
  token: string,
  { clock, limits }: Pick<SessionDependencies, 'clock' | 'limits'>,
): Promise<ActiveSession | null> {
  const tokenHash = hashToken(token);
  const row = await db
    .selectFrom('sessions')
    .innerJoin('accounts', 'accounts.id', 'sessions.account_id')
    .select([
      'sessions.csrf_token',
      'sessions.last_seen_at',
      'sessions.expires_at',
      'accounts.id',
      'accounts.email',
      'accounts.name',
      'accounts.role',
      'accounts.disabled_at',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return null;
  const now = clock().getTime();
  const idleUntil = row.last_seen_at.getTime() + limits.idleMinutes * MINUTE;
  if (row.disabled_at !== null || now >= row.expires_at.getTime() || now >= idleUntil) {
    await endSession(db, tokenHash);
    return null;
  }
  if (now - row.last_seen_at.getTime() >= SEEN_PRECISION)
    await db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(now) })
      .where('token_hash', '=', tokenHash)
      .execute();
  return {
    tokenHash,
    csrfToken: row.csrf_token,
    expiresAt: row.expires_at,
    user: { id: row.id, email: row.email, name: row.name, role: row.role },
  };
}

/**
 * Deletes every session that has ended (absolute or idle limit, as findSession judges them), of anyone:
 * a session nobody uses again would otherwise stay forever. Run at each sign-in, which staff do daily.
 */
async function pruneEndedSessions(db: Kysely<Database>, now: Date, limits: SessionLimits) {
  const idleSince = new Date(now.getTime() - limits.idleMinutes * MINUTE);
  await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('last_seen_at', '<=', idleSince)]))
    .execute();
}

/** Ends one session. */
export async function endSession(db: Kysely<Database>, tokenHash: string) {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

/** Ends every session of an account, on every device, except `keep` (the one asking, when it stays). */
export async function endAccountSessions(db: Kysely<Database>, accountId: string, keep?: string) {
  let query = db.deleteFrom('sessions').where('account_id', '=', accountId);
  if (keep) query = query.where('token_hash', '<>', keep);
  await query.execute();
}
