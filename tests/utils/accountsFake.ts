import { http, HttpResponse, type JsonBodyType } from 'msw';
import * as v from 'valibot';
import {
  ACCOUNTS_PATH,
  ALL_SESSIONS_PATH,
  AUDIT_PAGE_SIZE,
  AUDIT_PATH,
  CSRF_HEADER,
  OWN_PASSWORD_PATH,
  SESSION_PATH,
  SETUP_PAGE,
  SETUP_PASSWORD_PATH,
  SETUP_TOKEN_PATH,
  type Account,
  type AuditAction,
  type AuditEntry,
  type Role,
  type SessionInfo,
  type SignInRefused,
} from '@/shared/api/accounts';
import {
  accountChangeRequestSchema,
  accountCreatedSchema,
  accountListSchema,
  accountSchema,
  auditPageSchema,
  auditQuerySchema,
  firstAdminRequestSchema,
  newAccountRequestSchema,
  passwordChangeRequestSchema,
  sessionInfoSchema,
  setupLinkSchema,
  setupPasswordRequestSchema,
  setupTokenInfoSchema,
  setupTokenRequestSchema,
  signInRefusedSchema,
  signInRequestSchema,
} from '@/shared/api/accountsSchema';
import type { ApiError } from '@/shared/api/errors';
import { without } from './without';

/**
 * The accounts API's session part as one browser meets it (msw): the accounts a test seeds, and the one
 * session this "browser's cookie" holds. Requests are checked with the shared request schemas and every
 * answer is parsed by its response schema before it is sent, so the fake cannot drift from the contract.
 */

interface FakeAccount extends Account {
  password: string;
}

/** What the fake's server refuses as too common a password (the real one has a bundled list). */
export const COMMON_PASSWORD = 'password1234';
/** The fake's clock: every recorded time, fixed so answers are the same in every run. */
const NOW = '2026-03-01T09:00:00.000Z';

const state = {
  accounts: [] as FakeAccount[],
  session: null as SessionInfo | null,
  /** A refusal every sign-in gets until cleared (the server's lock-out, as a test sets it up). */
  lockedFor: null as { reason: 'locked' | 'tooManyAttempts'; retryAfterSeconds: number } | null,
  signIns: [] as { email: string }[],
  signOuts: [] as { everywhere: boolean; csrf: string | null }[],
  /** One-time links waiting to be used: token → account id (null: the first admin's link). */
  setupTokens: new Map<string, string | null>(),
  /** Newest last; answered newest first. */
  audit: [] as AuditEntry[],
};

export const accountsReceived = {
  get signIns() {
    return state.signIns;
  },
  get signOuts() {
    return state.signOuts;
  },
};

let ids = 0;
const nextId = () => `00000000-0000-4000-9000-${String(++ids).padStart(12, '0')}`;

/** The session's end the fake gives: far enough ahead that no test meets it by accident. */
const EXPIRES_AT = '2099-01-01T00:00:00.000Z';

export function resetAccounts() {
  state.accounts.length = 0;
  state.session = null;
  state.lockedFor = null;
  state.signIns.length = 0;
  state.signOuts.length = 0;
  state.setupTokens.clear();
  state.audit.length = 0;
}

/** Adds an account that can sign in with `password`. */
export function seedAccount(
  role: Role,
  { email = `${role}@example.gov.ng`, name = `Test ${role}`, password = 'correct horse battery' } = {},
): FakeAccount {
  const account: FakeAccount = {
    id: nextId(),
    email,
    name,
    role,
    password,
    createdAt: NOW,
    disabledAt: null,
    lastSignInAt: null,
    passwordResetPending: false,
  };
  state.accounts.push(account);
  return account;
}

/** A one-time link for `account` (as the server makes for a new account or a forced reset). */
export function seedSetupLink(account: FakeAccount): string {
  const token = `token-${nextId()}`;
  state.setupTokens.set(token, account.id);
  account.passwordResetPending = true;
  return token;
}

/** The first admin's link, as the server prints it at start while there is no account. */
export function seedFirstAdminLink(): string {
  const token = `first-admin-${nextId()}`;
  state.setupTokens.set(token, null);
  return token;
}

/** Adds an audit entry (the fake records its own too, as the server does). */
export function seedAudit(action: AuditAction, fields: Partial<Omit<AuditEntry, 'id' | 'action'>> = {}) {
  const entry: AuditEntry = {
    id: nextId(),
    at: NOW,
    action,
    actorEmail: null,
    subject: null,
    ip: '192.0.2.1',
    detail: null,
    ...fields,
  };
  state.audit.push(entry);
  return entry;
}

/** The fake server's accounts as they stand (what a test asserts the server holds). */
export function accountByEmail(email: string) {
  return state.accounts.find((account) => account.email === email);
}

/** Signs this browser in as a new account of `role`: what the server answers GET SESSION_PATH with. */
export function signedInAs(role: Role): SessionInfo {
  const account = seedAccount(role, role === 'admin' ? { name: 'Site Administrator' } : {});
  return startSession(account);
}

/** The server ends the session (idle, revoked elsewhere): every later call gets 401. */
export function endServerSession() {
  state.session = null;
}

/** Every sign-in is refused with 429 until `null`. */
export function lockSignIns(lock: typeof state.lockedFor) {
  state.lockedFor = lock;
}

function startSession({ id, email, name, role }: FakeAccount): SessionInfo {
  const account = state.accounts.find((a) => a.id === id);
  if (account) account.lastSignInAt = NOW;
  state.session = v.parse(sessionInfoSchema, {
    user: { id, email, name, role },
    csrfToken: `csrf-${nextId()}`,
    expiresAt: EXPIRES_AT,
  });
  return state.session;
}

const unauthorized = () => HttpResponse.json<ApiError>({ error: 'Sign in to continue.' }, { status: 401 });
const refused = (body: SignInRefused, status: number) =>
  HttpResponse.json(v.parse(signInRefusedSchema, body), {
    status,
    headers: body.retryAfterSeconds ? { 'Retry-After': String(body.retryAfterSeconds) } : undefined,
  });

/** The signed-in session when the request carries its token (a change) or needs none (a read). */
export function sessionOf(request: Request): SessionInfo | 'unauthorized' | 'forbidden' {
  if (!state.session) return 'unauthorized';
  if (request.method !== 'GET' && request.headers.get(CSRF_HEADER) !== state.session.csrfToken)
    return 'forbidden';
  return state.session;
}

export function refusedFor(outcome: 'unauthorized' | 'forbidden') {
  return outcome === 'unauthorized'
    ? unauthorized()
    : HttpResponse.json<ApiError>({ error: 'This request was refused.' }, { status: 403 });
}

export const sessionHandlers = [
  http.get(SESSION_PATH, () => (state.session ? HttpResponse.json(state.session) : unauthorized())),
  http.post(SESSION_PATH, async ({ request }) => {
    const parsed = v.safeParse(signInRequestSchema, await request.json().catch(() => undefined));
    if (!parsed.success)
      return HttpResponse.json<ApiError>({ error: parsed.issues[0].message }, { status: 400 });
    state.signIns.push({ email: parsed.output.email });
    if (state.lockedFor)
      return refused({ error: 'Too many attempts. Try again later.', ...state.lockedFor }, 429);
    const account = state.accounts.find(
      (a) => a.email === parsed.output.email && a.password === parsed.output.password && !a.disabledAt,
    );
    if (!account) return refused({ error: 'Invalid email or password.', reason: 'invalidCredentials' }, 401);
    return HttpResponse.json(startSession(account));
  }),
  ...[SESSION_PATH, ALL_SESSIONS_PATH].map((path) =>
    http.delete(path, ({ request }) => {
      state.signOuts.push({ everywhere: path === ALL_SESSIONS_PATH, csrf: request.headers.get(CSRF_HEADER) });
      const session = sessionOf(request);
      if (typeof session === 'string') return refusedFor(session);
      state.session = null;
      return new HttpResponse(null, { status: 204 });
    }),
  ),
];

/**
 * A signed-in admin (or `role`) for a test's preloaded state: the fake server holds the same session, so
 * the staff guard's GET SESSION_PATH confirms it.
 */
export function staffSession(role: Role = 'admin') {
  const info = signedInAs(role);
  return { user: info.user, expiresAt: Date.parse(info.expiresAt), csrfToken: info.csrfToken };
}

const json = <T extends JsonBodyType>(schema: v.GenericSchema<unknown, T>, body: T, status = 200) =>
  HttpResponse.json(v.parse(schema, body), { status });
const badRequest = (issues: v.BaseIssue<unknown>[]) => {
  const fields = Object.fromEntries(
    issues.flatMap((issue) => {
      const path = v.getDotPath(issue);
      return path ? [[path, issue.message]] : [];
    }),
  );
  return HttpResponse.json<ApiError>(
    { error: issues[0]!.message, ...(Object.keys(fields).length && { fields }) },
    { status: 400 },
  );
};
const tooCommon = (field: string) =>
  HttpResponse.json<ApiError>(
    {
      error: 'This password is too common.',
      fields: { [field]: 'This password is too common. Choose another.' },
    },
    { status: 400 },
  );
const gone = () =>
  HttpResponse.json<ApiError>({ error: 'This link has expired or was already used.' }, { status: 410 });
// The password is never answered.
const publicAccount = (account: FakeAccount): Account => without(account, 'password');

/** The signed-in admin, or the refusal: 401 without a session, 403 for a change without its token or a role that may not. */
function adminOf(request: Request) {
  const session = sessionOf(request);
  if (typeof session === 'string') return refusedFor(session);
  if (session.user.role !== 'admin') return refusedFor('forbidden');
  return session;
}

function record(
  action: AuditAction,
  actorEmail: string | null,
  subject: string | null,
  detail: string | null = null,
) {
  seedAudit(action, { actorEmail, subject, detail });
}

function newSetupLink(account: FakeAccount) {
  return v.parse(setupLinkSchema, {
    setupPath: `${SETUP_PAGE}#${seedSetupLink(account)}`,
    expiresAt: '2026-03-01T10:00:00.000Z',
  });
}

const FIRST_ADMIN = 'first admin';

/** Whose waiting link `token` is; the first admin's works only while there is no account, as on the server. */
function linkOwner(token: string): FakeAccount | typeof FIRST_ADMIN | undefined {
  const owner = state.setupTokens.get(token);
  if (owner === null) return state.accounts.length === 0 ? FIRST_ADMIN : undefined;
  return state.accounts.find((a) => a.id === owner);
}

const isActiveAdmin = (account: FakeAccount) => account.role === 'admin' && !account.disabledAt;

/** User management, the audit log, one-time links and the own password, as the server answers them. */
export const accountHandlers = [
  http.get(ACCOUNTS_PATH, ({ request }) => {
    const admin = adminOf(request);
    if (admin instanceof Response) return admin;
    return json(accountListSchema, { accounts: state.accounts.map(publicAccount) });
  }),
  http.post(ACCOUNTS_PATH, async ({ request }) => {
    const admin = adminOf(request);
    if (admin instanceof Response) return admin;
    const parsed = v.safeParse(newAccountRequestSchema, await request.json().catch(() => undefined));
    if (!parsed.success) return badRequest(parsed.issues);
    if (accountByEmail(parsed.output.email))
      return HttpResponse.json<ApiError>(
        {
          error: 'An account with this email address already exists.',
          fields: { email: 'An account with this email address already exists.' },
        },
        // As the server answers (server/accounts/accountRoutes.ts): a conflict, not a malformed request.
        { status: 409 },
      );
    const account = seedAccount(parsed.output.role, { ...parsed.output, password: '' });
    const setup = newSetupLink(account);
    record('accountCreated', admin.user.email, account.email, account.role);
    return json(accountCreatedSchema, { account: publicAccount(account), setup }, 201);
  }),
  http.patch(`${ACCOUNTS_PATH}/:id`, async ({ request, params }) => {
    const admin = adminOf(request);
    if (admin instanceof Response) return admin;
    const parsed = v.safeParse(accountChangeRequestSchema, await request.json().catch(() => undefined));
    if (!parsed.success) return badRequest(parsed.issues);
    const account = state.accounts.find((a) => a.id === params.id);
    if (!account) return HttpResponse.json<ApiError>({ error: 'No such account.' }, { status: 404 });
    const { role, disabled } = parsed.output;
    const leavesAdmin = (role !== undefined && role !== 'admin') || disabled === true;
    if (isActiveAdmin(account) && leavesAdmin && state.accounts.filter(isActiveAdmin).length === 1)
      return HttpResponse.json<ApiError>(
        { error: 'The last active administrator must stay.' },
        { status: 409 },
      );
    if (role) {
      account.role = role;
      record('roleChanged', admin.user.email, account.email, role);
    } else if (disabled !== undefined) {
      account.disabledAt = disabled ? NOW : null;
      record(disabled ? 'accountDisabled' : 'accountEnabled', admin.user.email, account.email);
    }
    return json(accountSchema, publicAccount(account));
  }),
  http.post(`${ACCOUNTS_PATH}/:id/password-reset`, ({ request, params }) => {
    const admin = adminOf(request);
    if (admin instanceof Response) return admin;
    const account = state.accounts.find((a) => a.id === params.id);
    if (!account) return HttpResponse.json<ApiError>({ error: 'No such account.' }, { status: 404 });
    record('passwordResetForced', admin.user.email, account.email);
    return json(setupLinkSchema, newSetupLink(account));
  }),
  http.get(AUDIT_PATH, ({ request }) => {
    const admin = adminOf(request);
    if (admin instanceof Response) return admin;
    const query = v.safeParse(auditQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) return badRequest(query.issues);
    const { actor, action, before, limit = AUDIT_PAGE_SIZE } = query.output;
    const matching = [...state.audit]
      .reverse()
      .filter(
        (entry) =>
          (!actor || entry.actorEmail === actor.toLowerCase()) && (!action || entry.action === action),
      );
    const start = before ? matching.findIndex((entry) => entry.id === before) + 1 : 0;
    const entries = matching.slice(start, start + limit);
    const next = start + limit < matching.length ? entries[entries.length - 1]!.id : null;
    return json(auditPageSchema, { entries, next });
  }),
  http.post(SETUP_TOKEN_PATH, async ({ request }) => {
    const parsed = v.safeParse(setupTokenRequestSchema, await request.json().catch(() => undefined));
    if (!parsed.success) return badRequest(parsed.issues);
    const owner = linkOwner(parsed.output.token);
    if (!owner) return gone();
    if (owner === FIRST_ADMIN) return json(setupTokenInfoSchema, { email: '', name: '', firstAdmin: true });
    return json(setupTokenInfoSchema, { email: owner.email, name: owner.name, firstAdmin: false });
  }),
  http.post(SETUP_PASSWORD_PATH, async ({ request }) => {
    const parsed = v.safeParse(setupPasswordRequestSchema, await request.json().catch(() => undefined));
    if (!parsed.success) return badRequest(parsed.issues);
    const owner = linkOwner(parsed.output.token);
    if (!owner) return gone();
    if (owner === FIRST_ADMIN) {
      const first = v.safeParse(firstAdminRequestSchema, parsed.output);
      if (!first.success) return badRequest(first.issues);
      if (first.output.password === COMMON_PASSWORD) return tooCommon('password');
      state.setupTokens.delete(first.output.token);
      const { email, name, password } = first.output;
      seedAccount('admin', { email, name, password });
      record('accountCreated', null, email, 'first admin');
      return new HttpResponse(null, { status: 204 });
    }
    const account = owner;
    if (parsed.output.password === COMMON_PASSWORD) return tooCommon('password');
    state.setupTokens.delete(parsed.output.token);
    account.password = parsed.output.password;
    account.passwordResetPending = false;
    record('passwordSet', null, account.email);
    return new HttpResponse(null, { status: 204 });
  }),
  http.put(OWN_PASSWORD_PATH, async ({ request }) => {
    const session = sessionOf(request);
    if (typeof session === 'string') return refusedFor(session);
    const parsed = v.safeParse(passwordChangeRequestSchema, await request.json().catch(() => undefined));
    if (!parsed.success) return badRequest(parsed.issues);
    const account = state.accounts.find((a) => a.id === session.user.id)!;
    if (account.password !== parsed.output.currentPassword)
      return HttpResponse.json<ApiError>(
        {
          error: 'The current password is not right.',
          fields: { currentPassword: 'The current password is not right.' },
        },
        { status: 400 },
      );
    if (parsed.output.newPassword === COMMON_PASSWORD) return tooCommon('newPassword');
    account.password = parsed.output.newPassword;
    record('passwordChanged', account.email, account.email);
    return new HttpResponse(null, { status: 204 });
  }),
];
