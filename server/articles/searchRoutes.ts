import type { Hono } from 'hono';
import { ARTICLE_SEARCH_PATH } from '@/shared/api/articles';
import type { AppEnv } from '../appEnv';
import { sendEncoded } from '../http/encodedBody';
import type { ArticleSearchLists } from './searchList';

/**
 * GET ARTICLE_SEARCH_PATH: every published article's searchable text, for the site search of every
 * visitor, compressed once per content version. Its ETag is the list's version (a digest of its items,
 * searchList.ts; weak, the same in each encoding), so a browser or the service worker that asks again with If-None-Match gets 304 until
 * something is published, changed or taken down. Each request costs one small read of the version.
 */
export function addArticleSearchRoutes(app: Hono<AppEnv>, lists: ArticleSearchLists) {
  app.get(ARTICLE_SEARCH_PATH, async (c) => {
    const { list, body } = await lists.current();
    return sendEncoded(c, body, { type: 'application/json; charset=UTF-8', etag: list.version, weak: true });
  });
}
