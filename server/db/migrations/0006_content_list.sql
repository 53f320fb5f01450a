-- The staff content list (issue 25) sorts by last change, title or creation: 0004 indexed the first two,
-- this is the third, so a page by creation reads 25 index entries instead of sorting every article.
create index articles_by_created on articles (created_at desc, id);

-- Keys past their lifetime (server/articles/idempotency.ts) are deleted as content writes go: found by
-- age without reading the whole table.
create index idempotent_requests_by_created on idempotent_requests (created_at);

-- The list's title search (words anywhere in the title, any case) reads every title: lower() computed
-- once when a title is written, not for each of 10,000 rows on each search.
alter table articles add column title_search text generated always as (lower(title)) stored;
