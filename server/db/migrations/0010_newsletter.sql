-- The newsletter (issue 28): sign-ups with double opt-in, and the mail queue every e-mail goes out from.
-- Nothing about the visitor's connection is stored (no IP address, no cookie, no user agent). A link's
-- token is stored only as its SHA-256; unsubscribing deletes the subscriber, their tokens and their mail.

-- One row per address (normalised: trimmed, lower-cased). `consent_text` is the wording shown beside the
-- form, in the reader's language, when they signed up; `page` the page the form was on. Pending until the
-- confirmation link is opened; only confirmed addresses count and get updates. Pending rows older than
-- 7 days are deleted (server/newsletter/retention.ts).
create table newsletter_subscribers (
  id uuid primary key,
  email text not null unique,
  language text not null,
  page text not null,
  consent_text text not null,
  status text not null check (status in ('pending', 'confirmed')),
  signed_up_at timestamptz not null,
  confirmed_at timestamptz,
  -- When the last confirmation e-mail was queued: at most one an hour per address.
  confirmation_sent_at timestamptz
);

create index newsletter_subscribers_by_status on newsletter_subscribers (status, signed_up_at);

-- The links' secrets, as SHA-256 (hex): `confirm` in a confirmation e-mail, `unsubscribe` in every e-mail.
create table newsletter_tokens (
  token_hash text primary key,
  subscriber_id uuid not null references newsletter_subscribers (id) on delete cascade,
  purpose text not null check (purpose in ('confirm', 'unsubscribe')),
  created_at timestamptz not null
);

create index newsletter_tokens_by_subscriber on newsletter_tokens (subscriber_id);

-- Every e-mail the site sends, sent by server/mail/mailWorker.ts. `status`: queued (waiting for
-- next_attempt_at), sending (claimed by a server until next_attempt_at; taken again after that, if that
-- server stopped), sent, failed (gave up after the last attempt). The text and headers hold a live
-- unsubscribe link: they are emptied once the message is sent.
create table mail_queue (
  id uuid primary key,
  kind text not null check (kind in ('confirmation', 'update')),
  subscriber_id uuid references newsletter_subscribers (id) on delete cascade,
  recipient text not null,
  subject text not null,
  body_text text not null,
  -- JSON: { "List-Unsubscribe": "<https://…>", … }
  headers text not null default '{}',
  status text not null check (status in ('queued', 'sending', 'sent', 'failed')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null,
  last_error text,
  created_at timestamptz not null,
  sent_at timestamptz
);

create index mail_queue_due on mail_queue (next_attempt_at) where status in ('queued', 'sending');
create index mail_queue_newest on mail_queue (created_at desc, id desc);
