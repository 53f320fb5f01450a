import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Every this many content writes, the planner's statistics of the articles are taken again. */
export const ANALYZE_EVERY = 100;

/**
 * Keeps the query planner's picture of the articles current. Without statistics it guesses a few hundred
 * rows and, at 10,000, sorts the whole table for a page the title index gives at once (ten times
 * slower). PostgreSQL's autovacuum takes them after bulk changes; PGlite has no autovacuum, so the
 * content writes do it, now and then: an ANALYZE of 10,000 articles samples them in about 0.1 s.
 * Call it after a change has been committed, not inside its transaction.
 */
export async function refreshPlannerStatistics(db: Kysely<Database>) {
  const { writes } = await db
    .selectFrom('content_version')
    .select('writes')
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  if (Number(writes) % ANALYZE_EVERY === 0) await sql`analyze articles, article_slug_redirects`.execute(db);
}
