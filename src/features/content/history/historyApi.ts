import { api } from '@/shared/api/apiSlice';
import { parsedBy } from '@/shared/api/parsedBy';
import {
  IDEMPOTENCY_HEADER,
  contentHistoryPath,
  contentStepPath,
  contentVersionPath,
  type ContentHistory,
  type ContentItem,
  type ContentVersion,
  type Restore,
} from '@/shared/api/content';
import { contentHistorySchema, contentItemSchema, contentVersionSchema } from '@/shared/api/contentSchema';

/*
 * The history of an item and restoring a version (issue 26), injected into the one api slice as
 * contentApi.ts's endpoints are (a sub-folder may not import its feature's other files, so not through
 * contentApi itself; the slice is the same). The tags are contentApi's: an item's `Content` tag and the
 * lists'. A history is stale whenever its item is, so it carries the item's tag; a saved version never
 * changes, so versions carry none.
 */
const LIST = { type: 'Content', id: 'LIST' } as const;
const one = (id: string) => ({ type: 'Content' as const, id });

export interface VersionAddress {
  id: string;
  revision: number;
}

export interface KeyedRestore {
  /** A fresh idempotency key for this restore (a replay gets the first answer, never a second version). */
  key: string;
  id: string;
  body: Restore;
}

export const historyApi = api.injectEndpoints({
  endpoints: (build) => ({
    getContentHistory: build.query<ContentHistory, string>({
      query: contentHistoryPath,
      transformResponse: parsedBy(contentHistorySchema),
      providesTags: (_history, _error, id) => [one(id)],
    }),
    getContentVersion: build.query<ContentVersion, VersionAddress>({
      query: ({ id, revision }) => contentVersionPath(id, revision),
      transformResponse: parsedBy(contentVersionSchema),
    }),
    restoreContent: build.mutation<ContentItem, KeyedRestore>({
      query: ({ key, id, body }) => ({
        url: contentStepPath(id, 'restore'),
        method: 'POST',
        body,
        headers: { [IDEMPOTENCY_HEADER]: key },
      }),
      transformResponse: parsedBy(contentItemSchema),
      // On a 409 too: someone saved meanwhile, and the history must show what they saved.
      invalidatesTags: (_item, error, { id }) => (!error || error.status === 409 ? [LIST, one(id)] : []),
    }),
  }),
});

export const { useGetContentHistoryQuery, useGetContentVersionQuery, useRestoreContentMutation } = historyApi;
