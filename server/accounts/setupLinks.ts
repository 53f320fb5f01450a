import { sql, type Kysely } from 'kysely';
import { SETUP_PAGE, type SetupLink, type SetupTokenInfo } from '@/shared/api/accounts';
import type { Database } from '../db/schema';
import { hashToken } from './tokens';

/** A one-time link to choose a password works for this long, and once. */
export const SETUP_LINK_HOURS = 1;

/**
 * A new one-time link for `accountId`, replacing any the account still had (only the newest works).
 * The token travels in the fragment (`${SETUP_PAGE}#token`), which browsers never send to a server.
 */
export async function issueSetupLink(
  db: Kysely<Database>,
  accountId: string,
  { clock, randomToken }: { clock: () => Date; randomToken: () => string },
): Promise<SetupLink> {
  const now = clock();
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + SETUP_LINK_HOURS * 3_600_000);
  await db
    .updateTable('setup_tokens')
    .set({ used_at: now })
    .where('account_id', '=', accountId)
    .where('used_at', 'is', null)
    .execute();
  await db
    .insertInto('setup_tokens')
    .values({ token_hash: hashToken(token), account_id: accountId, created_at: now, expires_at: expiresAt })
    .execute();
  return { setupPath: `${SETUP_PAGE}#${token}`, expiresAt: expiresAt.toISOString() };
}

/**
 * Whose link `token` is, while it is unused, unexpired and its account enabled; else undefined. The first
 * admin's link (no account: `accountId` null, `firstAdmin`) is good only while there is no account at all.
 */
export async function setupTokenOwner(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<(SetupTokenInfo & { accountId: string | null }) | undefined> {
  const row = await db
    .selectFrom('setup_tokens')
    .leftJoin('accounts', 'accounts.id', 'setup_tokens.account_id')
    .select(['setup_tokens.account_id as accountId', 'accounts.email', 'accounts.name'])
    .where('setup_tokens.token_hash', '=', hashToken(token))
    .where('setup_tokens.used_at', 'is', null)
    .where('setup_tokens.expires_at', '>', now)
    .where('accounts.disabled_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('setup_tokens.account_id', 'is not', null),
        eb.not(eb.exists(eb.selectFrom('accounts as any_account').select('any_account.id'))),
      ]),
    )
    .executeTakeFirst();
  if (!row) return undefined;
  const firstAdmin = row.accountId === null;
  return { accountId: row.accountId, email: row.email ?? '', name: row.name ?? '', firstAdmin };
}

/**
 * The first admin's one-time link, printed at start while there is no account. Any earlier one (from a
 * previous start, or from another server on the same PostgreSQL) stops working: one waits at a time.
 * The table lock makes two servers starting together take turns, so the second retires the first's
 * link instead of tripping over the unique index that allows only one (migration 0003).
 */
export async function issueFirstAdminLink(
  db: Kysely<Database>,
  { clock, randomToken }: { clock: () => Date; randomToken: () => string },
): Promise<SetupLink> {
  const now = clock();
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + SETUP_LINK_HOURS * 3_600_000);
  await db.transaction().execute(async (trx) => {
    await sql`lock table setup_tokens in share row exclusive mode`.execute(trx);
    await trx
      .updateTable('setup_tokens')
      .set({ used_at: now })
      .where('account_id', 'is', null)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('setup_tokens')
      .values({ token_hash: hashToken(token), account_id: null, created_at: now, expires_at: expiresAt })
      .execute();
  });
  return { setupPath: `${SETUP_PAGE}#${token}`, expiresAt: expiresAt.toISOString() };
}

/** Uses `token` up; true when it was still good (so exactly one of two racing requests wins). */
export async function useSetupToken(db: Kysely<Database>, token: string, now: Date): Promise<boolean> {
  const used = await db
    .updateTable('setup_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('account_id')
    .executeTakeFirst();
  return used !== undefined;
}
