import { api } from '@/shared/api/apiSlice';
import { parsedBy } from '@/shared/api/parsedBy';
import {
  CONTENT_PATH,
  IDEMPOTENCY_HEADER,
  contentItemPath,
  contentStepPath,
  previewLinksPath,
  type CancelSchedule,
  type ContentChange,
  type ContentItem,
  type ContentPage,
  type ContentQuery,
  type NewContent,
  type PreviewLink,
  type Publish,
  type SendBack,
  type SubmitForReview,
  type Unpublish,
} from '@/shared/api/content';
import { contentItemSchema, contentPageSchema, previewLinkSchema } from '@/shared/api/contentSchema';
import { itemsSeen } from './contentSlice';

/** Every list page: a change to any item may move it onto or off any page (sort, filters). */
const LIST = { type: 'Content', id: 'LIST' } as const;
const one = (id: string) => ({ type: 'Content' as const, id });

/**
 * The caches a change makes stale: on success, and on a 409 too (the item changed or went on the
 * server; "keep theirs" must show theirs, and "edit mine" must start from the current revision).
 */
const staleAfter =
  (tags: (id: string) => { type: 'Content'; id: string }[]) =>
  (_result: unknown, error: { status?: unknown } | undefined, { id }: { id: string }) =>
    !error || error.status === 409 ? tags(id) : [];

/** The list's query string: only the fields that are set, in a fixed order (one cache entry per list). */
export function contentSearch(query: ContentQuery): string {
  const params = new URLSearchParams();
  for (const name of ['view', 'status', 'category', 'q', 'sort', 'dir', 'page', 'pageSize'] as const) {
    const value = query[name];
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${CONTENT_PATH}?${search}` : CONTENT_PATH;
}

/** Each change carries the key it was first tried with, so sending it again is answered, not applied twice. */
const keyed = (key: string) => ({ [IDEMPOTENCY_HEADER]: key });

export interface KeyedCreate {
  key: string;
  body: NewContent;
}
export interface KeyedChange {
  key: string;
  id: string;
  body: ContentChange;
}
/** A step of the workflow (content.ts, contentStepPath) with what it is decided with. */
export type WorkflowRequest =
  | { step: 'submit'; body: SubmitForReview }
  | { step: 'sendBack'; body: SendBack }
  | { step: 'publish'; body: Publish }
  | { step: 'cancelSchedule'; body: CancelSchedule }
  | { step: 'unpublish'; body: Unpublish };
export type KeyedStep = WorkflowRequest & { key: string; id: string };
export interface KeyedPreviewLink {
  key: string;
  id: string;
}
export interface KeyedDelete {
  key: string;
  id: string;
  revision: number;
}

/**
 * The staff content API (issues 25 and 26), injected into the one api slice. A change refreshes the lists (any
 * page may hold the item, or now have room for it) and the item; the screens show changes at once from
 * the write queue's overlay (contentView.ts), so nothing here patches the cache by hand.
 */
export const contentApi = api.injectEndpoints({
  endpoints: (build) => ({
    listContent: build.query<ContentPage, ContentQuery>({
      query: contentSearch,
      transformResponse: parsedBy(contentPageSchema),
      providesTags: (page) => [LIST, ...(page?.items ?? []).map(({ id }) => one(id))],
      // What was seen last is the offline copy (contentSlice.ts).
      async onQueryStarted(_query, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(itemsSeen(data.items));
      },
    }),
    getContent: build.query<ContentItem, string>({
      query: contentItemPath,
      transformResponse: parsedBy(contentItemSchema),
      providesTags: (_item, _error, id) => [one(id)],
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(itemsSeen([data]));
      },
    }),
    createContent: build.mutation<ContentItem, KeyedCreate>({
      query: ({ key, body }) => ({ url: CONTENT_PATH, method: 'POST', body, headers: keyed(key) }),
      transformResponse: parsedBy(contentItemSchema),
      invalidatesTags: (item) => (item ? [LIST] : []),
    }),
    changeContent: build.mutation<ContentItem, KeyedChange>({
      query: ({ key, id, body }) => ({ url: contentItemPath(id), method: 'PUT', body, headers: keyed(key) }),
      transformResponse: parsedBy(contentItemSchema),
      invalidatesTags: staleAfter((id) => [LIST, one(id)]),
    }),
    /**
     * The workflow's steps: online only, never queued (each is a decision on the item as the server holds
     * it now, and a refusal must reach the person who decided). The key still makes a resend harmless.
     */
    takeStep: build.mutation<ContentItem, KeyedStep>({
      query: ({ key, id, step, body }) => ({
        url: contentStepPath(id, step),
        method: 'POST',
        body,
        headers: keyed(key),
      }),
      transformResponse: parsedBy(contentItemSchema),
      invalidatesTags: staleAfter((id) => [LIST, one(id)]),
      async onQueryStarted(_step, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(itemsSeen([data]));
      },
    }),
    createPreviewLink: build.mutation<PreviewLink, KeyedPreviewLink>({
      query: ({ key, id }) => ({ url: previewLinksPath(id), method: 'POST', headers: keyed(key) }),
      transformResponse: parsedBy(previewLinkSchema),
    }),
    deleteContent: build.mutation<null, KeyedDelete>({
      query: ({ key, id, revision }) => ({
        url: `${contentItemPath(id)}?revision=${revision}`,
        method: 'DELETE',
        headers: keyed(key),
      }),
      transformResponse: () => null,
      invalidatesTags: staleAfter((id) => [LIST, one(id)]),
    }),
  }),
});

export const { useListContentQuery, useGetContentQuery, useTakeStepMutation, useCreatePreviewLinkMutation } =
  contentApi;
