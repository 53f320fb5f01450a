import type { Context, Hono } from 'hono';
import { bodyLimit } from '../http/bodyLimit';
import type * as v from 'valibot';
import {
  BODY_MAX_LENGTH,
  CONTENT_PATH,
  type ContentHistory,
  type ContentItem,
  type ContentPage,
  type ContentVersion,
  type WorkflowStep,
} from '@/shared/api/content';
import {
  cancelScheduleSchema,
  contentChangeSchema,
  contentQuerySchema,
  deleteQuerySchema,
  newContentSchema,
  publishSchema,
  restoreSchema,
  sendBackSchema,
  submitForReviewSchema,
  unpublishSchema,
} from '@/shared/api/contentSchema';
import type { ApiError } from '@/shared/api/errors';
import { lagosDay } from '@/shared/lib/lagosTime';
import { requireRole, type SignedInEnv } from '../accounts/requireRole';
import type { AppEnv } from '../appEnv';
import type { Database } from '../db/schema';
import { checked, checkedQuery } from '../http/validation';
import type { Kysely } from 'kysely';
import { historyOf, versionOf } from './articleHistory';
import { outcomeAnswer, refusalAnswer } from './contentAnswers';
import { findContentItem } from './contentItems';
import { listContent } from './contentList';
import {
  changeContent,
  createContent,
  deleteContent,
  type ContentActor,
  type ContentDependencies,
  type ContentOutcome,
} from './contentRules';
import { keyedWrite, type ContentRouteDependencies } from './keyedWrite';
import { cancelSchedule, publish, restore, sendBack, submitForReview, unpublish } from './workflowSteps';

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
const REVISION = /^[1-9]\d{0,8}$/;
const ITEM = `${CONTENT_PATH}/:id`;

const NO_SUCH_ARTICLE: ApiError = { error: 'There is no such article. It may have been deleted.' };
const NO_SUCH_VERSION: ApiError = { error: 'This article has no such version. Choose one from its history.' };

/** A workflow step's rule (workflowSteps.ts), taking its request as its schema gives it. */
type Step<S extends v.GenericSchema> = (
  db: Kysely<Database>,
  deps: ContentDependencies,
  actor: ContentActor,
  id: string,
  request: v.InferOutput<S>,
) => Promise<ContentOutcome>;

/** POST contentStepPath(id, step): the request checked against `schema`, then `take`n as a keyed write. */
function stepRoute<S extends v.GenericSchema>(deps: ContentRouteDependencies, schema: S, take: Step<S>) {
  return (c: Context<SignedInEnv, `${typeof ITEM}/${WorkflowStep}`>) => {
    const id = c.req.param('id');
    if (!UUID.test(id)) return c.json(NO_SUCH_ARTICLE, 404);
    return keyedWrite(c, deps, schema, async (trx, request, actor) =>
      outcomeAnswer(await take(trx, deps, actor, id, request), 200),
    );
  };
}

/** The staff content API (content.ts): list, read, create, save, the workflow's steps, history, delete. */
export function addContentRoutes(app: Hono<AppEnv>, deps: ContentRouteDependencies) {
  const { db } = deps;
  const staff = requireRole('writer');

  app.get(CONTENT_PATH, staff, async (c) => {
    const query = checkedQuery(c, contentQuerySchema);
    if (!query.ok) return query.response;
    const today = lagosDay(deps.clock());
    return c.json<ContentPage>(await listContent(db, query.value, c.var.signedIn.user.id, today));
  });

  app.get(ITEM, staff, async (c) => {
    const id = c.req.param('id');
    const item = UUID.test(id) ? await findContentItem(db, id) : null;
    return item ? c.json<ContentItem>(item) : c.json(NO_SUCH_ARTICLE, 404);
  });

  app.get(`${ITEM}/history`, staff, async (c) => {
    const id = c.req.param('id');
    if (!UUID.test(id) || !(await findContentItem(db, id))) return c.json(NO_SUCH_ARTICLE, 404);
    return c.json<ContentHistory>({ entries: await historyOf(db, id) });
  });

  app.get(`${ITEM}/history/:revision`, staff, async (c) => {
    const { id, revision } = c.req.param();
    if (!UUID.test(id)) return c.json(NO_SUCH_ARTICLE, 404);
    const version = REVISION.test(revision) ? await versionOf(db, id, Number(revision)) : null;
    if (version) return c.json<ContentVersion>(version);
    return c.json((await findContentItem(db, id)) ? NO_SUCH_VERSION : NO_SUCH_ARTICLE, 404);
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

  const steps: Record<WorkflowStep, ReturnType<typeof stepRoute>> = {
    submit: stepRoute(deps, submitForReviewSchema, submitForReview),
    sendBack: stepRoute(deps, sendBackSchema, sendBack),
    publish: stepRoute(deps, publishSchema, publish),
    cancelSchedule: stepRoute(deps, cancelScheduleSchema, cancelSchedule),
    unpublish: stepRoute(deps, unpublishSchema, unpublish),
    restore: stepRoute(deps, restoreSchema, restore),
  };
  for (const [step, route] of Object.entries(steps))
    app.post(`${ITEM}/${step}`, contentBodyLimit, staff, route);

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
