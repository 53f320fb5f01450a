import { sql } from 'kysely';
import type { SetupPasswordRequest } from '@/shared/api/accounts';
import { recordAudit } from './audit';
import type { AccountsDependencies } from './dependencies';
import type { LinkPasswordOutcome } from './passwordChanges';
import { passwordProblem } from './passwordRules';
import { useSetupToken } from './setupLinks';

/**
 * The first admin's link at work: creates the admin with the e-mail, name and password its user chose,
 * and uses the link up, only while there is still no account. Every other way of making an account waits
 * for this transaction (the table lock), and this one waits for them: two uses of the link at once, or a
 * use racing `npm run users -- create` or ADMIN_EMAIL on another server, make exactly one account here
 * or none ('linkUsed').
 */
export async function createFirstAdmin(
  deps: AccountsDependencies,
  request: Required<SetupPasswordRequest>,
  ip: string | null,
): Promise<LinkPasswordOutcome> {
  const problem = passwordProblem(request.password);
  if (problem) return { ok: false, refused: 'badPassword', message: problem };
  // Hashed before the transaction: PGlite serves one query at a time, and a hash takes milliseconds.
  const passwordHash = await deps.hasher.hash(request.password);
  const now = deps.clock();
  const created = await deps.db.transaction().execute(async (trx) => {
    await sql`lock table accounts in share row exclusive mode`.execute(trx);
    if (await trx.selectFrom('accounts').select('id').limit(1).executeTakeFirst()) return false;
    if (!(await useSetupToken(trx, request.token, now))) return false;
    await trx
      .insertInto('accounts')
      .values({
        id: deps.newId(),
        email: request.email,
        name: request.name,
        role: 'admin',
        password_hash: passwordHash,
        created_at: now,
        password_changed_at: now,
      })
      .execute();
    await recordAudit(trx, deps, {
      action: 'accountCreated',
      actorEmail: null,
      subject: request.email,
      ip,
      detail: 'first admin',
    });
    return true;
  });
  return created ? { ok: true } : { ok: false, refused: 'linkUsed' };
}
