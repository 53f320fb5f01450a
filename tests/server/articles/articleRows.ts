import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema';

/**
 * Puts articles straight into the database (many at once, with dates of the test's choosing), each with
 * its one version in article_history as migration 0007 gives an existing article: a published one's is
 * the version visitors read, and its "Last updated" is its last change unless the row says otherwise.
 */
export async function insertArticles(db: Kysely<Database>, rows: Insertable<Database['articles']>[]) {
  const stored = await db
    .insertInto('articles')
    .values(
      rows.map((row) =>
        row.status === 'published'
          ? { published_revision: row.revision ?? 1, last_major_update_at: row.updated_at, ...row }
          : row,
      ),
    )
    .returningAll()
    .execute();
  await db
    .insertInto('article_history')
    .values(
      stored.map((row) => ({
        article_id: row.id,
        revision: row.revision,
        event: row.status === 'published' ? ('published' as const) : ('created' as const),
        at: row.updated_at,
        actor_id: null,
        actor_name: row.author,
        note: null,
        slug: row.slug,
        title: row.title,
        summary: row.summary,
        category: row.category,
        content: row.content,
      })),
    )
    .execute();
}
