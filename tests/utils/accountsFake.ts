import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import {
  ALL_SESSIONS_PATH,
  CSRF_HEADER,
  SESSION_PATH,
  type Role,
  type SessionInfo,
  type SignInRefused,
  type StaffUser,
} from '@/shared/api/accounts';
import { sessionInfoSchema, signInRefusedSchema, signInRequestSchema } from '@/shared/api/accountsSchema';
import type { ApiError } from '@/shared/api/errors';

/**
 * The accounts API's session part as one browser meets it (msw): the accounts a test seeds, and the one
 * session this "browser's cookie" holds. Requests are checked with the shared request schemas and every
 * answer is parsed by its response schema before it is sent, so the fake cannot drift from the contract.
 */

interface FakeAccount extends StaffUser {
  password: string;
  disabled: boolean;
}

const state = {
  accounts: [] as FakeAccount[],
  session: null as SessionInfo | null,
  /** A refusal every sign-in gets until cleared (the server's lock-out, as a test sets it up). */
  lockedFor: null as { reason: 'locked' | 'tooManyAttempts'; retryAfterSeconds: number } | null,
  signIns: [] as { email: string }[],
  signOuts: [] as { everywhere: boolean; csrf: string | null }[],
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
}

/** Adds an account that can sign in with `password`. */
export function seedAccount(
  role: Role,
  { email = `${role}@example.gov.ng`, name = `Test ${role}`, password = 'correct horse battery' } = {},
): FakeAccount {
  const account = { id: nextId(), email, name, role, password, disabled: false };
  state.accounts.push(account);
  return account;
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
      (a) => a.email === parsed.output.email && a.password === parsed.output.password && !a.disabled,
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
