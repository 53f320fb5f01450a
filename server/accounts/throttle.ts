import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Wrong passwords for one typed e-mail before it is locked. */
export const LOCK_AFTER_FAILURES = 5;
/** The first lock's length, the second's; every later one is the longest. */
export const LOCK_MINUTES = [1, 5] as const;
export const LONGEST_LOCK_MINUTES = 15;
/** Failed sign-ins from one address within the window before it is refused. */
export const ADDRESS_LIMIT = 20;
export const ADDRESS_WINDOW_MINUTES = 10;

const MINUTE = 60_000;
const secondsUntil = (end: Date, now: Date) => Math.max(1, Math.ceil((end.getTime() - now.getTime()) / 1000));

/**
 * Seconds left on the lock of `email` (the normalized typed address, known or not), or undefined.
 * Everything lives in the database: a restart or another server process sees the same lock.
 */
export async function lockSecondsLeft(db: Kysely<Database>, email: string, now: Date) {
  const row = await db
    .selectFrom('sign_in_lockouts')
    .select('locked_until')
    .where('email', '=', email)
    .executeTakeFirst();
  return row?.locked_until && row.locked_until > now ? secondsUntil(row.locked_until, now) : undefined;
}

/**
 * Seconds until `ip` may try again, or undefined. Counted from the audit log's failed sign-ins of the
 * window (refusals by this limit itself excluded, so waiting out the window always works).
 */
export async function addressSecondsLeft(db: Kysely<Database>, ip: string, now: Date) {
  const windowStart = new Date(now.getTime() - ADDRESS_WINDOW_MINUTES * MINUTE);
  // The limit-th newest failure: once it leaves the window, fewer than the limit remain in it.
  const row = await db
    .selectFrom('audit_log')
    .select('at')
    .where('action', '=', 'signInFailed')
    .where('ip', '=', ip)
    .where('at', '>', windowStart)
    .where((eb) => eb.or([eb('detail', 'is', null), eb('detail', '<>', ADDRESS_REFUSAL)]))
    .orderBy('at', 'desc')
    .offset(ADDRESS_LIMIT - 1)
    .limit(1)
    .executeTakeFirst();
  return row ? secondsUntil(new Date(row.at.getTime() + ADDRESS_WINDOW_MINUTES * MINUTE), now) : undefined;
}

/** The audit detail of a sign-in refused by the per-address limit (not counted towards it). */
export const ADDRESS_REFUSAL = 'tooManyAttempts';

/**
 * Counts a wrong password for `email`. Returns the minutes of the lock it starts, if it starts one.
 * One transaction with the record's row lock: concurrent attempts, from any process, count one by one.
 */
export async function recordWrongPassword(db: Kysely<Database>, email: string, now: Date) {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('sign_in_lockouts')
      .values({ email, failures: 1, locks: 0, locked_until: null, updated_at: now })
      .onConflict((oc) =>
        oc.column('email').doUpdateSet((eb) => ({
          failures: eb('sign_in_lockouts.failures', '+', 1),
          updated_at: now,
        })),
      )
      .returning(['failures', 'locks'])
      .executeTakeFirstOrThrow();
    if (row.failures < LOCK_AFTER_FAILURES) return undefined;
    const minutes = LOCK_MINUTES[row.locks] ?? LONGEST_LOCK_MINUTES;
    await trx
      .updateTable('sign_in_lockouts')
      .set({ failures: 0, locks: row.locks + 1, locked_until: new Date(now.getTime() + minutes * MINUTE) })
      .where('email', '=', email)
      .execute();
    return minutes;
  });
}

/** A successful sign-in (or a new password) forgets the address's wrong passwords and locks. */
export async function clearWrongPasswords(db: Kysely<Database>, email: string) {
  await db.deleteFrom('sign_in_lockouts').where('email', '=', email).execute();
}
