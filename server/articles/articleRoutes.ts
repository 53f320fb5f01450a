import type { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { ARTICLES_PATH, type ArticleList } from '@/shared/api/articles';
import { articleListQuerySchema } from '@/shared/api/articlesSchema';
import type { AppEnv } from '../appEnv';
import type { Database } from '../db/schema';
import { checkedQuery } from '../http/validation';
import { latestPublished } from './publicArticles';

/** GET /api/articles?limit=N: the newest published articles, for every visitor; drafts never leave. */
export function addArticleRoutes(app: Hono<AppEnv>, db: Kysely<Database>) {
  app.get(ARTICLES_PATH, async (c) => {
    const query = checkedQuery(c, articleListQuerySchema);
    if (!query.ok) return query.response;
    const items = await latestPublished(db, query.value.limit);
    // Public and the same for everyone; a visitor may see a change a minute late.
    c.header('Cache-Control', 'public, max-age=60');
    return c.json<ArticleList>({ items });
  });
}
