import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import type { ApiError } from '@/shared/api/errors';
import { FEEDBACK_COUNTS_PATH, type FeedbackCounts } from '@/shared/api/feedbackInbox';
import { feedbackCountsSchema } from '@/shared/api/feedbackInboxSchema';
import {
  PAGE_VIEW_PATH,
  SEARCH_COUNT_PATH,
  VISIT_FIGURES_PATH,
  type PageViewRequest,
  type SearchCountRequest,
  type VisitFigures,
} from '@/shared/api/visits';
import {
  pageViewRequestSchema,
  searchCountRequestSchema,
  visitFiguresSchema,
} from '@/shared/api/visitsSchema';

/** 30 days ending 26 November 2026, none viewed. */
export function emptyFigures(): VisitFigures {
  const days = Array.from({ length: 30 }, (_, i) => ({
    day: new Date(Date.UTC(2026, 9, 28 + i)).toISOString().slice(0, 10),
    views: 0,
  }));
  return {
    from: days[0]!.day,
    to: days[29]!.day,
    days,
    visitors: 0,
    pages: [],
    languages: [],
    referrers: [],
    searches: [],
    noResults: [],
  };
}

/** What the fake server holds and received: tests set the figures and read what was sent. */
export const visits = {
  figures: emptyFigures(),
  feedbackCounts: { pages: [] } as FeedbackCounts,
  /** Answer the figures with this status instead (a failing server). */
  failWith: null as number | null,
  pageViews: [] as PageViewRequest[],
  searches: [] as SearchCountRequest[],
};

export function resetVisits() {
  visits.figures = emptyFigures();
  visits.feedbackCounts = { pages: [] };
  visits.failWith = null;
  visits.pageViews.length = 0;
  visits.searches.length = 0;
}

const refused = (issues: v.BaseIssue<unknown>[]) =>
  HttpResponse.json<ApiError>({ error: issues[0]!.message }, { status: 400 });

/** The visit counts (server/visits) and the feedback counts the Analytics tab reads, checked by their schemas. */
export const visitHandlers = [
  http.post(PAGE_VIEW_PATH, async ({ request }) => {
    const parsed = v.safeParse(pageViewRequestSchema, await request.json().catch(() => undefined));
    if (!parsed.success) return refused(parsed.issues);
    visits.pageViews.push(parsed.output);
    return new HttpResponse(null, { status: 204 });
  }),
  http.post(SEARCH_COUNT_PATH, async ({ request }) => {
    const parsed = v.safeParse(searchCountRequestSchema, await request.json().catch(() => undefined));
    if (!parsed.success) return refused(parsed.issues);
    visits.searches.push(parsed.output);
    return new HttpResponse(null, { status: 204 });
  }),
  http.get(VISIT_FIGURES_PATH, () =>
    visits.failWith
      ? HttpResponse.json<ApiError>({ error: 'The server is down.' }, { status: visits.failWith })
      : HttpResponse.json(v.parse(visitFiguresSchema, visits.figures)),
  ),
  http.get(FEEDBACK_COUNTS_PATH, () =>
    HttpResponse.json(v.parse(feedbackCountsSchema, visits.feedbackCounts)),
  ),
];
