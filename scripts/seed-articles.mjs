/**
 * Fills a migrated database with `count` staff content items, for the benchmarks that measure large
 * lists (scripts/bench-server.mjs, scripts/bench-content.mjs): every third published, titles from ten
 * topics, six categories, a body of a real article's size, one an hour from 2024 on (older than anything
 * a benchmark adds), each with its first version in the history. Bumps the content version, as every write to the articles does, and takes the
 * planner's statistics (the server's writes do so every 100 changes; PostgreSQL's autovacuum after bulk
 * ones): without them the planner sorts the whole table for a page.
 */

/** The statements, in order; run them on PGlite (`pglite.query`) or PostgreSQL (`client.query`). */
export function seedArticlesStatements(count) {
  return [
    `insert into articles (id, slug, title, summary, category, content, author, status, created_at,
       updated_at, published_at, first_published_at, published_revision, last_major_update_at)
     select gen_random_uuid(), 'bench-item-' || i,
       'How to ' || (array['renew a passport', 'register to vote', 'pay tax', 'enrol for NIN', 'apply for a licence',
         'find a school', 'report a crime', 'register a business', 'get a birth certificate', 'claim a pension'])[1 + i % 10]
         || ' (' || i || ')',
       'What to bring, where to go and what it costs.',
       (array['documents', 'government', 'education', 'rights', 'history', 'services'])[1 + i % 6],
       repeat('A paragraph of plain-language guidance for Nigerian citizens. ', 40), 'Editorial team',
       case when i % 3 = 0 then 'published' else 'draft' end, at, at,
       case when i % 3 = 0 then at end, case when i % 3 = 0 then at end,
       case when i % 3 = 0 then 1 end, case when i % 3 = 0 then at end
     from generate_series(1, ${Number(count)}) as i,
       lateral (select timestamptz '2024-01-01T00:00:00Z' + i * interval '1 hour' as at) as times`,
    // Each its first version (migration 0007): what visitors read of a published one.
    `insert into article_history (article_id, revision, event, at, actor_name, slug, title, summary,
       category, content)
     select id, 1, case when status = 'published' then 'published' else 'created' end, created_at, author,
       slug, title, summary, category, content
     from articles where slug like 'bench-item-%'`,
    'update content_version set version = version + 1',
    'analyze articles',
    'analyze article_history',
  ];
}
