import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import type * as v from 'valibot';
import type { ApiError } from '@/shared/api/errors';
import type { AuditDependencies } from '../accounts/audit';
import type { SignedInEnv } from '../accounts/requireRole';
import type { Database } from '../db/schema';
import { checked } from '../http/validation';
import type { ContentActor } from './contentRules';
import { answerOnce, idempotencyKeyOf, requestHash, sendAnswer, type Answer } from './idempotency';
import { refreshPlannerStatistics } from './plannerStatistics';

export type ContentRouteDependencies = AuditDependencies & { db: Kysely<Database> };

/**
 * A content write: the Idempotency-Key checked, the body read as sent (its fingerprint is the key's) and
 * checked against `schema` (null: no body), then `write` in the transaction that also keeps its answer
 * for the key.
 */
export async function keyedWrite<S extends v.GenericSchema | null>(
  c: Context<SignedInEnv>,
  deps: ContentRouteDependencies,
  schema: S,
  write: (
    trx: Kysely<Database>,
    request: S extends v.GenericSchema ? v.InferOutput<S> : null,
    actor: ContentActor,
  ) => Promise<Answer>,
) {
  const idempotency = idempotencyKeyOf(c);
  if ('response' in idempotency) return idempotency.response;
  const raw = await c.req.text();
  let request: unknown = null;
  if (schema) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return c.json<ApiError>({ error: 'The request body must be JSON.' }, 400);
    }
    const result = checked(c, schema, parsed);
    if (!result.ok) return result.response;
    request = result.value;
  }
  const { user } = c.var.signedIn;
  const actor: ContentActor = {
    accountId: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    ip: c.var.clientIp,
  };
  const keyed = idempotency.key
    ? { accountId: user.id, key: idempotency.key, hash: requestHash(c, raw) }
    : null;
  const answer = await answerOnce(deps.db, deps.clock(), keyed, (trx) =>
    write(trx, request as S extends v.GenericSchema ? v.InferOutput<S> : null, actor),
  );
  if (answer.status < 300 && !answer.replayed) await refreshPlannerStatistics(deps.db);
  return sendAnswer(c, answer);
}
