-- Staff accounts, their sessions, one-time links to choose a password, the sign-in lock-out and the
-- audit log (issue 24). Secrets are stored only as hashes: a password as argon2id, a session's or a
-- link's token as SHA-256 (hex), so a copy of the database opens no door.
create table accounts (
  id uuid primary key,
  -- Kept lower-case (the server normalizes what is typed), so one address is one account.
  email text not null unique check (email = lower(email)),
  name text not null,
  role text not null check (role in ('writer', 'editor', 'admin')),
  -- Null until the person chooses one through a one-time link (and again after a forced reset).
  password_hash text,
  created_at timestamptz not null,
  disabled_at timestamptz,
  last_sign_in_at timestamptz,
  password_changed_at timestamptz
);

create table sessions (
  token_hash text primary key,
  account_id uuid not null references accounts (id) on delete cascade,
  csrf_token text not null,
  created_at timestamptz not null,
  last_seen_at timestamptz not null,
  -- The absolute limit; idleness (last_seen_at) may end the session sooner.
  expires_at timestamptz not null
);

create index sessions_by_account on sessions (account_id);

create table setup_tokens (
  token_hash text primary key,
  -- Null for the first admin's link, printed at start while there is no account: its user chooses the
  -- e-mail, name and password, and it creates an admin only while there is still no account.
  account_id uuid references accounts (id) on delete cascade,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);

create index setup_tokens_by_account on setup_tokens (account_id);
-- At most one first admin's link waits at a time: a new one (a restart, a second server on the same
-- PostgreSQL) retires the old one in the same transaction.
create unique index setup_tokens_one_first_admin on setup_tokens ((account_id is null))
  where account_id is null and used_at is null;

-- Wrong passwords per typed e-mail address, whether or not an account has it: an unknown address locks
-- exactly as a real one does, so the lock tells nothing about which addresses exist.
create table sign_in_lockouts (
  email text primary key,
  -- Wrong passwords since the last lock (or since the record began).
  failures integer not null check (failures >= 0),
  -- How many times the address was locked: the next lock's length grows with it.
  locks integer not null check (locks >= 0),
  locked_until timestamptz,
  updated_at timestamptz not null
);

create table audit_log (
  id uuid primary key,
  at timestamptz not null,
  action text not null,
  -- Who did it: null for a failed sign-in (nobody is signed in) and an operator's shell command.
  actor_email text,
  subject text,
  ip text,
  detail text
);

create index audit_log_newest on audit_log (at desc, id desc);
create index audit_log_by_actor on audit_log (actor_email, at desc, id desc);
create index audit_log_by_action on audit_log (action, at desc, id desc);
-- The per-address limit counts an address's failed sign-ins of the last ten minutes at every attempt.
create index audit_log_failed_sign_ins on audit_log (ip, at) where action = 'signInFailed';
