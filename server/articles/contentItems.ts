import { sql, type Kysely, type Selectable } from 'kysely';
import type { ContentCategory, ContentItem, ContentSummary } from '@/shared/api/content';
import type { Database } from '../db/schema';

export type ArticleRow = Selectable<Database['articles']>;

/** The columns the staff list shows: every one but the body, which may be 50,000 characters. */
export const SUMMARY_COLUMNS = [
  'id',
  'kind',
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
  'published_revision',
  'review',
  'review_comment',
  'scheduled_at',
  'last_major_update_at',
  'created_by',
  'updated_by',
] as const;

/**
 * Whether a published article's working copy holds text visitors do not see yet: a save or a restore
 * after the published revision. A range of article_history's primary key, so the list stays cheap; a
 * workflow step (submitted, scheduled…) changes no text and does not count.
 */
export const unpublishedChanges = sql<boolean>`exists (
  select 1 from article_history
  where article_history.article_id = articles.id
    and article_history.revision > articles.published_revision
    and article_history.event in ('saved', 'restored'))`;

/**
 * The columns worked out for each row: its unpublished changes, and the name of whoever submitted it for
 * review (the editor's screen says whose submission it is; the history keeps it if the account goes).
 */
export const DERIVED_COLUMNS = [
  unpublishedChanges.as('has_unpublished_changes'),
  sql<string | null>`(select name from accounts where accounts.id = articles.submitted_by)`.as(
    'submitted_by_name',
  ),
  'submitted_by',
] as const;

interface DerivedRow {
  has_unpublished_changes: boolean;
  submitted_by_name: string | null;
  submitted_by: string | null;
}

type SummaryRow = Pick<ArticleRow, (typeof SUMMARY_COLUMNS)[number]> & DerivedRow;

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A row as the staff list shows it. */
export function contentSummaryOf(row: SummaryRow): ContentSummary {
  return {
    id: row.id,
    kind: row.kind,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    category: row.category as ContentCategory,
    author: row.author,
    status: row.status,
    revision: row.revision,
    dateCreated: row.created_at.toISOString(),
    dateModified: row.updated_at.toISOString(),
    publishedAt: iso(row.published_at),
    firstPublishedAt: iso(row.first_published_at),
    publishedRevision: row.published_revision,
    hasUnpublishedChanges: row.has_unpublished_changes,
    review: row.review,
    reviewComment: row.review_comment,
    submittedBy:
      row.submitted_by && row.submitted_by_name
        ? { id: row.submitted_by, name: row.submitted_by_name }
        : null,
    scheduledAt: iso(row.scheduled_at),
    lastMajorUpdateAt: iso(row.last_major_update_at),
    createdBy: row.created_by,
    updatedBy: row.updated_by,
  };
}

export type ItemRow = ArticleRow & DerivedRow;

/** A row as staff edit it. */
export function contentItemOf(row: ItemRow): ContentItem {
  return { ...contentSummaryOf(row), content: row.content };
}

/** The whole row of article `id`, or undefined; `lock` holds it until the transaction ends. */
export async function articleRow(
  db: Kysely<Database>,
  id: string,
  lock = false,
): Promise<ItemRow | undefined> {
  let select = db.selectFrom('articles').selectAll().select(DERIVED_COLUMNS).where('id', '=', id);
  if (lock) select = select.forUpdate();
  return select.executeTakeFirst();
}

/** Content item `id` as staff see it, or null. */
export async function findContentItem(db: Kysely<Database>, id: string): Promise<ContentItem | null> {
  const row = await articleRow(db, id);
  return row ? contentItemOf(row) : null;
}
