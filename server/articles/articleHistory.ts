import { sql, type Kysely } from 'kysely';
import type { ContentCategory, ContentVersion, HistoryEntry, HistoryEvent } from '@/shared/api/content';
import type { Database } from '../db/schema';
import type { ArticleRow } from './contentItems';

/**
 * Every saved version of every article (migration 0007): each write to an article adds one, holding the
 * working copy after it, what made it, who, when and the note it was taken with.
 */

/** Who made a version: an account's id (null once removed) and its name, kept for the history to read. */
export interface VersionAuthor {
  accountId: string | null;
  name: string;
}

/** Adds `row` (the article just written) to its history as made by `event`. */
export async function recordVersion(
  db: Kysely<Database>,
  row: ArticleRow,
  event: HistoryEvent,
  by: VersionAuthor,
  note: string | null,
  withoutReview: string | null = null,
) {
  await db
    .insertInto('article_history')
    .values({
      article_id: row.id,
      revision: row.revision,
      event,
      at: row.updated_at,
      actor_id: by.accountId,
      actor_name: by.name,
      note,
      slug: row.slug,
      title: row.title,
      summary: row.summary,
      category: row.category,
      content: row.content,
      without_review: withoutReview,
    })
    .execute();
}

/**
 * Article `id`'s versions, newest first, each marked with whether its text (title, summary, category,
 * address or body) differs from the version before; the oldest has none before it, so it counts as changed.
 */
export async function historyOf(db: Kysely<Database>, id: string): Promise<HistoryEntry[]> {
  const { rows } = await sql<{
    revision: number;
    event: HistoryEvent;
    at: Date;
    actor_name: string;
    note: string | null;
    title: string;
    without_review: string | null;
    text_changed: boolean;
  }>`select revision, event, at, actor_name, note, title, without_review,
      (lag(slug) over w is distinct from slug
        or lag(title) over w is distinct from title
        or lag(summary) over w is distinct from summary
        or lag(category) over w is distinct from category
        or lag(content) over w is distinct from content) as text_changed
    from article_history where article_id = ${id}
    window w as (order by revision)
    order by revision desc`.execute(db);
  return rows.map((row) => ({
    revision: row.revision,
    event: row.event,
    at: new Date(row.at).toISOString(),
    by: row.actor_name,
    note: row.note,
    title: row.title,
    textChanged: row.text_changed,
    withoutReview: row.without_review,
  }));
}

/** One version of article `id` with its text, or null when it has no such revision. */
export async function versionOf(
  db: Kysely<Database>,
  id: string,
  revision: number,
): Promise<ContentVersion | null> {
  const row = await db
    .selectFrom('article_history')
    .selectAll()
    .where('article_id', '=', id)
    .where('revision', '=', revision)
    .executeTakeFirst();
  if (!row) return null;
  return {
    revision: row.revision,
    event: row.event,
    at: row.at.toISOString(),
    by: row.actor_name,
    note: row.note,
    title: row.title,
    withoutReview: row.without_review,
    slug: row.slug,
    summary: row.summary,
    category: row.category as ContentCategory,
    content: row.content,
  };
}
