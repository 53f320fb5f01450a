-- Publishing from the database (issue 25): each article has a readable address (slug), a summary and a
-- Markdown body (the `content` column); old slugs redirect; queued offline writes replay safely; one
-- counter tells every server process when published content changed.
alter table articles add column slug text;
alter table articles add column summary text not null default '';
-- When it was first published: until then its slug follows the title; after, it changes only when staff
-- rename it (and the old one redirects).
alter table articles add column first_published_at timestamptz;
-- Set when a published article is taken down: its address then answers 410 Gone, not 404.
alter table articles add column unpublished_at timestamptz;
alter table articles add column created_by uuid references accounts (id) on delete set null;
alter table articles add column updated_by uuid references accounts (id) on delete set null;

update articles set slug = id::text where slug is null;
update articles set first_published_at = published_at where published_at is not null;
alter table articles alter column slug set not null;
alter table articles add constraint articles_slug_unique unique (slug);
alter table articles add constraint articles_slug_form
  check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 80);

create index articles_by_updated on articles (updated_at desc, id);
create index articles_by_title on articles (lower(title), id);

-- Slugs an article had before it was renamed: their addresses answer 301 to the current one. A slug is
-- never reused by another article while it redirects.
create table article_slug_redirects (
  slug text primary key,
  article_id uuid not null references articles (id) on delete cascade,
  created_at timestamptz not null
);

create index article_slug_redirects_by_article on article_slug_redirects (article_id);

-- A write sent with an Idempotency-Key (the admin's offline queue): its first answer is kept, and a
-- replay of the same key by the same person gets that answer instead of doing the write again.
create table idempotent_requests (
  account_id uuid not null references accounts (id) on delete cascade,
  key text not null,
  -- SHA-256 of method, path and body: the same key with another request is refused (422).
  request_hash text not null,
  status integer not null,
  body text not null,
  created_at timestamptz not null,
  primary key (account_id, key)
);

-- One row: bumped in the same transaction as every change to articles, so each server process can tell
-- with one small read whether its rendered pages, feed and search index are still current.
create table content_version (
  id integer primary key check (id = 1),
  version bigint not null
);

insert into content_version (id, version) values (1, 1);
