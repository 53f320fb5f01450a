import type { Kysely, NotNull } from 'kysely';
import type { ChangeNote, PublicArticle, PublishedArticle } from '@/shared/api/articles';
import type { ContentCategory, ContentKind } from '@/shared/api/content';
import type { Database } from '../db/schema';

/**
 * What visitors may read of the articles, for the public JSON (publicArticleRoutes), the pages the
 * server renders, the sitemap, the feed and the search index: one set of queries, so each shows the same.
 * All of it is the published version (article_history at the article's published_revision), never the
 * working copy staff edit; only the address is the article's own, since a rename takes effect at once.
 */

/** What an address /articles/<slug> leads to. */
export type ArticleAt =
  | { kind: 'published'; article: PublicArticle; revision: number }
  | { kind: 'moved'; slug: string }
  | { kind: 'redirect'; to: string }
  | { kind: 'gone' }
  | { kind: 'notFound' };

/**
 * The published items of `kind` (articles unless said), each joined to the version visitors read. Each has
 * its published_at and published_revision: the checks of migrations 0002 and 0007 say so.
 */
export function publishedVersions(db: Kysely<Database>, kind: ContentKind = 'article') {
  return db
    .selectFrom('articles')
    .innerJoin('article_history as version', (join) =>
      join
        .onRef('version.article_id', '=', 'articles.id')
        .onRef('version.revision', '=', 'articles.published_revision'),
    )
    .select([
      'articles.id',
      'articles.slug',
      'articles.author',
      'articles.published_at',
      'articles.first_published_at',
      'articles.last_major_update_at',
      'articles.published_revision',
      'version.title',
      'version.summary',
      'version.category',
    ])
    .where('articles.status', '=', 'published')
    .where('articles.kind', '=', kind)
    .$narrowType<{ published_at: NotNull; published_revision: NotNull }>();
}

type PublishedRow = {
  id: string;
  slug: string;
  author: string;
  published_at: Date;
  first_published_at: Date | null;
  last_major_update_at: Date | null;
  title: string;
  summary: string;
  category: string;
};

function publishedArticleOf(row: PublishedRow): PublishedArticle {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    category: row.category as ContentCategory,
    author: row.author,
    publishedAt: row.published_at.toISOString(),
    updatedAt: publicationDate(row.last_major_update_at, 'last_major_update_at'),
  };
}

/**
 * A date every published item has, though no check says so: each publication sets it, and migrations 0004
 * and 0007 set it on what was published before them. One missing is a fault in the data, told as one.
 */
export function publicationDate(date: Date | null, column: string): string {
  if (!date) throw new Error(`A published item has no ${column}.`);
  return date.toISOString();
}

/** A published article with its text, as its page shows it. */
function publicArticleOf(
  row: PublishedRow & { content: string },
  notes: Map<string, ChangeNote[]>,
): PublicArticle {
  return {
    ...publishedArticleOf(row),
    content: row.content,
    firstPublishedAt: publicationDate(row.first_published_at, 'first_published_at'),
    changeNotes: notes.get(row.id) ?? [],
  };
}

/** The public notes of the major changes of published item `id` (or of all articles), newest first, by item. */
export async function changeNotes(db: Kysely<Database>, id?: string): Promise<Map<string, ChangeNote[]>> {
  let select = db
    .selectFrom('article_history')
    .innerJoin('articles', 'articles.id', 'article_history.article_id')
    .select(['article_history.article_id', 'article_history.at', 'article_history.note'])
    .where('articles.status', '=', 'published')
    .where('article_history.event', '=', 'published')
    .where('article_history.note', 'is not', null)
    .$narrowType<{ note: NotNull }>();
  select = id ? select.where('articles.id', '=', id) : select.where('articles.kind', '=', 'article');
  const notes = new Map<string, ChangeNote[]>();
  for (const row of await select.orderBy('article_history.revision', 'desc').execute()) {
    const list = notes.get(row.article_id) ?? [];
    list.push({ at: row.at.toISOString(), note: row.note });
    notes.set(row.article_id, list);
  }
  return notes;
}

/**
 * The article at `slug`: published (200), renamed since (301 to its slug now, if it is published or
 * was), taken down (410: it was published, and is not now; or a redirect to the page staff chose), or
 * never published or deleted (404).
 */
export async function articleAt(db: Kysely<Database>, slug: string): Promise<ArticleAt> {
  const row = await db
    .selectFrom('articles')
    .select(['id', 'status', 'unpublished_at', 'unpublish_redirect'])
    .where('slug', '=', slug)
    .where('kind', '=', 'article')
    .executeTakeFirst();
  if (row?.status === 'published') {
    const published = await publishedVersions(db)
      .select('version.content')
      .where('articles.id', '=', row.id)
      .executeTakeFirstOrThrow();
    return {
      kind: 'published',
      article: publicArticleOf(published, await changeNotes(db, row.id)),
      revision: published.published_revision,
    };
  }
  if (row) {
    if (row.unpublish_redirect) return { kind: 'redirect', to: row.unpublish_redirect };
    return row.unpublished_at ? { kind: 'gone' } : { kind: 'notFound' };
  }
  const moved = await db
    .selectFrom('article_slug_redirects')
    .innerJoin('articles', 'articles.id', 'article_slug_redirects.article_id')
    .select(['articles.slug', 'articles.first_published_at'])
    .where('article_slug_redirects.slug', '=', slug)
    .where('articles.kind', '=', 'article')
    .executeTakeFirst();
  // A draft's old slug leads nowhere a visitor may go.
  if (moved?.first_published_at) return { kind: 'moved', slug: moved.slug };
  return { kind: 'notFound' };
}

/** The published articles with the latest "Last updated" first (the home page's latest updates). */
export async function latestPublished(db: Kysely<Database>, limit: number): Promise<PublishedArticle[]> {
  const rows = await publishedVersions(db)
    .orderBy('articles.last_major_update_at', 'desc')
    .orderBy('articles.id')
    .limit(limit)
    .execute();
  return rows.map(publishedArticleOf);
}

/** Every published article with its body (the search index, the sitemap and the feed), latest "Last updated" first. */
export async function allPublished(
  db: Kysely<Database>,
  kind: ContentKind = 'article',
): Promise<PublicArticle[]> {
  const rows = await publishedVersions(db, kind)
    .select('version.content')
    .orderBy('articles.last_major_update_at', 'desc')
    .orderBy('articles.id')
    .execute();
  const notes = await changeNotes(db);
  return rows.map((row) => publicArticleOf(row, notes));
}

/**
 * The content version: one more after every change to what visitors see of the articles (each such
 * write calls bumpContentVersion in its own transaction; a draft saved does not). A process keeps what it
 * built from the articles (rendered pages, the search list, the feed) for as long as the version it was
 * built at is still the current one.
 */
export async function currentContentVersion(db: Kysely<Database>): Promise<string> {
  const row = await db
    .selectFrom('content_version')
    .select('version')
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  // A bigint: the schema says text, as node-postgres gives it, but PGlite may give a number.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-conversion -- see above
  return String(row.version);
}

/** Bumps the content version; call it inside the transaction that changes what visitors see. */
export async function bumpContentVersion(db: Kysely<Database>): Promise<void> {
  await db
    .updateTable('content_version')
    .set((eb) => ({ version: eb('version', '+', 1 as unknown as string) }))
    .where('id', '=', 1)
    .execute();
}
