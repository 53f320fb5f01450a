import { api } from '@/shared/api/apiSlice';
import {
  FEEDBACK_COUNTS_PATH,
  FEEDBACK_INBOX_PATH,
  feedbackItemPath,
  type FeedbackCounts,
  type FeedbackInboxPage,
  type FeedbackInboxQuery,
  type FeedbackItem,
  type FeedbackStatus,
} from '@/shared/api/feedbackInbox';
import {
  feedbackCountsSchema,
  feedbackInboxPageSchema,
  feedbackItemSchema,
} from '@/shared/api/feedbackInboxSchema';
import { parsedBy } from '@/shared/api/parsedBy';
import type { Locale } from '@/shared/i18n/translate';

/** The inbox's query string: only the filters that are set. */
function inboxSearch(query: FeedbackInboxQuery): string {
  const params = new URLSearchParams();
  for (const key of ['page', 'language', 'kind', 'status', 'before'] as const) {
    const value = query[key];
    if (value) params.set(key, value);
  }
  const search = params.toString();
  return search ? `${FEEDBACK_INBOX_PATH}?${search}` : FEEDBACK_INBOX_PATH;
}

/**
 * The feedback inbox (issue 28), injected into the one api slice: its pages, the counts per page, and
 * a status change, after which both are fetched again.
 */
export const feedbackInboxApi = api.enhanceEndpoints({ addTagTypes: ['Feedback'] }).injectEndpoints({
  endpoints: (build) => ({
    feedbackInboxPage: build.query<FeedbackInboxPage, FeedbackInboxQuery>({
      query: inboxSearch,
      transformResponse: parsedBy(feedbackInboxPageSchema),
      providesTags: ['Feedback'],
    }),
    feedbackCounts: build.query<FeedbackCounts, { language?: Locale }>({
      query: ({ language }) =>
        language ? `${FEEDBACK_COUNTS_PATH}?language=${encodeURIComponent(language)}` : FEEDBACK_COUNTS_PATH,
      transformResponse: parsedBy(feedbackCountsSchema),
      providesTags: ['Feedback'],
    }),
    changeFeedbackStatus: build.mutation<FeedbackItem, { id: string; status: FeedbackStatus }>({
      query: ({ id, status }) => ({ url: feedbackItemPath(id), method: 'PATCH', body: { status } }),
      transformResponse: parsedBy(feedbackItemSchema),
      invalidatesTags: ['Feedback'],
    }),
  }),
});

export const { useFeedbackInboxPageQuery, useFeedbackCountsQuery, useChangeFeedbackStatusMutation } =
  feedbackInboxApi;
