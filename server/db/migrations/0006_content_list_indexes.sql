-- The staff content list (issue 25) sorts by last change, title or creation: 0004 indexed the first two,
-- this is the third, so a page by creation reads 25 index entries instead of sorting every article.
create index articles_by_created on articles (created_at desc, id);

-- Keys older than a day are deleted as content writes go: found by age without reading the whole table.
create index idempotent_requests_by_created on idempotent_requests (created_at);
