import type { Kysely, Selectable } from 'kysely';
import type { ContentCategory, ContentItem, ContentSummary } from '@/shared/api/content';
import type { Database } from '../db/schema';

type ArticleRow = Selectable<Database['articles']>;

/** The columns the staff list shows: every one but the body, which may be 50,000 characters. */
export const SUMMARY_COLUMNS = [
  'id',
  'slug',
  'title',
  'summary',
  'category',
  'author',
  'status',
  'revision',
  'created_at',
  'updated_at',
  'published_at',
  'first_published_at',
] as const;

type SummaryRow = Pick<ArticleRow, (typeof SUMMARY_COLUMNS)[number]>;

/** A row as the staff list shows it. */
export function contentSummaryOf(row: SummaryRow): ContentSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    category: row.category as ContentCategory,
    author: row.author,
    status: row.status,
    revision: row.revision,
    dateCreated: row.created_at.toISOString(),
    dateModified: row.updated_at.toISOString(),
    publishedAt: row.published_at?.toISOString() ?? null,
    firstPublishedAt: row.first_published_at?.toISOString() ?? null,
  };
}

/** A row as staff edit it. */
export function contentItemOf(row: ArticleRow): ContentItem {
  return { ...contentSummaryOf(row), content: row.content };
}

/** The whole row of article `id`, or undefined; `lock` holds it until the transaction ends. */
export async function articleRow(db: Kysely<Database>, id: string, lock = false) {
  let select = db.selectFrom('articles').selectAll().where('id', '=', id);
  if (lock) select = select.forUpdate();
  return select.executeTakeFirst();
}

/** Content item `id` as staff see it, or null. */
export async function findContentItem(db: Kysely<Database>, id: string): Promise<ContentItem | null> {
  const row = await articleRow(db, id);
  return row ? contentItemOf(row) : null;
}
