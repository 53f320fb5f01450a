import type { Kysely } from 'kysely';
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

/** Whose link `token` is, while it is unused, unexpired and its account enabled; else undefined. */
export async function setupTokenOwner(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<(SetupTokenInfo & { accountId: string }) | undefined> {
  return db
    .selectFrom('setup_tokens')
    .innerJoin('accounts', 'accounts.id', 'setup_tokens.account_id')
    .select(['accounts.id as accountId', 'accounts.email', 'accounts.name'])
    .where('setup_tokens.token_hash', '=', hashToken(token))
    .where('setup_tokens.used_at', 'is', null)
    .where('setup_tokens.expires_at', '>', now)
    .where('accounts.disabled_at', 'is', null)
    .executeTakeFirst();
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
