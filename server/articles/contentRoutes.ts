import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type * as v from 'valibot';
import {
  BODY_MAX_LENGTH,
  CONTENT_PATH,
  type ContentConflict,
  type ContentItem,
  type ContentPage,
} from '@/shared/api/content';
import {
  contentChangeSchema,
  contentQuerySchema,
  deleteQuerySchema,
  newContentSchema,
  statusChangeSchema,
} from '@/shared/api/contentSchema';
import type { ApiError } from '@/shared/api/errors';
import type { AuditDependencies } from '../accounts/audit';
import { requireRole, type SignedInEnv } from '../accounts/requireRole';
import type { AppEnv } from '../appEnv';
import type { Database } from '../db/schema';
import { checked, checkedQuery } from '../http/validation';
import type { Kysely } from 'kysely';
import { findContentItem } from './contentItems';
import { listContent } from './contentList';
import {
  changeContent,
  changeStatus,
  createContent,
  deleteContent,
  type ContentActor,
  type ContentOutcome,
  type ContentRefusal,
} from './contentRules';
import { answerOnce, idempotencyKeyOf, requestHash, sendAnswer, type Answer } from './idempotency';
import { refreshPlannerStatistics } from './plannerStatistics';

/**
 * A content request's body is refused above this, before it is read. An article's text may be 50,000
 * characters, and JSON may spell each as six bytes (\uXXXX): room for that, and nothing near a flood.
 */
export const CONTENT_BODY_LIMIT = 512 * 1024;

const contentBodyLimit = bodyLimit({
  maxSize: CONTENT_BODY_LIMIT,
  onError: (c) =>
    c.json<ApiError>(
      {
        error: `This request is too large (at most 512 KB). An article’s text has at most ${BODY_MAX_LENGTH.toLocaleString('en')} characters: shorten it and save again.`,
      },
      413,
    ),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ITEM = `${CONTENT_PATH}/:id`;

const NO_SUCH_ARTICLE: ApiError = { error: 'There is no such article. It may have been deleted.' };
const SLUG_TAKEN = 'This address is already used by another article. Choose another.';
const NO_SLUG =
  'This title gives no address. Enter one with letters a–z or digits, like how-to-get-your-nin.';
const STALE =
  'Someone else saved this article after you opened it. Compare their version with yours and choose what to keep.';
const DELETED = 'This article was deleted after you opened it. Copy your text if you want to keep it.';
const NOT_EDITOR: Record<Extract<ContentRefusal, { refused: 'notEditor' }>['doing'], string> = {
  publish: 'Only an editor or an admin can publish an article. Save it as a draft and ask one to publish it.',
  changePublished: 'Only an editor or an admin can change a published article. Ask one to make this change.',
  unpublish: 'Only an editor or an admin can unpublish an article.',
  delete: 'Only an editor or an admin can delete an article.',
};

export type ContentRouteDependencies = AuditDependencies & { db: Kysely<Database> };

/** The staff content API (content.ts): list, read, create, change, publish or unpublish, delete. */
export function addContentRoutes(app: Hono<AppEnv>, deps: ContentRouteDependencies) {
  const { db } = deps;
  const staff = requireRole('writer');

  app.get(CONTENT_PATH, staff, async (c) => {
    const query = checkedQuery(c, contentQuerySchema);
    if (!query.ok) return query.response;
    return c.json<ContentPage>(await listContent(db, query.value));
  });

  app.get(ITEM, staff, async (c) => {
    const id = c.req.param('id');
    const item = UUID.test(id) ? await findContentItem(db, id) : null;
    return item ? c.json<ContentItem>(item) : c.json(NO_SUCH_ARTICLE, 404);
  });

  app.post(CONTENT_PATH, contentBodyLimit, staff, (c) =>
    keyedWrite(c, deps, newContentSchema, async (trx, request, actor) =>
      outcomeAnswer(await createContent(trx, deps, actor, request), 201),
    ),
  );

  app.put(ITEM, contentBodyLimit, staff, (c) => {
    const id = c.req.param('id');
    if (!UUID.test(id)) return c.json(NO_SUCH_ARTICLE, 404);
    return keyedWrite(c, deps, contentChangeSchema, async (trx, change, actor) =>
      outcomeAnswer(await changeContent(trx, deps, actor, id, change), 200),
    );
  });

  app.put(`${ITEM}/status`, contentBodyLimit, staff, (c) => {
    const id = c.req.param('id');
    if (!UUID.test(id)) return c.json(NO_SUCH_ARTICLE, 404);
    return keyedWrite(c, deps, statusChangeSchema, async (trx, change, actor) =>
      outcomeAnswer(await changeStatus(trx, deps, actor, id, change), 200),
    );
  });

  app.delete(ITEM, contentBodyLimit, staff, async (c) => {
    const id = c.req.param('id');
    if (!UUID.test(id)) return c.json(NO_SUCH_ARTICLE, 404);
    const query = checked(c, deleteQuerySchema, { revision: c.req.query('revision') });
    if (!query.ok) return query.response;
    return keyedWrite(c, deps, null, async (trx, _none, actor) => {
      const outcome = await deleteContent(trx, deps, actor, id, query.value.revision);
      return 'refused' in outcome ? refusalAnswer(outcome) : { status: 204 };
    });
  });
}

/**
 * A write: the Idempotency-Key checked, the body read as sent (its fingerprint is the key's) and checked
 * against `schema` (null: no body), then `write` in the transaction that also keeps its answer for the key.
 */
async function keyedWrite<S extends v.GenericSchema | null>(
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

function outcomeAnswer(outcome: ContentOutcome, status: 200 | 201): Answer {
  return 'refused' in outcome ? refusalAnswer(outcome) : { status, body: outcome.item };
}

function refusalAnswer(refusal: ContentRefusal): Answer {
  switch (refusal.refused) {
    case 'conflict':
      return {
        status: 409,
        body: {
          error: refusal.current ? STALE : DELETED,
          current: refusal.current,
        } satisfies ContentConflict,
      };
    case 'notEditor':
      return { status: 403, body: { error: NOT_EDITOR[refusal.doing] } satisfies ApiError };
    case 'slugTaken':
      return { status: 422, body: { error: SLUG_TAKEN, fields: { slug: SLUG_TAKEN } } satisfies ApiError };
    case 'noSlug':
      return { status: 400, body: { error: NO_SLUG, fields: { slug: NO_SLUG } } satisfies ApiError };
  }
}
