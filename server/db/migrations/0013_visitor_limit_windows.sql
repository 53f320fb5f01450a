-- The per-address limits of the public forms (server/http/visitorLimits.ts), in the database so that
-- several server processes count together (issue 29). A window per kind of form and address: no address
-- is stored, only an HMAC of it keyed with today's visitor salt (migration 0012), which is deleted once
-- the day is over, so a row cannot be traced back to an address after that. A window's row is deleted
-- once it has ended.
create table visitor_limit_windows (
  kind text not null,
  address_key text not null,
  ends_at timestamptz not null,
  hits integer not null,
  primary key (kind, address_key)
);

create index visitor_limit_windows_by_end on visitor_limit_windows (ends_at);
