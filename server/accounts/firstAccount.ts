import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { OPERATOR, createAccount } from './accountRules';
import { recordAudit, type AuditDependencies } from './audit';
import type { PasswordHasher } from './passwords';
import { issueFirstAdminLink } from './setupLinks';

export type FirstAccountDependencies = AuditDependencies & {
  db: Kysely<Database>;
  randomToken: () => string;
  hasher: PasswordHasher;
};

/**
 * What the start does about accounts, as one line for the console (never the password):
 * - accounts exist: ADMIN_* are ignored (said once when they are set);
 * - none, ADMIN_EMAIL and ADMIN_PASSWORD: that admin is created, password set;
 * - none, ADMIN_EMAIL alone: that admin is created, with a one-time link to choose a password;
 * - none and no ADMIN_EMAIL: the first admin's one-time link, where that person chooses their e-mail,
 *   name and password; it retires any earlier one (a previous start, another server on the same
 *   PostgreSQL), and works only while there is still no account.
 * `origin` is where visitors reach this server (PUBLIC_ORIGIN, or http://HOST:PORT).
 */
export async function prepareFirstAccount(
  deps: FirstAccountDependencies,
  admin: { email: string; password: string | undefined } | undefined,
  origin: string,
): Promise<string | undefined> {
  const { db } = deps;
  const existing = await db.selectFrom('accounts').select('id').limit(1).executeTakeFirst();
  if (existing)
    return admin
      ? 'ADMIN_EMAIL and ADMIN_PASSWORD are ignored: the database already has accounts.'
      : undefined;
  if (!admin) {
    const link = await issueFirstAdminLink(db, deps);
    return `No staff account yet: create the first admin within an hour at ${origin}${link.setupPath}`;
  }
  // Hashed before anything is written: a crash between the two leaves no account without its password.
  const passwordHash = admin.password === undefined ? undefined : await deps.hasher.hash(admin.password);
  const created = await createAccount(
    deps,
    { email: admin.email, name: 'Administrator', role: 'admin' },
    OPERATOR,
  );
  // Another server on the same PostgreSQL made it a moment ago: that one printed the line.
  if ('refused' in created) return undefined;
  if (passwordHash === undefined)
    return `First admin account ${admin.email}: choose its password within an hour at ${origin}${created.setup.setupPath}`;
  const now = deps.clock();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('accounts')
      .set({ password_hash: passwordHash, password_changed_at: now })
      .where('id', '=', created.account.id)
      .execute();
    await trx
      .updateTable('setup_tokens')
      .set({ used_at: now })
      .where('account_id', '=', created.account.id)
      .execute();
    await recordAudit(trx, deps, {
      action: 'passwordSet',
      actorEmail: null,
      subject: admin.email,
      ip: null,
      detail: 'operator',
    });
  });
  return `First admin account ${admin.email} created with the password from ADMIN_PASSWORD.`;
}
