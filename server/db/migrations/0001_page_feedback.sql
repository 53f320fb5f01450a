-- Answers to "Is this page useful?": the page, the language it was read in, the answer, what the visitor
-- chose to write, and when. Nothing about the visitor (no address, no cookie, no identifier).
create table page_feedback (
  id uuid primary key,
  page text not null,
  language text not null,
  useful boolean not null,
  what_went_wrong text,
  created_at timestamptz not null
);

create index page_feedback_by_page on page_feedback (page, created_at desc);
