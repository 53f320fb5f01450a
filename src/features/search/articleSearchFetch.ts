import * as v from 'valibot';
import { ARTICLE_SEARCH_PATH, type ArticleSearchList } from '@/shared/api/articles';
import { articleSearchListSchema } from '@/shared/api/articlesSchema';
import { siteAddress } from '@/shared/api/sameSite';

/**
 * Fetches the published articles' search list; given the version held, asks only whether it changed
 * ("unchanged" is the server's 304, with no body). Loaded with the search index, never with a page's
 * first load: it carries the schema library. Throws when there is no list to be had (offline with no
 * saved copy, the server down, an answer not in the shared shape).
 */
export async function fetchArticleSearchList(heldVersion?: string): Promise<ArticleSearchList | 'unchanged'> {
  // The list's ETag is its version (server/articles/searchList.ts). Set by hand, the header
  // makes the browser pass a 304 through to this code rather than answer from its own cache.
  const response = await fetch(siteAddress(ARTICLE_SEARCH_PATH), {
    headers: heldVersion === undefined ? {} : { 'If-None-Match': `"${heldVersion}"` },
  });
  if (response.status === 304 && heldVersion !== undefined) return 'unchanged';
  if (!response.ok) throw new Error(`The article list answered ${response.status}.`);
  return v.parse(articleSearchListSchema, await response.json());
}
