import * as v from 'valibot';
import { hasVisibleText } from '@/shared/lib/text';
import {
  BODY_MAX_LENGTH,
  CONTENT_CATEGORIES,
  CONTENT_PAGE_SIZE,
  CONTENT_PAGE_SIZE_MAX,
  CONTENT_SORTS,
  CONTENT_STATUSES,
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
  type StatusChange,
} from './content';
import { requestObject } from './requestObject';

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

const content = v.pipe(
  v.string('Enter the text of the article.'),
  v.maxLength(BODY_MAX_LENGTH, `The text has at most ${BODY_MAX_LENGTH.toLocaleString('en')} characters.`),
);

const revision = v.pipe(
  v.number('Send the revision the change was made from.'),
  v.integer('Send the revision the change was made from.'),
  v.minValue(1, 'Send the revision the change was made from.'),
);

const status = v.picklist(CONTENT_STATUSES, 'The status is draft or published.');

export const newContentSchema = requestObject(
  { title, slug, summary, category, content, status: v.optional(status) },
  'Send the article as a JSON object.',
) satisfies v.GenericSchema<unknown, NewContent>;

export const contentChangeSchema = requestObject(
  { revision, title, slug, summary, category, content },
  'Send the article as a JSON object.',
) satisfies v.GenericSchema<unknown, ContentChange>;

export const statusChangeSchema = requestObject(
  { revision, status },
  'Send the revision and the status as a JSON object.',
) satisfies v.GenericSchema<unknown, StatusChange>;

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
  Required<Omit<ContentQuery, 'status' | 'category' | 'q'>> & ContentQuery
>;

const isoTimestamp = v.pipe(v.string(), v.isoTimestamp());

const itemEntries = {
  id: v.pipe(v.string(), v.uuid()),
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
