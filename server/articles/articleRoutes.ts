import type { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { ARTICLES_PATH, type ArticleList } from '@/shared/api/articles';
import { articleListQuerySchema } from '@/shared/api/articlesSchema';
import type { AppEnv } from '../appEnv';
import type { Database } from '../db/schema';
import { checkedQuery } from '../http/validation';

/** GET /api/articles?limit=N: the newest published articles, for every visitor; drafts never leave. */
export function addArticleRoutes(app: Hono<AppEnv>, db: Kysely<Database>) {
  app.get(ARTICLES_PATH, async (c) => {
    const query = checkedQuery(c, articleListQuerySchema);
    if (!query.ok) return query.response;
    const rows = await db
      .selectFrom('articles')
      .select(['id', 'title', 'category', 'author', 'published_at', 'updated_at'])
      .where('status', '=', 'published')
      .orderBy('published_at', 'desc')
      .orderBy('id')
      .limit(query.value.limit)
      .execute();
    // Public and the same for everyone; a visitor may see a change a minute late.
    c.header('Cache-Control', 'public, max-age=60');
    return c.json<ArticleList>({
      items: rows.map((row) => ({
        id: row.id,
        title: row.title,
        category: row.category,
        author: row.author,
        publishedAt: row.published_at!.toISOString(),
        updatedAt: row.updated_at.toISOString(),
      })),
    });
  });
}
