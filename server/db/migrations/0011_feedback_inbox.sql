-- The feedback inbox (issue 28). page_feedback now also holds the reports of a problem with a
-- translation, and the staff's handling of each item:
-- - kind: 'useful' ("Is this page useful?", `useful` set) or 'translation' (a report, `useful` null);
-- - what_went_wrong: the comment after "No", or the report's "What is wrong?";
-- - section: the part of the page a report is about (a guide's tab id), when known;
-- - quoted_text: the wrong text a report quotes, if any;
-- - status: 'new', 'inProgress' or 'done', with the staff member's e-mail and the time of the last change.
-- Still nothing about the visitor. The texts (what_went_wrong, quoted_text) are cleared after 12 months
-- (server/feedback/retention.ts); the rows, and so the counts, stay.
alter table page_feedback add column kind text not null default 'useful';
alter table page_feedback alter column useful drop not null;
alter table page_feedback add column section text;
alter table page_feedback add column quoted_text text;
alter table page_feedback add column status text not null default 'new';
alter table page_feedback add column status_changed_by text;
alter table page_feedback add column status_changed_at timestamptz;

alter table page_feedback add constraint page_feedback_kind
  check ((kind = 'useful' and useful is not null) or (kind = 'translation' and useful is null));
alter table page_feedback add constraint page_feedback_status
  check (status in ('new', 'inProgress', 'done'));

-- The inbox's order (newest first) and its cursor.
create index page_feedback_newest on page_feedback (created_at desc, id desc);
