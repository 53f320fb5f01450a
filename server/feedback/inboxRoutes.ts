import type { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { ApiError } from '@/shared/api/errors';
import {
  FEEDBACK_COUNTS_PATH,
  FEEDBACK_INBOX_PATH,
  type FeedbackCounts,
  type FeedbackInboxPage,
  type FeedbackItem,
} from '@/shared/api/feedbackInbox';
import {
  feedbackCountsQuerySchema,
  feedbackInboxQuerySchema,
  feedbackStatusChangeSchema,
} from '@/shared/api/feedbackInboxSchema';
import { requireRole } from '../accounts/requireRole';
import type { AppEnv } from '../appEnv';
import type { Database } from '../db/schema';
import { checkedJson, checkedQuery, jsonBodyLimit } from '../http/validation';
import { changeFeedbackStatus, feedbackCounts, feedbackInboxPage } from './inbox';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The staff's feedback inbox: every staff role reads the list (GET FEEDBACK_INBOX_PATH) and the counts per
 * page (GET FEEDBACK_COUNTS_PATH, which the Analytics tab may show too); editors and admins move an item
 * new → in progress → done (PATCH feedbackItemPath(id)), which records who and when.
 */
export function addFeedbackInboxRoutes(
  app: Hono<AppEnv>,
  { db, clock }: { db: Kysely<Database>; clock: () => Date },
) {
  const staff = requireRole('writer');
  const editor = requireRole('editor');

  app.get(FEEDBACK_INBOX_PATH, staff, async (c) => {
    const query = checkedQuery(c, feedbackInboxQuerySchema);
    if (!query.ok) return query.response;
    return c.json<FeedbackInboxPage>(await feedbackInboxPage(db, query.value));
  });

  app.get(FEEDBACK_COUNTS_PATH, staff, async (c) => {
    const query = checkedQuery(c, feedbackCountsQuerySchema);
    if (!query.ok) return query.response;
    return c.json<FeedbackCounts>(await feedbackCounts(db, query.value.language));
  });

  app.patch(`${FEEDBACK_INBOX_PATH}/:id`, jsonBodyLimit, editor, async (c) => {
    const id = c.req.param('id');
    if (!UUID.test(id)) return c.json<ApiError>({ error: 'There is no such feedback.' }, 404);
    const request = await checkedJson(c, feedbackStatusChangeSchema);
    if (!request.ok) return request.response;
    const outcome = await changeFeedbackStatus(
      db,
      id,
      request.value.status,
      c.var.signedIn.user.email,
      clock(),
    );
    if (outcome.ok) return c.json<FeedbackItem>(outcome.item);
    if (outcome.refused === 'notFound') return c.json<ApiError>({ error: 'There is no such feedback.' }, 404);
    const error = `This feedback is ${outcome.current} now: it can only move one step, from new to in progress to done.`;
    return c.json<ApiError>({ error, fields: { status: error } }, 409);
  });
}
