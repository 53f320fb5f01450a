import type { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { ARTICLE_SEARCH_PATH, type ArticleSearchList } from '@/shared/api/articles';
import { markdownText } from '@/shared/lib/markdown/markdownText';
import type { AppEnv } from '../appEnv';
import type { Database } from '../db/schema';
import { allPublished, currentContentVersion } from './publicArticles';

/** The list's ETag: its content version, strong (one version is always the same bytes); the browser sends it back as it is. */
const etagOf = (version: string) => `"${version}"`;

/** True when If-None-Match names `etag` (or is "*"); a weak validator matches too, as RFC 9110 says. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/**
 * GET ARTICLE_SEARCH_PATH: every published article's searchable text, for the site search of every
 * visitor. Its ETag is the content version, so a browser or the service worker that asks again with
 * If-None-Match gets 304 until something is published, changed or taken down.
 *
 * Each process builds the list once per content version (each request costs one small read of the
 * version), not once per request: every visitor's first search asks for it. The version is read before
 * the articles, so a list is never older than the version it is sent as; one a little newer is built
 * again at the next version.
 */
export function addArticleSearchRoutes(app: Hono<AppEnv>, db: Kysely<Database>) {
  let built: { version: string; body: Promise<string> } | undefined;

  function listAt(version: string): Promise<string> {
    if (built?.version !== version) {
      const body = allPublished(db).then((articles) =>
        JSON.stringify({
          version,
          items: articles.map((article) => ({
            slug: article.slug,
            title: article.title,
            summary: article.summary,
            category: article.category,
            text: markdownText(article.content),
          })),
        } satisfies ArticleSearchList),
      );
      // A failed build is not kept: the next request tries again.
      body.catch(() => {
        if (built?.body === body) built = undefined;
      });
      built = { version, body };
    }
    return built.body;
  }

  app.get(ARTICLE_SEARCH_PATH, async (c) => {
    const version = await currentContentVersion(db);
    const etag = etagOf(version);
    c.header('ETag', etag);
    // Stored, but checked with the server before each use: a new article is found at the next search.
    c.header('Cache-Control', 'no-cache');
    if (matches(c.req.header('If-None-Match'), etag)) return c.body(null, 304);
    const body = await listAt(version);
    return c.body(body, 200, { 'Content-Type': 'application/json; charset=UTF-8' });
  });
}
