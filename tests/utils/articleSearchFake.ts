import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { SEED_CONTENT } from '@/features/content/seedContent';
import { ARTICLE_SEARCH_PATH, type ArticleSearchEntry, type ArticleSearchList } from '@/shared/api/articles';
import { articleSearchListSchema } from '@/shared/api/articlesSchema';

/** The slugs migration 0005 gave the seed articles, in SEED_CONTENT's order. */
const SEED_SLUGS = [
  'how-to-get-your-national-identification-number-nin',
  'the-three-tiers-of-government-in-nigeria',
  'registering-for-the-jamb-utme',
];

/** The seed articles as the server lists them for search (they are all published, plain text). */
export const SEED_SEARCH_ENTRIES: ArticleSearchEntry[] = SEED_CONTENT.map((item, i) => ({
  slug: SEED_SLUGS[i]!,
  title: item.title,
  summary: '',
  category: item.category,
  text: item.content,
}));

let published: ArticleSearchEntry[] = [];
let version = 1;
/** The If-None-Match of each request, in order (null for an unconditional one): what a test asserts on. */
export const articleSearchRequests: (string | null)[] = [];

export function resetArticleSearch() {
  published = [...SEED_SEARCH_ENTRIES];
  version = 1;
  articleSearchRequests.length = 0;
}
resetArticleSearch();

/** Publishes an article, as staff would: the list changes, and its version with it. */
export function publishForSearch(entry: ArticleSearchEntry) {
  published = [entry, ...published];
  version += 1;
}

/**
 * GET ARTICLE_SEARCH_PATH as the server answers it: the list in the shared shape, ETag = the content
 * version, 304 to an If-None-Match naming the current one.
 */
export const articleSearchHandlers = [
  http.get(ARTICLE_SEARCH_PATH, ({ request }) => {
    const ifNoneMatch = request.headers.get('If-None-Match');
    articleSearchRequests.push(ifNoneMatch);
    const headers = { ETag: `"${version}"`, 'Cache-Control': 'no-cache' };
    if (ifNoneMatch === `"${version}"`) return new HttpResponse(null, { status: 304, headers });
    const body: ArticleSearchList = { version: String(version), items: published };
    return HttpResponse.json(v.parse(articleSearchListSchema, body), { headers });
  }),
];
