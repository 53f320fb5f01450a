-- Guides are content (issue 26): an item is an article (Markdown, at /articles/<slug>) or a guide (the
-- structured JSON of src/shared/api/guideContent.ts, at /documents/<slug>). Both share the workflow,
-- the history, the schedule and the one space of slugs.
alter table articles add column kind text not null default 'article' check (kind in ('article', 'guide'));

-- A guide's change goes out only after a second editor has looked at it, unless an admin publishes it
-- without review: their written reason, kept with the version it published.
alter table article_history add column without_review text;

-- What the server has loaded once on a first start (the NIN guide from the code that held it): a row
-- per seed, so a guide staff later delete is not brought back by the next restart.
create table content_seeds (
  name text primary key,
  done_at timestamptz not null
);
