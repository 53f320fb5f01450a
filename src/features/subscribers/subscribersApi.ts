import { api } from '@/shared/api/apiSlice';
import { parsedBy } from '@/shared/api/parsedBy';
import {
  NEWSLETTER_OVERVIEW_PATH,
  NEWSLETTER_SUBSCRIBER_DATA_PATH,
  NEWSLETTER_SUBSCRIBER_DELETION_PATH,
  NEWSLETTER_UPDATES_PATH,
  newsletterOverviewSchema,
  newsletterUpdateQueuedSchema,
  subscriberDataSchema,
  type NewsletterOverview,
  type NewsletterUpdateQueued,
  type NewsletterUpdateRequest,
  type SubscriberData,
} from '@/shared/api/newsletterStaff';

/** The Subscribers tab's calls (issue 28), injected into the one api slice. */
export const subscribersApi = api.injectEndpoints({
  endpoints: (build) => ({
    newsletterOverview: build.query<NewsletterOverview, undefined>({
      query: () => NEWSLETTER_OVERVIEW_PATH,
      transformResponse: parsedBy(newsletterOverviewSchema),
    }),
    queueUpdate: build.mutation<NewsletterUpdateQueued, NewsletterUpdateRequest>({
      query: (body) => ({ url: NEWSLETTER_UPDATES_PATH, method: 'POST', body }),
      transformResponse: parsedBy(newsletterUpdateQueuedSchema),
      invalidatesTags: ['Audit'],
    }),
    subscriberData: build.mutation<SubscriberData, string>({
      query: (email) => ({ url: NEWSLETTER_SUBSCRIBER_DATA_PATH, method: 'POST', body: { email } }),
      transformResponse: parsedBy(subscriberDataSchema),
      invalidatesTags: ['Audit'],
    }),
    deleteSubscriber: build.mutation<undefined, string>({
      query: (email) => ({ url: NEWSLETTER_SUBSCRIBER_DELETION_PATH, method: 'POST', body: { email } }),
      transformResponse: () => undefined,
      invalidatesTags: ['Audit'],
    }),
  }),
});

export const {
  useNewsletterOverviewQuery,
  useQueueUpdateMutation,
  useSubscriberDataMutation,
  useDeleteSubscriberMutation,
} = subscribersApi;
