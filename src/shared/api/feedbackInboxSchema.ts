import * as v from 'valibot';
import { LOCALES } from '@/shared/i18n/translate';
import { PAGE_PATH_MAX_LENGTH } from './feedback';
import {
  FEEDBACK_KINDS,
  FEEDBACK_PAGE_SIZE,
  FEEDBACK_STATUSES,
  type FeedbackCounts,
  type FeedbackInboxPage,
  type FeedbackInboxQuery,
  type FeedbackItem,
  type FeedbackStatusChange,
} from './feedbackInbox';
import { requestObject } from './requestObject';

const limitMessage = `The limit must be a whole number from 1 to ${FEEDBACK_PAGE_SIZE}.`;
const languageMessage = `The language must be one of ${LOCALES.join(', ')}.`;

/** The inbox's filters as a query string (every value arrives as text). */
export const feedbackInboxQuerySchema = v.object({
  page: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(PAGE_PATH_MAX_LENGTH, `A page's address has at most ${PAGE_PATH_MAX_LENGTH} characters.`),
      v.regex(/^\/[^?#\s]*$/, 'The page must be an address on this site, such as /documents/nin.'),
    ),
  ),
  language: v.optional(v.picklist(LOCALES, languageMessage)),
  kind: v.optional(v.picklist(FEEDBACK_KINDS, `The kind must be one of ${FEEDBACK_KINDS.join(', ')}.`)),
  status: v.optional(
    v.picklist(FEEDBACK_STATUSES, `The status must be one of ${FEEDBACK_STATUSES.join(', ')}.`),
  ),
  before: v.optional(v.pipe(v.string(), v.uuid('The page to continue from is not valid.'))),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.transform(Number),
      v.integer(limitMessage),
      v.minValue(1, limitMessage),
      v.maxValue(FEEDBACK_PAGE_SIZE, limitMessage),
    ),
  ),
}) satisfies v.GenericSchema<Record<string, string>, FeedbackInboxQuery>;

export const feedbackCountsQuerySchema = v.object({
  language: v.optional(v.picklist(LOCALES, languageMessage)),
});

const isoTime = v.pipe(v.string(), v.isoTimestamp());

export const feedbackItemSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  kind: v.picklist(FEEDBACK_KINDS),
  page: v.string(),
  language: v.picklist(LOCALES),
  useful: v.nullable(v.boolean()),
  text: v.nullable(v.string()),
  section: v.nullable(v.string()),
  quoted: v.nullable(v.string()),
  at: isoTime,
  status: v.picklist(FEEDBACK_STATUSES),
  statusChangedBy: v.nullable(v.string()),
  statusChangedAt: v.nullable(isoTime),
}) satisfies v.GenericSchema<unknown, FeedbackItem>;

export const feedbackInboxPageSchema = v.object({
  items: v.array(feedbackItemSchema),
  next: v.nullable(v.pipe(v.string(), v.uuid())),
}) satisfies v.GenericSchema<unknown, FeedbackInboxPage>;

const count = v.pipe(v.number(), v.integer(), v.minValue(0));

export const feedbackCountsSchema = v.object({
  pages: v.array(v.object({ page: v.string(), yes: count, no: count, reports: count })),
}) satisfies v.GenericSchema<unknown, FeedbackCounts>;

export const feedbackStatusChangeSchema = requestObject(
  {
    status: v.picklist(FEEDBACK_STATUSES, `The status must be one of ${FEEDBACK_STATUSES.join(', ')}.`),
  },
  'The change must be a JSON object with the new status.',
) satisfies v.GenericSchema<unknown, FeedbackStatusChange>;
