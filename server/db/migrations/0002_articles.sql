-- Articles (SPEC §3 content items). Visitors read the published ones through GET /api/articles; staff
-- write them once accounts exist.
create table articles (
  id uuid primary key,
  title text not null,
  category text not null,
  content text not null,
  author text not null,
  status text not null check (status in ('draft', 'published')),
  revision integer not null default 1 check (revision >= 1),
  created_at timestamptz not null,
  updated_at timestamptz not null,
  published_at timestamptz,
  check ((status = 'published') = (published_at is not null))
);

create index articles_published_newest on articles (published_at desc, id) where status = 'published';
