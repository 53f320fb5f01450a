import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import type { ApiError } from '@/shared/api/errors';
import { FEEDBACK_PATH, type FeedbackRequest } from '@/shared/api/feedback';
import { feedbackReceivedSchema, feedbackRequestSchema } from '@/shared/api/feedbackSchema';
import { accountHandlers, resetAccounts, sessionHandlers } from './accountsFake';
import { contentHandlers, resetContent } from './contentFake';
import { contentHistoryHandlers, resetContentHistory } from './contentHistoryFake';
import { articleSearchHandlers, resetArticleSearch } from './articleSearchFake';
import { resetVisits, visitHandlers } from './visitsFake';

/**
 * The server's API as the browser's tests meet it (msw), built from the same schemas the server checks
 * with: a request the server would refuse is refused here with 400, and every answer is parsed by its
 * response schema before it is sent, so a handler cannot drift from the real shapes (apiHandlers.test.ts).
 */

/** What the handlers received since the last reset, by endpoint: what a test asserts on. */
export const received = { feedback: [] as FeedbackRequest[] };

export function resetReceived() {
  received.feedback.length = 0;
  resetAccounts();
  resetContent();
  resetContentHistory();
  resetArticleSearch();
  resetVisits();
}

let ids = 0;
const nextId = () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`;

function refused(issues: v.BaseIssue<unknown>[]) {
  return HttpResponse.json<ApiError>({ error: issues[0]!.message }, { status: 400 });
}

export const apiHandlers = [
  ...sessionHandlers,
  ...accountHandlers,
  ...contentHandlers,
  ...contentHistoryHandlers,
  ...articleSearchHandlers,
  ...visitHandlers,
  http.post(FEEDBACK_PATH, async ({ request }) => {
    const parsed = v.safeParse(feedbackRequestSchema, await request.json().catch(() => undefined));
    if (!parsed.success) return refused(parsed.issues);
    received.feedback.push(parsed.output);
    return HttpResponse.json(v.parse(feedbackReceivedSchema, { id: nextId() }), { status: 201 });
  }),
];
