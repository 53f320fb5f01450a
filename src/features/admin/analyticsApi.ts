import { api } from '@/shared/api/apiSlice';
import { FEEDBACK_COUNTS_PATH, type FeedbackCounts } from '@/shared/api/feedbackInbox';
import { feedbackCountsSchema } from '@/shared/api/feedbackInboxSchema';
import { parsedBy } from '@/shared/api/parsedBy';
import { VISIT_FIGURES_PATH, type VisitFigures } from '@/shared/api/visits';
import { visitFiguresSchema } from '@/shared/api/visitsSchema';

/**
 * The Analytics tab's real figures (issue 28), injected into the one api slice: the server's visit
 * counts of the last 30 days (server/visits), and the answers to "Is this page useful?" per page (the
 * feedback inbox's counts, server/feedback). Fetched each time the tab opens: they change all day.
 */
export const analyticsApi = api.injectEndpoints({
  endpoints: (build) => ({
    visitFigures: build.query<VisitFigures, undefined>({
      query: () => VISIT_FIGURES_PATH,
      transformResponse: parsedBy(visitFiguresSchema),
      keepUnusedDataFor: 0,
    }),
    pageFeedbackCounts: build.query<FeedbackCounts, undefined>({
      query: () => FEEDBACK_COUNTS_PATH,
      transformResponse: parsedBy(feedbackCountsSchema),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useVisitFiguresQuery, usePageFeedbackCountsQuery } = analyticsApi;
