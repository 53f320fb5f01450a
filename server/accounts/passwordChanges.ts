import type { AccountsDependencies } from './dependencies';
import { recordAudit } from './audit';
import { passwordProblem } from './passwordRules';
import { endAccountSessions } from './sessions';
import { useSetupToken } from './setupLinks';
import { clearWrongPasswords } from './throttle';

export type LinkPasswordOutcome =
  { ok: true } | { ok: false; refused: 'linkUsed' } | { ok: false; refused: 'badPassword'; message: string };

export type OwnPasswordOutcome =
  { ok: true } | { ok: false; field: 'currentPassword' | 'newPassword'; message: string };

/**
 * Sets the password chosen through an account's one-time link (`owner`, from setupTokenOwner) and uses
 * the link up. Any session the account still had ends; so does its lock-out record (the owner just
 * proved who they are).
 */
export async function setPasswordFromLink(
  deps: AccountsDependencies,
  owner: { accountId: string; email: string },
  token: string,
  password: string,
  ip: string | null,
): Promise<LinkPasswordOutcome> {
  const problem = passwordProblem(password);
  if (problem) return { ok: false, refused: 'badPassword', message: problem };
  // Hashed before the transaction: PGlite serves one query at a time, and a hash takes milliseconds.
  const passwordHash = await deps.hasher.hash(password);
  const now = deps.clock();
  const done = await deps.db.transaction().execute(async (trx) => {
    if (!(await useSetupToken(trx, token, now))) return false;
    await trx
      .updateTable('accounts')
      .set({ password_hash: passwordHash, password_changed_at: now })
      .where('id', '=', owner.accountId)
      .execute();
    await endAccountSessions(trx, owner.accountId);
    await clearWrongPasswords(trx, owner.email);
    await recordAudit(trx, deps, {
      action: 'passwordSet',
      actorEmail: owner.email,
      subject: owner.email,
      ip,
    });
    return true;
  });
  return done ? { ok: true } : { ok: false, refused: 'linkUsed' };
}

/**
 * The signed-in person changes their own password: the current one must be right; their other sessions
 * end, the one they asked from stays.
 */
export async function changeOwnPassword(
  deps: AccountsDependencies,
  account: { id: string; email: string; sessionTokenHash: string },
  request: { currentPassword: string; newPassword: string },
  ip: string,
): Promise<OwnPasswordOutcome> {
  const { db, hasher } = deps;
  const row = await db
    .selectFrom('accounts')
    .select('password_hash')
    .where('id', '=', account.id)
    .executeTakeFirst();
  const storedHash = row?.password_hash ?? (await deps.dummyHash());
  if (!(await hasher.verify(storedHash, request.currentPassword)))
    return { ok: false, field: 'currentPassword', message: 'The current password is not right.' };
  const problem = passwordProblem(request.newPassword);
  if (problem) return { ok: false, field: 'newPassword', message: problem };
  const passwordHash = await hasher.hash(request.newPassword);
  const now = deps.clock();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('accounts')
      .set({ password_hash: passwordHash, password_changed_at: now })
      .where('id', '=', account.id)
      .execute();
    await endAccountSessions(trx, account.id, account.sessionTokenHash);
    await recordAudit(trx, deps, {
      action: 'passwordChanged',
      actorEmail: account.email,
      subject: account.email,
      ip,
    });
  });
  return { ok: true };
}
