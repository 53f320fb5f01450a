import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN, IDEMPOTENT_REPLAY_HEADER } from '@/shared/api/content';
import type { ApiError } from '@/shared/api/errors';
import type { Database } from '../db/schema';

/**
 * Idempotency-Key (content.ts): a write sent again with the same key by the same person — the admin's
 * offline queue resending after a lost answer — gets the first answer back instead of being done twice.
 * The answer is stored in the transaction that does the write, so either both are kept or neither.
 */

/**
 * How long a key is remembered: longer than a queued write is likely to wait (a laptop closed over a
 * holiday, a session that ended on a Friday). A create sent again after its key was forgotten would make
 * a second article; changes and deletes are safe anyway (their revision is checked).
 */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** What a write answers: a status and a JSON body (none for 204). */
export interface Answer {
  status: number;
  body?: unknown;
}

/** A write's key, whose it is, and a fingerprint of the request it came with. */
export interface KeyedRequest {
  accountId: string;
  key: string;
  hash: string;
}

const INVALID_KEY: ApiError = {
  error: `The ${IDEMPOTENCY_HEADER} header must be 1 to 100 letters, digits, hyphens or underscores.`,
};
const KEY_REUSED: ApiError = {
  error: `This ${IDEMPOTENCY_HEADER} was already used for a different request. Send this change with a new key.`,
};

/** The request's key: absent (undefined), valid, or the 400 answer that says what is wrong with it. */
export function idempotencyKeyOf(c: Context): { key?: string } | { response: Response } {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (key === undefined) return {};
  return IDEMPOTENCY_KEY_PATTERN.test(key) ? { key } : { response: c.json(INVALID_KEY, 400) };
}

/** SHA-256 of the method, the path with its query and the body as sent: what "the same request" means. */
export function requestHash(c: Context, body: string): string {
  const url = new URL(c.req.url);
  return createHash('sha256').update(`${c.req.method} ${url.pathname}${url.search}\n${body}`).digest('hex');
}

/**
 * Runs `write` in a transaction and answers what it answers. With a keyed request, the key is claimed
 * first in that transaction: a second request with the key waits there for the first to end, then finds
 * its answer (the same request: that answer again, marked as a replay; another request: 422). Keys older
 * than a day are forgotten as writes go.
 */
export async function answerOnce(
  db: Kysely<Database>,
  now: Date,
  keyed: KeyedRequest | null,
  write: (trx: Kysely<Database>) => Promise<Answer>,
): Promise<{ status: number; body: string; replayed: boolean }> {
  if (keyed)
    await db
      .deleteFrom('idempotent_requests')
      .where('created_at', '<', new Date(now.getTime() - IDEMPOTENCY_KEY_LIFETIME_MS))
      .execute();
  return db.transaction().execute(async (trx) => {
    if (keyed) {
      // ON CONFLICT waits for a transaction that holds the same key, so two racing requests take turns.
      const claimed = await trx
        .insertInto('idempotent_requests')
        .values({
          account_id: keyed.accountId,
          key: keyed.key,
          request_hash: keyed.hash,
          status: 0,
          body: '',
          created_at: now,
        })
        .onConflict((oc) => oc.columns(['account_id', 'key']).doNothing())
        .returning('key')
        .executeTakeFirst();
      if (!claimed) {
        const first = await trx
          .selectFrom('idempotent_requests')
          .select(['request_hash', 'status', 'body'])
          .where('account_id', '=', keyed.accountId)
          .where('key', '=', keyed.key)
          .executeTakeFirstOrThrow();
        if (first.request_hash !== keyed.hash)
          return { status: 422, body: JSON.stringify(KEY_REUSED), replayed: false };
        return { status: first.status, body: first.body, replayed: true };
      }
    }
    const answer = await write(trx);
    const body = answer.body === undefined ? '' : JSON.stringify(answer.body);
    if (keyed)
      await trx
        .updateTable('idempotent_requests')
        .set({ status: answer.status, body })
        .where('account_id', '=', keyed.accountId)
        .where('key', '=', keyed.key)
        .execute();
    return { status: answer.status, body, replayed: false };
  });
}

/** The HTTP response for an answer (stored or fresh). */
export function sendAnswer(c: Context, answer: { status: number; body: string; replayed: boolean }) {
  const headers: Record<string, string> = {};
  if (answer.body) headers['Content-Type'] = 'application/json';
  if (answer.replayed) headers[IDEMPOTENT_REPLAY_HEADER] = 'true';
  return c.newResponse(answer.body || null, answer.status as 200, headers);
}
