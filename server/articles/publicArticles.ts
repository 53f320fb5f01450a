import type { Kysely, Selectable } from 'kysely';
import type { PublicArticle, PublishedArticle } from '@/shared/api/articles';
import type { ContentCategory } from '@/shared/api/content';
import type { Database } from '../db/schema';

/**
 * What visitors may read of the articles, for the public JSON (publicArticleRoutes), the pages the
 * server renders, the sitemap, the feed and the search index: one set of queries, so each shows the same.
 */

type ArticleRow = Selectable<Database['articles']>;

/** What an address /articles/<slug> leads to. */
export type ArticleAt =
  | { kind: 'published'; article: PublicArticle; revision: number }
  | { kind: 'moved'; slug: string }
  | { kind: 'gone' }
  | { kind: 'notFound' };

export function publishedArticleOf(row: ArticleRow): PublishedArticle {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    category: row.category as ContentCategory,
    author: row.author,
    publishedAt: row.published_at!.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/**
 * The article at `slug`: published (200), renamed since (301 to its slug now, if it is published or
 * was), taken down (410: it was published, and is not now), or never published or deleted (404).
 */
export async function articleAt(db: Kysely<Database>, slug: string): Promise<ArticleAt> {
  const row = await db.selectFrom('articles').selectAll().where('slug', '=', slug).executeTakeFirst();
  if (row) return shownAs(row);
  const moved = await db
    .selectFrom('article_slug_redirects')
    .innerJoin('articles', 'articles.id', 'article_slug_redirects.article_id')
    .select(['articles.slug', 'articles.status', 'articles.first_published_at'])
    .where('article_slug_redirects.slug', '=', slug)
    .executeTakeFirst();
  // A draft's old slug leads nowhere a visitor may go.
  if (moved?.first_published_at) return { kind: 'moved', slug: moved.slug };
  return { kind: 'notFound' };
}

function shownAs(row: ArticleRow): ArticleAt {
  if (row.status === 'published')
    return {
      kind: 'published',
      article: { ...publishedArticleOf(row), content: row.content },
      revision: row.revision,
    };
  return row.unpublished_at ? { kind: 'gone' } : { kind: 'notFound' };
}

/** The published articles most recently published or changed first (the home page's latest updates). */
export async function latestPublished(db: Kysely<Database>, limit: number): Promise<PublishedArticle[]> {
  const rows = await db
    .selectFrom('articles')
    .selectAll()
    .where('status', '=', 'published')
    .orderBy('updated_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map(publishedArticleOf);
}

/** Every published article with its body (the search index, the sitemap and the feed), newest change first. */
export async function allPublished(db: Kysely<Database>): Promise<PublicArticle[]> {
  const rows = await db
    .selectFrom('articles')
    .selectAll()
    .where('status', '=', 'published')
    .orderBy('updated_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...publishedArticleOf(row), content: row.content }));
}

/**
 * The content version: one more after every change to the articles (every write calls bumpContentVersion
 * in its own transaction). A process keeps what it built from the articles (rendered pages, the
 * search list, the feed) for as long as the version it was built at is still the current one.
 */
export async function currentContentVersion(db: Kysely<Database>): Promise<string> {
  const row = await db
    .selectFrom('content_version')
    .select('version')
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  return String(row.version);
}

/** Bumps the content version; call it inside the transaction that changes the articles. */
export async function bumpContentVersion(db: Kysely<Database>): Promise<void> {
  await db
    .updateTable('content_version')
    .set((eb) => ({ version: eb('version', '+', 1 as unknown as string) }))
    .where('id', '=', 1)
    .execute();
}
