/**
 * Fills a migrated database with `count` articles, for the benchmarks that measure large lists
 * (scripts/bench-content.mjs, scripts/bench-server.mjs): half published, spread over the categories, one
 * a minute back in time, in one statement. The embedded database (a DATA_DIR) must not be open in a
 * server meanwhile; PostgreSQL (DATABASE_URL) may be.
 */
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** The statement: every row differs in its number `n`, so titles, slugs and dates are all distinct. */
export function seedArticlesSql(count) {
  return `
insert into articles
  (id, slug, title, summary, category, content, author, status, revision, created_at, updated_at,
   published_at, first_published_at)
select gen_random_uuid(), 'bench-guide-' || n, 'Guide number ' || n, 'What to bring and where to go.',
  (array['documents', 'education', 'rights'])[1 + n % 3], repeat('A paragraph of guidance. ', 8),
  'Editorial team', case when n % 2 = 0 then 'published' else 'draft' end, 1,
  timestamptz '2026-11-01T00:00:00Z' - n * interval '1 minute',
  timestamptz '2026-11-01T00:00:00Z' - n * interval '1 minute',
  case when n % 2 = 0 then timestamptz '2026-11-01T00:00:00Z' - n * interval '1 minute' end,
  case when n % 2 = 0 then timestamptz '2026-11-01T00:00:00Z' - n * interval '1 minute' end
from generate_series(1, ${Number(count)}) as n;
update content_version set version = version + 1 where id = 1;`;
}

/** Seeds the embedded database in `dataDir`, or the PostgreSQL at `databaseUrl`. */
export async function seedArticles({ dataDir, databaseUrl }, count) {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(seedArticlesSql(count));
    } finally {
      await client.end();
    }
    return;
  }
  const db = await PGlite.create({ dataDir });
  try {
    await db.exec(seedArticlesSql(count));
  } finally {
    await db.close();
  }
}
