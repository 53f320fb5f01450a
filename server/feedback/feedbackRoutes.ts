import type { Context, Hono } from 'hono';
import type { Kysely } from 'kysely';
import { looksLikeBot } from '@/shared/api/botCheck';
import type { ApiError } from '@/shared/api/errors';
import { FEEDBACK_PATH, TRANSLATION_REPORT_PATH, type FeedbackReceived } from '@/shared/api/feedback';
import { feedbackRequestSchema, translationReportRequestSchema } from '@/shared/api/feedbackSchema';
import type { AppEnv } from '../appEnv';
import type { Database } from '../db/schema';
import { checkedJson, jsonBodyLimit } from '../http/validation';
import { FORM_PAGES } from '../pages/forms';
import { storeFeedback, storeTranslationReport } from './storeFeedback';

export interface FeedbackDependencies {
  db: Kysely<Database>;
  newId: () => string;
  clock: () => Date;
}

const NO_SUCH_PAGE = 'There is no such page on this site.';

/**
 * POST /api/feedback: stores one "Is this page useful?" answer about one of the site's pages, with the
 * language and the time, and nothing about the visitor. 201 with the answer's id.
 * POST /api/feedback/translation: the same for a report of a problem with a translation.
 * A request that looks sent by a bot (src/shared/api/botCheck.ts) gets the same 201 and a fresh id, and
 * nothing is stored.
 */
export function addFeedbackRoutes(app: Hono<AppEnv>, { db, newId, clock }: FeedbackDependencies) {
  const noSuchPage = (c: Context) =>
    c.json<ApiError>({ error: NO_SUCH_PAGE, fields: { page: NO_SUCH_PAGE } }, 400);

  app.post(FEEDBACK_PATH, jsonBodyLimit, async (c) => {
    const request = await checkedJson(c, feedbackRequestSchema);
    if (!request.ok) return request.response;
    if (!FORM_PAGES.has(request.value.page)) return noSuchPage(c);
    const id = newId();
    if (!looksLikeBot(request.value)) await storeFeedback(db, request.value, id, clock());
    return c.json<FeedbackReceived>({ id }, 201);
  });

  app.post(TRANSLATION_REPORT_PATH, jsonBodyLimit, async (c) => {
    const request = await checkedJson(c, translationReportRequestSchema);
    if (!request.ok) return request.response;
    if (!FORM_PAGES.has(request.value.page)) return noSuchPage(c);
    const id = newId();
    if (!looksLikeBot(request.value)) await storeTranslationReport(db, request.value, id, clock());
    return c.json<FeedbackReceived>({ id }, 201);
  });
}
