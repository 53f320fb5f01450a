import type { SignInRefused, SignInRequest, StaffUser } from '@/shared/api/accounts';
import { recordAudit } from './audit';
import type { AccountsDependencies } from './dependencies';
import { startSession } from './sessions';
import {
  ADDRESS_REFUSAL,
  addressSecondsLeft,
  clearWrongPasswords,
  lockSecondsLeft,
  recordWrongPassword,
} from './throttle';

export const INVALID_CREDENTIALS: SignInRefused = {
  error: 'Invalid email or password.',
  reason: 'invalidCredentials',
};

export type SignInOutcome =
  | { ok: true; user: StaffUser; token: string; csrfToken: string; expiresAt: Date }
  | { ok: false; status: 401 | 429; refusal: SignInRefused };

/**
 * Checks a sign-in from `ip`: the address's limit, then the typed e-mail's lock, then the password.
 * An unknown e-mail, a disabled account and an account without a password yet verify a dummy hash and
 * get the wrong password's answer, so neither the answer nor its time tells them apart.
 */
export async function signIn(
  deps: AccountsDependencies,
  { email, password }: SignInRequest,
  ip: string,
): Promise<SignInOutcome> {
  const { db, clock, hasher } = deps;
  const now = clock();
  const failed = (detail: string) =>
    recordAudit(db, deps, { action: 'signInFailed', actorEmail: null, subject: email, ip, detail });

  const addressWait = await addressSecondsLeft(db, ip, now);
  if (addressWait !== undefined) {
    await failed(ADDRESS_REFUSAL);
    return refused(429, {
      error: 'Too many failed sign-ins from your network. Try again later.',
      reason: 'tooManyAttempts',
      retryAfterSeconds: addressWait,
    });
  }
  const lockWait = await lockSecondsLeft(db, email, now);
  if (lockWait !== undefined) {
    await failed('locked');
    return refused(429, lockedRefusal(lockWait));
  }

  const account = await db
    .selectFrom('accounts')
    .select(['id', 'email', 'name', 'role', 'password_hash', 'disabled_at'])
    .where('email', '=', email)
    .executeTakeFirst();
  // null when the account cannot sign in (above): the dummy hash is verified in its place.
  const storedHash = account?.disabled_at === null ? account.password_hash : null;
  const matches = await hasher.verify(storedHash ?? (await deps.dummyHash()), password);
  if (!account || storedHash === null || !matches) {
    const lockMinutes = await recordWrongPassword(db, email, now);
    await failed('invalidCredentials');
    if (lockMinutes !== undefined)
      await recordAudit(db, deps, {
        action: 'accountLocked',
        actorEmail: null,
        subject: email,
        ip,
        detail: `${lockMinutes} min`,
      });
    // The wrong password that starts a lock says so at once, with its length, so the person is not
    // left to find it out with their next (right) password.
    return lockMinutes === undefined
      ? refused(401, INVALID_CREDENTIALS)
      : refused(429, lockedRefusal(lockMinutes * 60));
  }

  await clearWrongPasswords(db, email);
  if (hasher.needsRehash(storedHash)) {
    // Outside any transaction: a hash takes milliseconds and PGlite serves one query at a time.
    const rehashed = await hasher.hash(password);
    await db
      .updateTable('accounts')
      .set({ password_hash: rehashed })
      .where('id', '=', account.id)
      .where('password_hash', '=', storedHash)
      .execute();
  }
  const session = await startSession(db, account.id, deps);
  await db.updateTable('accounts').set({ last_sign_in_at: now }).where('id', '=', account.id).execute();
  await recordAudit(db, deps, { action: 'signIn', actorEmail: email, subject: email, ip });
  const user: StaffUser = { id: account.id, email: account.email, name: account.name, role: account.role };
  return { ok: true, user, ...session };
}

const lockedRefusal = (seconds: number): SignInRefused => ({
  error: 'Too many wrong passwords for this account. Try again later.',
  reason: 'locked',
  retryAfterSeconds: seconds,
});

const refused = (status: 401 | 429, refusal: SignInRefused): SignInOutcome => ({
  ok: false,
  status,
  refusal,
});
