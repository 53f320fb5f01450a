/**
 * Staff accounts, sessions and the audit log (issue 24): the addresses, limits and shapes the browser and
 * the server share. Plain facts and types only; the checks are accountsSchema.ts.
 *
 * Every request that changes something (POST, PUT, PATCH, DELETE) must come from this site (Origin or
 * Sec-Fetch-Site) and, once signed in, carry the session's token in CSRF_HEADER; otherwise 403.
 * A call without a valid session gets 401; with a role that may not make it, 403.
 */

/** As a newsroom works: writers draft, editors also review and publish, admins also manage accounts. */
export const ROLES = ['writer', 'editor', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** GET: who is signed in (200 SessionInfo, or 401). POST SignInRequest: sign in. DELETE: sign out. */
export const SESSION_PATH = '/api/session';
/** DELETE: sign out everywhere (every session of the signed-in person, this one too). */
export const ALL_SESSIONS_PATH = '/api/session/all';
/** PUT PasswordChangeRequest: the signed-in person changes their own password (their other sessions end). */
export const OWN_PASSWORD_PATH = '/api/account/password';
/** Admins only. GET: AccountList. POST NewAccountRequest: 201 AccountCreated. */
export const ACCOUNTS_PATH = '/api/accounts';
/** Admins only. PATCH AccountChangeRequest: 200 Account (409 when it would leave no active admin). */
export const accountPath = (id: string) => `${ACCOUNTS_PATH}/${encodeURIComponent(id)}`;
/** Admins only. POST: ends the account's sessions and answers 200 SetupLink (a new one-time link). */
export const accountResetPath = (id: string) => `${accountPath(id)}/password-reset`;
/**
 * A one-time link's token: POST SetupTokenRequest answers 200 SetupTokenInfo (whose link it is) or 410;
 * POST SetupPasswordRequest to SETUP_PASSWORD_PATH sets the password (204) and uses the link up. The
 * first admin's link (printed at start while there is no account) creates that admin with the e-mail and
 * name sent with the password, only while there is still no account (410 once there is one).
 */
export const SETUP_TOKEN_PATH = '/api/setup/check';
export const SETUP_PASSWORD_PATH = '/api/setup/password';
/** Admins only. GET with AuditQuery's fields as the query string: AuditPage, newest first. */
export const AUDIT_PATH = '/api/audit';

export { SETUP_PAGE } from './setupPage';
/** The header that carries the session's anti-forgery token on every change. */
export const CSRF_HEADER = 'X-CSRF-Token';

/** NIST SP 800-63B: at least 12 characters, no composition rules; the upper bound only stops abuse. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 80;

/** A staff member as the browser sees them (never a hash). */
export interface StaffUser {
  id: string;
  email: string;
  name: string;
  role: Role;
}

/** 200 from GET/POST SESSION_PATH. The cookie is the authority; this is for the UI. */
export interface SessionInfo {
  user: StaffUser;
  /** Sent back in CSRF_HEADER with every change. */
  csrfToken: string;
  /** ISO time when the session ends at the latest (the absolute limit; idleness may end it sooner). */
  expiresAt: string;
}

export interface SignInRequest {
  email: string;
  password: string;
}

/**
 * Why a sign-in was refused. 400 with `fields`: a field was empty. 401 `invalidCredentials`: the same
 * answer, in the same time, for an unknown e-mail, a wrong password and a disabled account. 429 `locked`
 * (too many wrong passwords for this account) or `tooManyAttempts` (too many from this address), with
 * `retryAfterSeconds` (also in Retry-After).
 */
export interface SignInRefused {
  error: string;
  reason: 'invalidCredentials' | 'locked' | 'tooManyAttempts';
  retryAfterSeconds?: number;
}

export interface PasswordChangeRequest {
  currentPassword: string;
  newPassword: string;
}

/** An account as an admin sees it. Times are ISO strings; null when it never happened. */
export interface Account extends StaffUser {
  createdAt: string;
  disabledAt: string | null;
  lastSignInAt: string | null;
  /** A one-time link is waiting to be used (a new account, or a forced reset). */
  passwordResetPending: boolean;
}

export interface AccountList {
  accounts: Account[];
}

export interface NewAccountRequest {
  email: string;
  name: string;
  role: Role;
}

/** A one-time link to choose a password, shown once to the admin who asked for it. */
export interface SetupLink {
  /** A path with the token in its fragment: `${SETUP_PAGE}#…`; the browser adds its own origin. */
  setupPath: string;
  expiresAt: string;
}

export interface AccountCreated {
  account: Account;
  setup: SetupLink;
}

/** Change one thing at a time: the role, or disabled (true) / enabled again (false). */
export interface AccountChangeRequest {
  role?: Role;
  disabled?: boolean;
}

export interface SetupTokenRequest {
  token: string;
}

/** Whose link it is; for the first admin's link `firstAdmin` is true and `email` and `name` are empty. */
export interface SetupTokenInfo {
  email: string;
  name: string;
  firstAdmin: boolean;
}

/** `email` and `name` are required with the first admin's link, and ignored with any other. */
export interface SetupPasswordRequest {
  token: string;
  password: string;
  email?: string;
  name?: string;
}

/** What the audit log records. */
export const AUDIT_ACTIONS = [
  'signIn',
  'signInFailed',
  'accountLocked',
  'signOut',
  'signOutEverywhere',
  'passwordChanged',
  'passwordSet',
  'accountCreated',
  'roleChanged',
  'accountDisabled',
  'accountEnabled',
  'passwordResetForced',
  // Content (issue 25): subject the article's title, detail its revision or its addresses.
  'contentCreated',
  'contentChanged',
  'contentRenamed',
  'contentPublished',
  'contentUnpublished',
  'contentDeleted',
  // The editorial workflow (issue 26): detail the revision and the comment, reason or change note.
  'contentSubmitted',
  'contentSentBack',
  'contentScheduled',
  'contentScheduleCancelled',
  'contentRestored',
  'previewLinkCreated',
  // The newsletter (issue 28): the subject never names a subscriber (a count, or a hash of the address).
  'newsletterUpdateQueued',
  'subscribersExported',
  'subscriberDataExported',
  'subscriberDeleted',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditEntry {
  id: string;
  at: string;
  action: AuditAction;
  /** Who did it: null when nobody was signed in (a failed sign-in) or an operator's shell command. */
  actorEmail: string | null;
  /** Whom or what it was done to: an account's e-mail (for a failed sign-in, the e-mail that was typed). */
  subject: string | null;
  /** The address the request came from; null for an operator's shell command. */
  ip: string | null;
  /** A short detail: the new role, "operator", the lock's minutes. */
  detail: string | null;
}

/** Filters for AUDIT_PATH, all optional; `before` is the `id` of the last entry of the previous page. */
export interface AuditQuery {
  actor?: string;
  action?: AuditAction;
  before?: string;
  limit?: number;
}

export const AUDIT_PAGE_SIZE = 50;

export interface AuditPage {
  entries: AuditEntry[];
  /** Pass as `before` for the next (older) page; null at the end. */
  next: string | null;
}
