import { test, type APIRequestContext, type Page } from '@playwright/test';
import {
  ACCOUNTS_PATH,
  CSRF_HEADER,
  SESSION_PATH,
  SETUP_PASSWORD_PATH,
  type AccountCreated,
  type Role,
  type SessionInfo,
} from '@/shared/api/accounts';
import { STAFF_EMAIL, STAFF_PASSWORD } from '../../scripts/e2e-accounts.mjs';
import { expect } from './fixtures';

/** A staff member the journeys can sign in as. */
export interface StaffAccount {
  email: string;
  password: string;
  name: string;
  role: Role;
}

/** The first admin, created by the journeys' server at its start (scripts/e2e-server.mjs). */
export const FIRST_ADMIN: StaffAccount = {
  email: STAFF_EMAIL,
  password: STAFF_PASSWORD,
  name: 'Administrator',
  role: 'admin',
};

/** Signs `request` in as `account` through the API; its cookie jar then holds the session. */
export async function signInRequest(
  request: APIRequestContext,
  account: Pick<StaffAccount, 'email' | 'password'> = FIRST_ADMIN,
): Promise<SessionInfo> {
  const response = await request.post(SESSION_PATH, {
    data: { email: account.email, password: account.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as SessionInfo;
}

/**
 * Signs the page's browser context in (the API request shares the context's cookies), as a person who
 * signed in earlier would arrive: the app then finds the session when it asks the server.
 */
export async function signIn(page: Page, account: Pick<StaffAccount, 'email' | 'password'> = FIRST_ADMIN) {
  return signInRequest(page.request, account);
}

let created = 0;

/**
 * A new account of `role` with a password already chosen, made as an admin would (POST /api/accounts,
 * then the one-time link), through `request` (signed in as an admin here if it is not yet). Each call
 * makes a new e-mail, so a journey's lock-outs and sign-outs touch no other journey.
 */
export async function createStaff(
  request: APIRequestContext,
  role: Role,
  name?: string,
): Promise<StaffAccount> {
  const { csrfToken } = await signInRequest(request);
  const suffix = `${Date.now().toString(36)}-${(created += 1)}`;
  const account = {
    email: `${role}-${suffix}@example.gov.ng`,
    password: `journey password ${suffix}`,
    name: name ?? `Journey ${role} ${created}`,
    role,
  };
  const made = await request.post(ACCOUNTS_PATH, {
    data: { email: account.email, name: account.name, role },
    headers: { [CSRF_HEADER]: csrfToken },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { setup } = (await made.json()) as AccountCreated;
  const token = setup.setupPath.slice(setup.setupPath.indexOf('#') + 1);
  // Sent with the admin's cookie: a change made with a session carries its token.
  const chosen = await request.post(SETUP_PASSWORD_PATH, {
    data: { token, password: account.password },
    headers: { [CSRF_HEADER]: csrfToken },
  });
  expect(chosen.status(), await chosen.text()).toBe(204);
  return account;
}

/**
 * An e-mail of no account, of this journey's own: wrong passwords typed for it count towards its own
 * lock-out only (the server locks a typed address after 5, whether or not it has an account).
 */
export function strangerEmail(): string {
  const { testId, retry } = test.info();
  return `stranger-${testId}-${retry}@example.gov.ng`;
}
