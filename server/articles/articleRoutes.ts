import type { Context, Hono } from 'hono';
import type { Kysely } from 'kysely';
import {
  ARTICLES_PAGE_SIZE_MAX,
  ARTICLES_PATH,
  publicArticlePath,
  type ArticleList,
  type PublicArticle,
  type PublishedArticle,
} from '@/shared/api/articles';
import { articleListQuerySchema } from '@/shared/api/articlesSchema';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '@/shared/api/content';
import type { ApiError } from '@/shared/api/errors';
import type { AppEnv } from '../appEnv';
import type { Database } from '../db/schema';
import { checkedQuery } from '../http/validation';
import { contentCache } from './contentCache';
import { articleAt, currentContentVersion, latestPublished } from './publicArticles';
import { etagMatches } from '../site/etag';

// Public and the same for everyone: a visitor may see a change a minute late.
const SHORT_CACHE = 'public, max-age=60';

const GONE: ApiError = { error: 'This article has been taken down.' };
const NOT_FOUND: ApiError = { error: 'There is no article at this address.' };

/**
 * GET /api/articles?limit=N: the latest published or changed articles; GET /api/articles/<slug>: one of them, its
 * old addresses redirecting (301) to its current one, and one taken down to the page staff chose, if any.
 * For every visitor; drafts never leave.
 */
export function addArticleRoutes(app: Hono<AppEnv>, db: Kysely<Database>) {
  // Sorting every published article for each request took 20 ms on PGlite (51 requests/s under load):
  // the list is kept per content version, as the pages are, one per limit asked for.
  const lists = contentCache<PublishedArticle[]>(ARTICLES_PAGE_SIZE_MAX);
  app.get(ARTICLES_PATH, async (c) => {
    const query = checkedQuery(c, articleListQuerySchema);
    if (!query.ok) return query.response;
    const { limit } = query.value;
    const items = await lists.get(await currentContentVersion(db), String(limit), () =>
      latestPublished(db, limit),
    );
    c.header('Cache-Control', SHORT_CACHE);
    return c.json<ArticleList>({ items });
  });

  app.get(`${ARTICLES_PATH}/:slug`, async (c) => {
    const slug = c.req.param('slug');
    // No slug could be stored in another form: no need to ask the database.
    if (slug.length > SLUG_MAX_LENGTH || !SLUG_PATTERN.test(slug)) return notFound(c);
    const at = await articleAt(db, slug);
    switch (at.kind) {
      case 'published': {
        const etag = `"${at.article.id}-${at.revision}"`;
        c.header('ETag', etag);
        c.header('Cache-Control', SHORT_CACHE);
        if (etagMatches(c.req.header('If-None-Match'), etag)) return c.body(null, 304);
        return c.json<PublicArticle>(at.article);
      }
      case 'moved':
        c.header('Cache-Control', SHORT_CACHE);
        return c.json<ApiError>({ error: 'This article has moved to a new address.' }, 301, {
          Location: publicArticlePath(at.slug),
        });
      case 'redirect':
        // Taken down with a page to send visitors to instead; asked again each time: it may come back.
        c.header('Cache-Control', 'no-cache');
        return c.json<ApiError>(
          { error: 'This article has been taken down. See the page it points to.' },
          301,
          {
            Location: at.to,
          },
        );
      case 'gone':
        // Asked again each time: it may be published again.
        c.header('Cache-Control', 'no-cache');
        return c.json(GONE, 410);
      case 'notFound':
        return notFound(c);
    }
  });
}

function notFound(c: Context) {
  c.header('Cache-Control', 'no-cache');
  return c.json(NOT_FOUND, 404);
}
