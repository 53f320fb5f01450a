import * as v from 'valibot';
import { ARTICLES_PAGE_SIZE, ARTICLES_PAGE_SIZE_MAX, type ArticleList } from './articles';

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

export const articleListSchema = v.object({
  items: v.array(
    v.object({
      id: v.pipe(v.string(), v.uuid()),
      title: v.string(),
      category: v.string(),
      author: v.string(),
      publishedAt: isoTimestamp,
      updatedAt: isoTimestamp,
    }),
  ),
}) satisfies v.GenericSchema<unknown, ArticleList>;
