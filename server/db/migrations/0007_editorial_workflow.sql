-- The editorial workflow (issue 26). The `articles` row is now an item's working copy: what staff edit.
-- What visitors read is a saved version of it, `published_revision`, kept in article_history with every
-- other version, so editing a published page never changes what the public sees until it is published.

-- Every saved version of every article: one row per revision, whatever made it (a save, a restore, a
-- step of the workflow). Nothing here is ever changed or deleted while the article exists: a restore
-- adds a new revision made from an old one.
create table article_history (
  article_id uuid not null references articles (id) on delete cascade,
  revision integer not null check (revision >= 1),
  event text not null check (event in (
    'created', 'saved', 'restored', 'submitted', 'sentBack', 'scheduled', 'scheduleCancelled',
    'published', 'unpublished'
  )),
  at timestamptz not null,
  -- Who did it; kept by name too, so the history still reads when an account is gone.
  actor_id uuid references accounts (id) on delete set null,
  actor_name text not null,
  -- What the step was taken with: a reviewer's comment (sentBack), the reason for taking a page down
  -- (unpublished), the public change note of a major change (published; null for a minor fix), the
  -- revision a restore came from (restored).
  note text,
  -- The item as it stood after this step.
  slug text not null,
  title text not null,
  summary text not null,
  category text not null,
  content text not null,
  primary key (article_id, revision)
);

-- Where the working copy stands in review: not asked for, waiting for an editor, or sent back with a
-- comment (review_comment).
alter table articles add column review text not null default 'none'
  check (review in ('none', 'submitted', 'sentBack'));
alter table articles add column review_comment text;
alter table articles add column submitted_by uuid references accounts (id) on delete set null;

-- A publication decided for later: the working copy at `scheduled_revision` goes out at `scheduled_at`
-- (UTC), as a major change with `scheduled_note` or, when the note is null, a minor one. Any save of
-- the working copy cancels it: what was approved is no longer what is there.
alter table articles add column scheduled_at timestamptz;
alter table articles add column scheduled_by uuid references accounts (id) on delete set null;
alter table articles add column scheduled_note text;

-- The revision visitors read (article_history); null while nothing is published.
alter table articles add column published_revision integer;
-- The public "Last updated" date: the first publication or the last major change (a minor fix leaves it).
alter table articles add column last_major_update_at timestamptz;
-- Where an unpublished page's address sends visitors (a path on this site), instead of 410 Gone.
alter table articles add column unpublish_redirect text;

-- What is published today becomes its first version; a draft's working copy, its "created" one.
insert into article_history
  (article_id, revision, event, at, actor_id, actor_name, note, slug, title, summary, category, content)
select id, revision, case when status = 'published' then 'published' else 'created' end,
  updated_at, updated_by, author, null, slug, title, summary, category, content
from articles;
update articles set published_revision = revision, last_major_update_at = updated_at
where status = 'published';

alter table articles add constraint articles_published_revision
  check ((status = 'published') = (published_revision is not null));
alter table articles add constraint articles_schedule_whole
  check ((scheduled_at is null) = (scheduled_by is null));

-- The scheduler's question, every half minute in every server process: what is due?
create index articles_scheduled on articles (scheduled_at) where scheduled_at is not null;
-- The admin's review queue.
create index articles_in_review on articles (updated_at desc, id) where review = 'submitted';

-- Private preview links for someone without an account (an outside reviewer): the token itself is only
-- in the link; the database keeps its SHA-256, as for sessions.
create table preview_links (
  token_hash text primary key,
  article_id uuid not null references articles (id) on delete cascade,
  created_by uuid references accounts (id) on delete set null,
  created_at timestamptz not null,
  expires_at timestamptz not null
);

create index preview_links_by_expiry on preview_links (expires_at);
