-- The site's own count of its readers (issue 28), private by design: counts per day, never a row per
-- visit or per person. No IP address, cookie, user agent, identifier or full referring address is stored.
-- A day is its Lagos date as text, YYYY-MM-DD: it sorts as it reads, and no driver shifts it by a zone.

-- Page views: one row per Lagos day, page path (without its language prefix, query or fragment),
-- language and referring site's host name ('' for none or this site), with how many views.
create table page_view_counts (
  day text not null check (day ~ '^\d{4}-\d{2}-\d{2}$'),
  path text not null,
  language text not null,
  referrer_domain text not null,
  views integer not null,
  primary key (day, path, language, referrer_domain)
);

-- Searches: one row per Lagos day, language, query as typed and whether it found anything, with its
-- normalised form (lower-case, trimmed, spaces made one; tone marks kept) and how many times.
create table search_counts (
  day text not null check (day ~ '^\d{4}-\d{2}-\d{2}$'),
  language text not null,
  query text not null,
  normalised text not null,
  found boolean not null,
  searches integer not null,
  primary key (day, language, query, found)
);

create index search_counts_by_normalised on search_counts (normalised, day);

-- Unique visitors, estimated as Plausible does: the day's random salt (rotated daily, the old one
-- deleted, so yesterday's hashes can never be recomputed), and the hashes of (salt, address, user agent,
-- site) seen today — the hash only. Once a day is over its hashes become one count and are deleted.
create table visitor_salts (
  day text primary key check (day ~ '^\d{4}-\d{2}-\d{2}$'),
  salt text not null
);

create table visitor_hashes (
  day text not null check (day ~ '^\d{4}-\d{2}-\d{2}$'),
  hash text not null,
  primary key (day, hash)
);

create table visitor_counts (
  day text primary key check (day ~ '^\d{4}-\d{2}-\d{2}$'),
  visitors integer not null
);
