import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FEEDBACK_PATH } from '@/shared/api/feedback';
import { feedbackReceivedSchema } from '@/shared/api/feedbackSchema';
import {
  ACCOUNTS_PATH,
  AUDIT_PATH,
  CSRF_HEADER,
  OWN_PASSWORD_PATH,
  SETUP_PASSWORD_PATH,
  SETUP_TOKEN_PATH,
  accountPath,
} from '@/shared/api/accounts';
import {
  accountCreatedSchema,
  accountListSchema,
  auditPageSchema,
  setupTokenInfoSchema,
} from '@/shared/api/accountsSchema';
import { accountByEmail, seedAccount, seedFirstAdminLink, seedSetupLink, signedInAs } from './accountsFake';
import { received } from './apiHandlers';

// The msw handlers stand for the server in the browser's tests: they must take what the server takes,
// refuse what it refuses, and answer in its shapes (the server's own tests check the server against
// the same schemas: tests/server/feedback.test.ts).
const post = (path: string, body: unknown) =>
  fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('the API handlers the browser tests use', () => {
  it('POST /api/feedback: takes a valid answer, answers 201 in the shared shape', async () => {
    const response = await post(FEEDBACK_PATH, { page: '/documents/nin', language: 'ha', useful: true });
    expect(response.status).toBe(201);
    expect(v.is(feedbackReceivedSchema, await response.json())).toBe(true);
    expect(received.feedback).toEqual([{ page: '/documents/nin', language: 'ha', useful: true }]);
  });

  it.each([
    [{ page: '/documents/nin', language: 'fr', useful: true }],
    [{ page: 'https://elsewhere.example/', language: 'en', useful: true }],
    [{ page: '/', language: 'en' }],
  ])('POST /api/feedback: refuses %j with 400 and a message, as the server does', async (body) => {
    const response = await post(FEEDBACK_PATH, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: expect.any(String) as string });
    expect(received.feedback).toEqual([]);
  });
});

describe('the accounts handlers', () => {
  const call = (method: string, path: string, body?: unknown, csrf?: string) =>
    fetch(path, {
      method,
      headers: { 'Content-Type': 'application/json', ...(csrf && { [CSRF_HEADER]: csrf }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it('answer 401 without a session and 403 to a role that may not', async () => {
    expect((await call('GET', ACCOUNTS_PATH)).status).toBe(401);
    expect((await call('GET', AUDIT_PATH)).status).toBe(401);
    expect(
      (await call('PUT', OWN_PASSWORD_PATH, { currentPassword: 'x', newPassword: 'y'.repeat(12) })).status,
    ).toBe(401);
    const writer = signedInAs('writer');
    expect((await call('GET', ACCOUNTS_PATH)).status).toBe(403);
    expect((await call('GET', AUDIT_PATH)).status).toBe(403);
    const created = await call(
      'POST',
      ACCOUNTS_PATH,
      { email: 'a@example.gov.ng', name: 'A', role: 'writer' },
      writer.csrfToken,
    );
    expect(created.status).toBe(403);
  });

  it('add an account in the shared shape, refuse a bad one with fields, and keep the last admin (409)', async () => {
    const admin = signedInAs('admin');
    const refused = await call(
      'POST',
      ACCOUNTS_PATH,
      { email: 'not an address', name: '', role: 'boss' },
      admin.csrfToken,
    );
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ fields: { email: expect.any(String) as string } });
    const created = await call(
      'POST',
      ACCOUNTS_PATH,
      { email: 'Ada@Example.gov.ng', name: 'Ada', role: 'writer' },
      admin.csrfToken,
    );
    expect(created.status).toBe(201);
    const body = v.parse(accountCreatedSchema, await created.json());
    expect(body.account.email).toBe('ada@example.gov.ng');
    expect(body.setup.setupPath).toMatch(/^\/account\/setup#/);
    expect(v.is(accountListSchema, await (await call('GET', ACCOUNTS_PATH)).json())).toBe(true);
    const demote = await call('PATCH', accountPath(admin.user.id), { role: 'editor' }, admin.csrfToken);
    expect(demote.status).toBe(409);
    const both = await call(
      'PATCH',
      accountPath(body.account.id),
      { role: 'editor', disabled: true },
      admin.csrfToken,
    );
    expect(both.status).toBe(400);
    const page = v.parse(
      auditPageSchema,
      await (await call('GET', `${AUDIT_PATH}?action=accountCreated`)).json(),
    );
    expect(page.entries.map((entry) => entry.subject)).toEqual(['ada@example.gov.ng']);
  });

  it('use a one-time link once: 410 after', async () => {
    const account = seedAccount('editor', { password: '' });
    const token = seedSetupLink(account);
    const info = await call('POST', SETUP_TOKEN_PATH, { token });
    expect(v.parse(setupTokenInfoSchema, await info.json()).email).toBe(account.email);
    expect((await call('POST', SETUP_PASSWORD_PATH, { token, password: 'short' })).status).toBe(400);
    expect(
      (await call('POST', SETUP_PASSWORD_PATH, { token, password: 'a long enough password' })).status,
    ).toBe(204);
    expect((await call('POST', SETUP_TOKEN_PATH, { token })).status).toBe(410);
    expect(
      (await call('POST', SETUP_PASSWORD_PATH, { token, password: 'a long enough password' })).status,
    ).toBe(410);
  });

  it('take the first admin’s link with an e-mail and a name only while there is no account, as the server does', async () => {
    const token = seedFirstAdminLink();
    const info = await call('POST', SETUP_TOKEN_PATH, { token });
    expect(v.parse(setupTokenInfoSchema, await info.json())).toEqual({
      email: '',
      name: '',
      firstAdmin: true,
    });
    const missing = await call('POST', SETUP_PASSWORD_PATH, { token, password: 'a long enough password' });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      fields: { email: 'Enter an email address.', name: 'Enter a name.' },
    });
    const body = { token, password: 'a long enough password', email: 'Boss@Example.gov.ng', name: 'Boss' };
    expect((await call('POST', SETUP_PASSWORD_PATH, body)).status).toBe(204);
    expect(accountByEmail('boss@example.gov.ng')?.role).toBe('admin');
    const another = seedFirstAdminLink();
    expect((await call('POST', SETUP_TOKEN_PATH, { token: another })).status).toBe(410);
  });
});
