import * as v from 'valibot';
import { hasVisibleText } from '@/shared/lib/text';
import {
  BODY_MAX_LENGTH,
  CONTENT_CATEGORIES,
  CONTENT_KINDS,
  CONTENT_PAGE_SIZE,
  CONTENT_PAGE_SIZE_MAX,
  CONTENT_SORTS,
  CONTENT_STATUSES,
  CONTENT_VIEWS,
  HISTORY_EVENTS,
  NOTE_MAX_LENGTH,
  REDIRECT_MAX_LENGTH,
  REVIEW_STATES,
  SITE_PATH_PATTERN,
  SLUG_MAX_LENGTH,
  SLUG_PATTERN,
  SUMMARY_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  type ContentChange,
  type ContentConflict,
  type ContentItem,
  type ContentPage,
  type ContentQuery,
  type NewContent,
  type CancelSchedule,
  type ContentHistory,
  type ContentVersion,
  type PreviewLink,
  type Publish,
  type Restore,
  type SendBack,
  type SubmitForReview,
  type Unpublish,
} from './content';
import { GUIDE_CONTENT_MAX_LENGTH } from './guideContent';
import { requestObject } from './requestObject';

/** An article's body over BODY_MAX_LENGTH: the message the admin's form and the server both give. */
export const articleTooLong = `The text has at most ${BODY_MAX_LENGTH.toLocaleString('en')} characters.`;

/**
 * The checks of the content API (content.ts): the server runs them on every request whatever the
 * browser checked, the admin's forms show the same messages, and the tests' msw handlers use them.
 */

const title = v.pipe(
  v.string('Enter a title.'),
  v.trim(),
  v.check(hasVisibleText, 'Enter a title.'),
  v.maxLength(TITLE_MAX_LENGTH, `A title has at most ${TITLE_MAX_LENGTH} characters.`),
);

const slug = v.optional(
  v.pipe(
    v.string('Enter the address as words joined by hyphens.'),
    v.trim(),
    v.maxLength(SLUG_MAX_LENGTH, `An address has at most ${SLUG_MAX_LENGTH} characters.`),
    v.regex(
      SLUG_PATTERN,
      'Use only lower-case letters a–z, digits and single hyphens between words, like how-to-get-your-nin.',
    ),
  ),
);

const summary = v.pipe(
  v.string('Enter a summary.'),
  v.trim(),
  v.maxLength(SUMMARY_MAX_LENGTH, `A summary has at most ${SUMMARY_MAX_LENGTH} characters.`),
);

const category = v.picklist(CONTENT_CATEGORIES, 'Choose a category.');

/**
 * The text as sent. An article's body has at most BODY_MAX_LENGTH characters and a guide's JSON more:
 * the server checks each against its item's kind (contentProblem), which a change does not name.
 */
const content = v.pipe(
  v.string('Enter the text of the article.'),
  v.maxLength(GUIDE_CONTENT_MAX_LENGTH, articleTooLong),
);

const revision = v.pipe(
  v.number('Send the revision the change was made from.'),
  v.integer('Send the revision the change was made from.'),
  v.minValue(1, 'Send the revision the change was made from.'),
);

const status = v.picklist(CONTENT_STATUSES, 'The status is draft or published.');

export const newContentSchema = requestObject(
  {
    kind: v.optional(v.picklist(CONTENT_KINDS, 'An item is an article or a guide.')),
    title,
    slug,
    summary,
    category,
    content,
    status: v.optional(status),
  },
  'Send the article as a JSON object.',
) satisfies v.GenericSchema<unknown, NewContent>;

export const contentChangeSchema = requestObject(
  { revision, title, slug, summary, category, content },
  'Send the article as a JSON object.',
) satisfies v.GenericSchema<unknown, ContentChange>;

/** A comment, reason or change note: required, trimmed, at most NOTE_MAX_LENGTH characters. */
const note = (missing: string) =>
  v.pipe(
    v.string(missing),
    v.trim(),
    v.check(hasVisibleText, missing),
    v.maxLength(NOTE_MAX_LENGTH, `Keep it to ${NOTE_MAX_LENGTH} characters or fewer.`),
  );

export const CHANGE_NOTE_MISSING =
  'Write a short note for readers about what changed, like “Fees updated for 2027”.';

export const WITHOUT_REVIEW_MISSING =
  'Write why this guide goes out without a second editor’s review. It is kept in the history and the audit log.';

export const submitForReviewSchema = requestObject(
  { revision },
  'Send the revision as a JSON object.',
) satisfies v.GenericSchema<unknown, SubmitForReview>;

export const sendBackSchema = requestObject(
  { revision, comment: note('Write what the author should change.') },
  'Send the revision and the comment as a JSON object.',
) satisfies v.GenericSchema<unknown, SendBack>;

/**
 * The publish request's own checks: a major change needs its note unless it is the first publication,
 * which only the server knows; it checks that, and that `scheduledAt` is in the future, by its clock.
 */
export const publishSchema = requestObject(
  {
    revision,
    change: v.picklist(['major', 'minor'], 'Choose a major change or a minor fix.'),
    changeNote: v.optional(note(CHANGE_NOTE_MISSING)),
    scheduledAt: v.optional(
      v.pipe(
        v.string('Choose the date and time to publish.'),
        v.isoTimestamp('Choose the date and time to publish.'),
      ),
    ),
    withoutReview: v.optional(note(WITHOUT_REVIEW_MISSING)),
  },
  'Send the revision and how to publish as a JSON object.',
) satisfies v.GenericSchema<unknown, Publish>;

export const cancelScheduleSchema = requestObject(
  { revision },
  'Send the revision as a JSON object.',
) satisfies v.GenericSchema<unknown, CancelSchedule>;

export const unpublishSchema = requestObject(
  {
    revision,
    reason: note('Write why this page is taken down.'),
    redirectTo: v.optional(
      v.pipe(
        v.string('Enter an address on this site, like /documents/nin.'),
        v.trim(),
        v.maxLength(REDIRECT_MAX_LENGTH, `An address has at most ${REDIRECT_MAX_LENGTH} characters.`),
        v.regex(SITE_PATH_PATTERN, 'Enter an address on this site that starts with /, like /documents/nin.'),
      ),
    ),
  },
  'Send the revision and the reason as a JSON object.',
) satisfies v.GenericSchema<unknown, Unpublish>;

export const restoreSchema = requestObject(
  { revision, from: revision },
  'Send the revision and the version to restore as a JSON object.',
) satisfies v.GenericSchema<unknown, Restore>;

/** DELETE contentItemPath?revision=N. */
export const deleteQuerySchema = v.object({
  revision: v.pipe(
    v.string('Send the revision the deletion was decided on.'),
    v.regex(/^[1-9]\d{0,8}$/, 'Send the revision the deletion was decided on.'),
    v.transform(Number),
  ),
});

const wholeNumber = (message: string, min: number, max: number) =>
  v.pipe(
    v.string(),
    v.regex(/^\d{1,6}$/, message),
    v.transform(Number),
    v.minValue(min, message),
    v.maxValue(max, message),
  );

/** The staff list's query string (all optional). */
export const contentQuerySchema = v.object({
  status: v.optional(status),
  view: v.optional(v.picklist(CONTENT_VIEWS, 'The list is review, scheduled, mine or factsDue.')),
  category: v.optional(category),
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(TITLE_MAX_LENGTH, 'Search with fewer words.'))),
  sort: v.optional(v.picklist(CONTENT_SORTS, 'Sort by updated, created or title.'), 'updated'),
  dir: v.optional(v.picklist(['asc', 'desc'], 'The order is asc or desc.'), 'desc'),
  page: v.optional(wholeNumber('page is a whole number from 1.', 1, 999_999), '1'),
  pageSize: v.optional(
    wholeNumber(`pageSize is a whole number from 1 to ${CONTENT_PAGE_SIZE_MAX}.`, 1, CONTENT_PAGE_SIZE_MAX),
    String(CONTENT_PAGE_SIZE),
  ),
}) satisfies v.GenericSchema<
  unknown,
  Required<Omit<ContentQuery, 'status' | 'view' | 'category' | 'q'>> & ContentQuery
>;

const isoTimestamp = v.pipe(v.string(), v.isoTimestamp());

const itemEntries = {
  id: v.pipe(v.string(), v.uuid()),
  kind: v.picklist(CONTENT_KINDS),
  slug: v.pipe(v.string(), v.regex(SLUG_PATTERN)),
  title: v.string(),
  summary: v.string(),
  category: v.picklist(CONTENT_CATEGORIES),
  author: v.string(),
  status: v.picklist(CONTENT_STATUSES),
  revision: v.pipe(v.number(), v.integer(), v.minValue(1)),
  dateCreated: isoTimestamp,
  dateModified: isoTimestamp,
  publishedAt: v.nullable(isoTimestamp),
  firstPublishedAt: v.nullable(isoTimestamp),
  publishedRevision: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))),
  hasUnpublishedChanges: v.boolean(),
  review: v.picklist(REVIEW_STATES),
  reviewComment: v.nullable(v.string()),
  submittedBy: v.nullable(v.object({ id: v.string(), name: v.string() })),
  scheduledAt: v.nullable(isoTimestamp),
  lastMajorUpdateAt: v.nullable(isoTimestamp),
  createdBy: v.nullable(v.string()),
  updatedBy: v.nullable(v.string()),
};

export const contentItemSchema = v.object({
  ...itemEntries,
  content: v.string(),
}) satisfies v.GenericSchema<unknown, ContentItem>;

export const contentPageSchema = v.object({
  items: v.array(v.object(itemEntries)),
  total: v.pipe(v.number(), v.integer(), v.minValue(0)),
  page: v.pipe(v.number(), v.integer(), v.minValue(1)),
  pageSize: v.pipe(v.number(), v.integer(), v.minValue(1)),
}) satisfies v.GenericSchema<unknown, ContentPage>;

export const contentConflictSchema = v.object({
  error: v.string(),
  current: v.nullable(contentItemSchema),
}) satisfies v.GenericSchema<unknown, ContentConflict>;

const historyEntries = {
  revision: v.pipe(v.number(), v.integer(), v.minValue(1)),
  event: v.picklist(HISTORY_EVENTS),
  at: isoTimestamp,
  by: v.string(),
  note: v.nullable(v.string()),
  title: v.string(),
  withoutReview: v.nullable(v.string()),
};

export const contentHistorySchema = v.object({
  entries: v.array(v.object({ ...historyEntries, textChanged: v.boolean() })),
}) satisfies v.GenericSchema<unknown, ContentHistory>;

export const contentVersionSchema = v.object({
  ...historyEntries,
  slug: v.string(),
  summary: v.string(),
  category: v.picklist(CONTENT_CATEGORIES),
  content: v.string(),
}) satisfies v.GenericSchema<unknown, ContentVersion>;

export const previewLinkSchema = v.object({
  url: v.pipe(v.string(), v.url()),
  expiresAt: isoTimestamp,
}) satisfies v.GenericSchema<unknown, PreviewLink>;
