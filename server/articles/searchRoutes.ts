import type { Hono } from 'hono';
import { ARTICLE_SEARCH_PATH } from '@/shared/api/articles';
import type { AppEnv } from '../appEnv';
import { etagMatches } from '../site/etag';
import type { ArticleSearchLists } from './searchList';

/**
 * GET ARTICLE_SEARCH_PATH: every published article's searchable text, for the site search of every
 * visitor. Its ETag is the content version, strong (one version is always the same bytes), so a browser
 * or the service worker that asks again with If-None-Match gets 304 until something is published,
 * changed or taken down. Each request costs one small read of the version (searchList.ts).
 */
export function addArticleSearchRoutes(app: Hono<AppEnv>, lists: ArticleSearchLists) {
  app.get(ARTICLE_SEARCH_PATH, async (c) => {
    const { list, json } = await lists.current();
    const etag = `"${list.version}"`;
    c.header('ETag', etag);
    // Stored, but checked with the server before each use: a new article is found at the next search.
    c.header('Cache-Control', 'no-cache');
    if (etagMatches(c.req.header('If-None-Match'), etag)) return c.body(null, 304);
    return c.body(json, 200, { 'Content-Type': 'application/json; charset=UTF-8' });
  });
}
