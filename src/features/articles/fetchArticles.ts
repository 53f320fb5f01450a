import {
  ARTICLES_PATH,
  publicArticlePath,
  type PublicArticle,
  type PublishedArticle,
} from '@/shared/api/articles';
import { siteAddress } from '@/shared/api/sameSite';

/** What the server said about a slug: the article (under its current slug), gone, unknown, or nothing. */
export type ArticleAnswer =
  { kind: 'found'; article: PublicArticle } | { kind: 'gone' } | { kind: 'notFound' } | { kind: 'failed' };

// The schemas (valibot) load with the first fetch, not with the page: a page the server rendered already
// holds its article, and most visitors never fetch one.
const schemas = () => import('@/shared/api/articlesSchema');

/**
 * GET /api/articles/<slug>. A renamed article's old slug is redirected by the server (fetch follows it):
 * the article then comes with its current slug. Never throws.
 */
export async function fetchArticle(slug: string, fetcher: typeof fetch = fetch): Promise<ArticleAnswer> {
  try {
    const response = await fetcher(siteAddress(publicArticlePath(slug)), { credentials: 'omit' });
    if (response.status === 410) return { kind: 'gone' };
    if (response.status === 404) return { kind: 'notFound' };
    if (!response.ok) return { kind: 'failed' };
    const { publicArticleSchema } = await schemas();
    const { parse } = await import('valibot');
    return { kind: 'found', article: parse(publicArticleSchema, await response.json()) };
  } catch {
    return { kind: 'failed' }; // offline, the server down, or an answer that is not an article
  }
}

/** GET /api/articles?limit=N: the newest published; null when the server could not be asked. */
export async function fetchLatestArticles(
  limit: number,
  fetcher: typeof fetch = fetch,
): Promise<PublishedArticle[] | null> {
  try {
    const response = await fetcher(siteAddress(`${ARTICLES_PATH}?limit=${limit}`), { credentials: 'omit' });
    if (!response.ok) return null;
    const { articleListSchema } = await schemas();
    const { parse } = await import('valibot');
    return parse(articleListSchema, await response.json()).items;
  } catch {
    return null;
  }
}
