import type { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { ApiError } from '@/shared/api/errors';
import { FEEDBACK_PATH, type FeedbackReceived } from '@/shared/api/feedback';
import { feedbackRequestSchema } from '@/shared/api/feedbackSchema';
import type { AppEnv } from '../appEnv';
import type { Database } from '../db/schema';
import { checkedJson, jsonBodyLimit } from '../http/validation';
import { FORM_PAGES } from '../pages/forms';
import { storeFeedback } from './storeFeedback';

export interface FeedbackDependencies {
  db: Kysely<Database>;
  newId: () => string;
  clock: () => Date;
}

/**
 * POST /api/feedback: stores one "Is this page useful?" answer about one of the site's pages, with the
 * language and the time, and nothing about the visitor. 201 with the answer's id.
 */
export function addFeedbackRoutes(app: Hono<AppEnv>, { db, newId, clock }: FeedbackDependencies) {
  app.post(FEEDBACK_PATH, jsonBodyLimit, async (c) => {
    const request = await checkedJson(c, feedbackRequestSchema);
    if (!request.ok) return request.response;
    if (!FORM_PAGES.has(request.value.page))
      return c.json<ApiError>(
        {
          error: 'There is no such page on this site.',
          fields: { page: 'There is no such page on this site.' },
        },
        400,
      );
    const id = newId();
    await storeFeedback(db, request.value, id, clock());
    return c.json<FeedbackReceived>({ id }, 201);
  });
}
