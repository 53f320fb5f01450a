import type { Kysely, Selectable } from 'kysely';
import type { ChangeNote, PublicArticle, PublishedArticle } from '@/shared/api/articles';
import type { ContentCategory } from '@/shared/api/content';
import type { Database } from '../db/schema';

/**
 * What visitors may read of the articles, for the public JSON (publicArticleRoutes), the pages the
 * server renders, the sitemap, the feed and the search index: one set of queries, so each shows the same.
 */

/** An article as visitors read it: the article's address and dates, its published revision's text. */
type PublishedRow = Pick<
  Selectable<Database['articles']>,
  'id' | 'slug' | 'author' | 'published_at' | 'first_published_at' | 'last_major_update_at'
> &
  Pick<Selectable<Database['article_history']>, 'title' | 'summary' | 'category' | 'content'> & {
    revision: number;
  };

/** What an address /articles/<slug> leads to. */
export type ArticleAt =
  | { kind: 'published'; article: PublicArticle; revision: number }
  | { kind: 'moved'; slug: string }
  | { kind: 'redirect'; to: string }
  | { kind: 'gone' }
  | { kind: 'notFound' };

export function publishedArticleOf(row: PublishedRow): PublishedArticle {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    category: row.category as ContentCategory,
    author: row.author,
    publishedAt: row.published_at!.toISOString(),
    updatedAt: row.last_major_update_at!.toISOString(),
  };
}

/** The published articles, each with its published revision's text. */
function publishedRows(db: Kysely<Database>) {
  return db
    .selectFrom('articles')
    .innerJoin('article_history as shown', (join) =>
      join
        .onRef('shown.article_id', '=', 'articles.id')
        .onRef('shown.revision', '=', 'articles.published_revision'),
    )
    .select([
      'articles.id',
      'articles.slug',
      'articles.author',
      'articles.published_at',
      'articles.first_published_at',
      'articles.last_major_update_at',
      'shown.title',
      'shown.summary',
      'shown.category',
      'shown.content',
      'shown.revision',
    ])
    .where('articles.status', '=', 'published');
}

/** The public notes of each article's major changes, newest first. */
async function changeNotesOf(db: Kysely<Database>, ids: string[]): Promise<Map<string, ChangeNote[]>> {
  const notes = new Map<string, ChangeNote[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return notes;
  const rows = await db
    .selectFrom('article_history')
    .select(['article_id', 'at', 'note'])
    .where('article_id', 'in', ids)
    .where('event', '=', 'published')
    .where('note', 'is not', null)
    .orderBy('at', 'desc')
    .orderBy('revision', 'desc')
    .execute();
  for (const row of rows) notes.get(row.article_id)!.push({ at: row.at.toISOString(), note: row.note! });
  return notes;
}

async function withNotes(db: Kysely<Database>, rows: PublishedRow[]): Promise<PublicArticle[]> {
  const notes = await changeNotesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...publishedArticleOf(row),
    content: row.content,
    firstPublishedAt: row.first_published_at!.toISOString(),
    changeNotes: notes.get(row.id)!,
  }));
}

/**
 * The article at `slug`: published (200), renamed since (301 to its slug now, if it is published or
 * was), taken down (410: it was published, and is not now; or 301 to the page staff chose), or never
 * published or deleted (404).
 */
export async function articleAt(db: Kysely<Database>, slug: string): Promise<ArticleAt> {
  const row = await publishedRows(db).where('articles.slug', '=', slug).executeTakeFirst();
  if (row) {
    const [article] = await withNotes(db, [row]);
    return { kind: 'published', article: article!, revision: row.revision };
  }
  const unpublished = await db
    .selectFrom('articles')
    .select(['unpublished_at', 'unpublish_redirect'])
    .where('slug', '=', slug)
    .executeTakeFirst();
  if (unpublished) {
    if (unpublished.unpublish_redirect) return { kind: 'redirect', to: unpublished.unpublish_redirect };
    return unpublished.unpublished_at ? { kind: 'gone' } : { kind: 'notFound' };
  }
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

/** The published articles with the latest "Last updated" first (the home page's latest updates). */
export async function latestPublished(db: Kysely<Database>, limit: number): Promise<PublishedArticle[]> {
  const rows = await publishedRows(db)
    .orderBy('articles.last_major_update_at', 'desc')
    .orderBy('articles.id')
    .limit(limit)
    .execute();
  return rows.map(publishedArticleOf);
}

/** Every published article with its body (the search index, the sitemap and the feed), newest change first. */
export async function allPublished(db: Kysely<Database>): Promise<PublicArticle[]> {
  const rows = await publishedRows(db)
    .orderBy('articles.last_major_update_at', 'desc')
    .orderBy('articles.id')
    .execute();
  return withNotes(db, rows);
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
