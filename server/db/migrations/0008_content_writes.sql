-- Counts every content write (issue 26). The content version counted them all until drafts stopped
-- bumping it (it now moves only when what visitors see changes); the planner's statistics of the
-- articles (server/articles/plannerStatistics.ts) are still wanted every hundred writes of any kind.
alter table content_version add column writes bigint not null default 0;
update content_version set writes = version;
