import { sql, type Kysely, type Transaction } from 'kysely';
import type {
  Account,
  AccountChangeRequest,
  AccountCreated,
  NewAccountRequest,
  SetupLink,
} from '@/shared/api/accounts';
import type { Database } from '../db/schema';
import { recordAudit, type AuditDependencies } from './audit';
import { endAccountSessions } from './sessions';
import { issueSetupLink } from './setupLinks';

/** Who asks for a change: a signed-in admin (e-mail and address), or the operator's shell (both null). */
export interface Actor {
  email: string | null;
  ip: string | null;
}

export const OPERATOR: Actor = { email: null, ip: null };

export type RulesDependencies = AuditDependencies & { db: Kysely<Database>; randomToken: () => string };

export type Refusal = { refused: 'notFound' | 'emailTaken' | 'lastAdmin' };

/** Every account, with whether a one-time link is waiting, by e-mail. */
export async function listAccounts(db: Kysely<Database>, now: Date): Promise<Account[]> {
  const rows = await accountRows(db, now).orderBy('accounts.email').execute();
  return rows.map(toAccount);
}

/** Creates an account without a password, and the one-time link with which its owner chooses one. */
export async function createAccount(
  deps: RulesDependencies,
  request: NewAccountRequest,
  actor: Actor,
): Promise<AccountCreated | Refusal> {
  const id = deps.newId();
  const now = deps.clock();
  return deps.db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('accounts')
      .values({ id, email: request.email, name: request.name, role: request.role, created_at: now })
      .onConflict((oc) => oc.column('email').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return { refused: 'emailTaken' as const };
    const setup = await issueSetupLink(trx, id, deps);
    await audit(trx, deps, actor, 'accountCreated', request.email, request.role);
    return { account: await writtenAccount(trx, id, now), setup };
  });
}

/**
 * Changes an account's role, or disables or enables it. A role change and disabling end the account's
 * sessions at once. The last enabled admin can be neither demoted nor disabled (someone must be able to
 * manage accounts): 'lastAdmin'.
 */
export async function changeAccount(
  deps: RulesDependencies,
  id: string,
  change: AccountChangeRequest,
  actor: Actor,
): Promise<Account | Refusal> {
  const now = deps.clock();
  return deps.db.transaction().execute(async (trx) => {
    // Locks every enabled admin's row: two admins demoting each other at once take turns, and the
    // second sees that only one is left.
    const admins = await trx
      .selectFrom('accounts')
      .select('id')
      .where('role', '=', 'admin')
      .where('disabled_at', 'is', null)
      .forUpdate()
      .execute();
    const target = await trx
      .selectFrom('accounts')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!target) return { refused: 'notFound' as const };
    const removesAdmin = (change.role !== undefined && change.role !== 'admin') || change.disabled === true;
    if (removesAdmin && admins.length === 1 && admins[0]?.id === id) return { refused: 'lastAdmin' as const };

    if (change.role !== undefined && change.role !== target.role) {
      await trx.updateTable('accounts').set({ role: change.role }).where('id', '=', id).execute();
      await endAccountSessions(trx, id);
      await audit(trx, deps, actor, 'roleChanged', target.email, change.role);
    } else if (change.disabled === true && target.disabled_at === null) {
      await trx.updateTable('accounts').set({ disabled_at: now }).where('id', '=', id).execute();
      await endAccountSessions(trx, id);
      await audit(trx, deps, actor, 'accountDisabled', target.email);
    } else if (change.disabled === false && target.disabled_at !== null) {
      await trx.updateTable('accounts').set({ disabled_at: null }).where('id', '=', id).execute();
      await audit(trx, deps, actor, 'accountEnabled', target.email);
    }
    return writtenAccount(trx, id, now);
  });
}

/**
 * Forces a new password: the old one stops working, every session ends, and a new one-time link is
 * the only way in.
 */
export async function forcePasswordReset(
  deps: RulesDependencies,
  id: string,
  actor: Actor,
): Promise<SetupLink | Refusal> {
  return deps.db.transaction().execute(async (trx) => {
    const target = await trx
      .updateTable('accounts')
      .set({ password_hash: null })
      .where('id', '=', id)
      .returning('email')
      .executeTakeFirst();
    if (!target) return { refused: 'notFound' as const };
    await endAccountSessions(trx, id);
    const setup = await issueSetupLink(trx, id, deps);
    await audit(trx, deps, actor, 'passwordResetForced', target.email);
    return setup;
  });
}

/** The account with this e-mail (already normalized), or undefined. */
export async function findAccountByEmail(db: Kysely<Database>, email: string, now: Date) {
  const row = await accountRows(db, now).where('accounts.email', '=', email).executeTakeFirst();
  return row && toAccount(row);
}

/** The account this transaction has just inserted or locked, which is there to read. */
async function writtenAccount(trx: Transaction<Database>, id: string, now: Date) {
  return toAccount(await accountRows(trx, now).where('accounts.id', '=', id).executeTakeFirstOrThrow());
}

function accountRows(db: Kysely<Database> | Transaction<Database>, now: Date) {
  return db
    .selectFrom('accounts')
    .select([
      'accounts.id',
      'accounts.email',
      'accounts.name',
      'accounts.role',
      'accounts.created_at',
      'accounts.disabled_at',
      'accounts.last_sign_in_at',
    ])
    .select(
      sql<boolean>`exists (select 1 from setup_tokens t where t.account_id = accounts.id and t.used_at is null and t.expires_at > ${now})`.as(
        'pending',
      ),
    );
}

type AccountRow = Awaited<ReturnType<ReturnType<typeof accountRows>['executeTakeFirstOrThrow']>>;

function toAccount(row: AccountRow): Account {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    createdAt: row.created_at.toISOString(),
    disabledAt: row.disabled_at?.toISOString() ?? null,
    lastSignInAt: row.last_sign_in_at?.toISOString() ?? null,
    passwordResetPending: row.pending,
  };
}

/** An account change in the audit log; from the shell, the detail says "operator". */
function audit(
  db: Kysely<Database>,
  deps: AuditDependencies,
  actor: Actor,
  action: 'accountCreated' | 'roleChanged' | 'accountDisabled' | 'accountEnabled' | 'passwordResetForced',
  subject: string,
  detail: string | null = null,
) {
  const fromShell = actor.email === null && actor.ip === null;
  return recordAudit(db, deps, {
    action,
    actorEmail: actor.email,
    subject,
    ip: actor.ip,
    detail: fromShell ? 'operator' : detail,
  });
}
