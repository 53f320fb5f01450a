import * as v from 'valibot';
import { CONTENT_CATEGORIES, SLUG_PATTERN } from './content';
import {
  ARTICLES_PAGE_SIZE,
  ARTICLES_PAGE_SIZE_MAX,
  type ArticleList,
  type ArticleSearchList,
  type PublicArticle,
} from './articles';

/** GET /api/articles?limit=N: N is a whole number from 1 to the maximum; absent, a page's usual size. */
export const articleListQuerySchema = v.object({
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, `limit must be a whole number from 1 to ${ARTICLES_PAGE_SIZE_MAX}.`),
      v.transform(Number),
      v.minValue(1, `limit must be a whole number from 1 to ${ARTICLES_PAGE_SIZE_MAX}.`),
      v.maxValue(ARTICLES_PAGE_SIZE_MAX, `limit must be a whole number from 1 to ${ARTICLES_PAGE_SIZE_MAX}.`),
    ),
    String(ARTICLES_PAGE_SIZE),
  ),
});

const isoTimestamp = v.pipe(v.string(), v.isoTimestamp());

const publishedEntries = {
  id: v.pipe(v.string(), v.uuid()),
  slug: v.pipe(v.string(), v.regex(SLUG_PATTERN)),
  title: v.string(),
  summary: v.string(),
  category: v.picklist(CONTENT_CATEGORIES),
  author: v.string(),
  publishedAt: isoTimestamp,
  updatedAt: isoTimestamp,
};

export const articleListSchema = v.object({
  items: v.array(v.object(publishedEntries)),
}) satisfies v.GenericSchema<unknown, ArticleList>;

export const publicArticleSchema = v.object({
  ...publishedEntries,
  content: v.string(),
  firstPublishedAt: isoTimestamp,
  changeNotes: v.array(v.object({ at: isoTimestamp, note: v.string() })),
}) satisfies v.GenericSchema<unknown, PublicArticle>;

export const articleSearchListSchema = v.object({
  version: v.string(),
  items: v.array(
    v.object({
      slug: v.pipe(v.string(), v.regex(SLUG_PATTERN)),
      title: v.string(),
      summary: v.string(),
      category: v.picklist(CONTENT_CATEGORIES),
      text: v.string(),
    }),
  ),
}) satisfies v.GenericSchema<unknown, ArticleSearchList>;
