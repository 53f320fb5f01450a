import type { Generated } from 'kysely';
import type { ContentKind, HistoryEvent } from '@/shared/api/content';

/** The tables, as Kysely sees them. Each area adds its own as its migrations create them. */
export interface Database {
  schema_migrations: {
    version: number;
    name: string;
    applied_at: Generated<Date>;
  };
  page_feedback: {
    id: string;
    page: string;
    language: string;
    /** Null for a translation report (migration 0011). */
    useful: boolean | null;
    what_went_wrong: string | null;
    created_at: Date;
    /** Migration 0011: the feedback inbox. */
    kind: Generated<'useful' | 'translation'>;
    section: string | null;
    quoted_text: string | null;
    status: Generated<'new' | 'inProgress' | 'done'>;
    status_changed_by: string | null;
    status_changed_at: Date | null;
  };
  articles: {
    id: string;
    title: string;
    category: string;
    content: string;
    author: string;
    status: 'draft' | 'published';
    revision: Generated<number>;
    created_at: Date;
    updated_at: Date;
    published_at: Date | null;
    slug: string;
    summary: Generated<string>;
    first_published_at: Date | null;
    unpublished_at: Date | null;
    created_by: string | null;
    updated_by: string | null;
    review: Generated<'none' | 'submitted' | 'sentBack'>;
    review_comment: string | null;
    submitted_by: string | null;
    scheduled_at: Date | null;
    scheduled_by: string | null;
    scheduled_note: string | null;
    published_revision: number | null;
    last_major_update_at: Date | null;
    unpublish_redirect: string | null;
    kind: Generated<ContentKind>;
  };
  /** Every saved version of every article (migration 0007). */
  article_history: {
    article_id: string;
    revision: number;
    event: HistoryEvent;
    at: Date;
    actor_id: string | null;
    actor_name: string;
    note: string | null;
    slug: string;
    title: string;
    summary: string;
    category: string;
    content: string;
    /** An admin's reason for publishing a guide without a second editor (migration 0009). */
    without_review: string | null;
  };
  /** The seeds loaded once on a first start (migration 0009). */
  content_seeds: {
    name: string;
    done_at: Date;
  };
  preview_links: {
    token_hash: string;
    article_id: string;
    created_by: string | null;
    created_at: Date;
    expires_at: Date;
  };
  article_slug_redirects: {
    slug: string;
    article_id: string;
    created_at: Date;
  };
  idempotent_requests: {
    account_id: string;
    key: string;
    request_hash: string;
    status: number;
    body: string;
    created_at: Date;
  };
  content_version: {
    id: number;
    version: string;
    /** Counts the content writes, visible or not, done or refused (migration 0008). */
    writes: Generated<string>;
  };
  accounts: {
    id: string;
    email: string;
    name: string;
    role: 'writer' | 'editor' | 'admin';
    password_hash: string | null;
    created_at: Date;
    disabled_at: Date | null;
    last_sign_in_at: Date | null;
    password_changed_at: Date | null;
  };
  sessions: {
    /** SHA-256 of the cookie's token, hex: the token itself is never stored. */
    token_hash: string;
    account_id: string;
    csrf_token: string;
    created_at: Date;
    last_seen_at: Date;
    expires_at: Date;
  };
  setup_tokens: {
    token_hash: string;
    /** Null: the first admin's link (no account yet). */
    account_id: string | null;
    created_at: Date;
    expires_at: Date;
    used_at: Date | null;
  };
  sign_in_lockouts: {
    /** The e-mail as typed, normalized: unknown addresses lock as real ones do. */
    email: string;
    failures: number;
    locks: number;
    locked_until: Date | null;
    updated_at: Date;
  };
  audit_log: {
    id: string;
    at: Date;
    action: string;
    actor_email: string | null;
    subject: string | null;
    ip: string | null;
    detail: string | null;
  };
  /** Newsletter sign-ups, pending or confirmed (migration 0010). */
  newsletter_subscribers: {
    id: string;
    email: string;
    language: string;
    page: string;
    consent_text: string;
    status: 'pending' | 'confirmed';
    signed_up_at: Date;
    confirmed_at: Date | null;
    confirmation_sent_at: Date | null;
  };
  /** The SHA-256 of the newsletter's link tokens (migration 0010). */
  newsletter_tokens: {
    token_hash: string;
    subscriber_id: string;
    purpose: 'confirm' | 'unsubscribe';
    created_at: Date;
  };
  /** Every e-mail, queued until sent (migration 0010, server/mail/). */
  mail_queue: {
    id: string;
    kind: 'confirmation' | 'update';
    subscriber_id: string | null;
    recipient: string;
    subject: string;
    body_text: string;
    /** JSON of the extra headers (List-Unsubscribe…). */
    headers: string;
    status: 'queued' | 'sending' | 'sent' | 'failed';
    attempts: Generated<number>;
    next_attempt_at: Date;
    last_error: string | null;
    created_at: Date;
    sent_at: Date | null;
  };
  /** Page views per Lagos day (YYYY-MM-DD), page, language and referring host ('' for none) (migration 0012). */
  page_view_counts: {
    day: string;
    path: string;
    language: string;
    referrer_domain: string;
    views: number;
  };
  /** Searches per Lagos day, language, query as typed and found or not (migration 0012). */
  search_counts: {
    day: string;
    language: string;
    query: string;
    normalised: string;
    found: boolean;
    searches: number;
  };
  /** Today's random salt for the unique-visitor hash; older ones are deleted (migration 0012). */
  visitor_salts: {
    day: string;
    salt: string;
  };
  /** Today's visitor hashes (never an address); rolled into visitor_counts once the day is over. */
  visitor_hashes: {
    day: string;
    hash: string;
  };
  visitor_counts: {
    day: string;
    visitors: number;
  };
  /** The public forms' fixed windows per address (migration 0013): an HMAC of the address, never it. */
  visitor_limit_windows: {
    kind: string;
    address_key: string;
    ends_at: Date;
    hits: number;
  };
}
