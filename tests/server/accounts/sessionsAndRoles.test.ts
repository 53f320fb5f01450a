import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../server/db/database';
import {
  ACCOUNTS_PATH,
  ALL_SESSIONS_PATH,
  AUDIT_PATH,
  CSRF_HEADER,
  OWN_PASSWORD_PATH,
  SESSION_PATH,
  accountPath,
  accountResetPath,
  type Role,
} from '@/shared/api/accounts';
import { fakeBuildForTests } from '../utils/fakeBuild';
import { addAccount, Browser, staffApp, type StaffApp } from '../utils/staffApp';
import { databaseLegs, reportSkippedLeg } from '../utils/testDatabase';

const build = fakeBuildForTests();

const PASSWORD = 'correct horse battery staple';
const MINUTE = 60_000;

describe.each(databaseLegs)('sessions, roles and forgery on $name', ({ open }) => {
  let database: DatabaseHandle;
  let staff: StaffApp;
  const ids: Partial<Record<Role, string>> = {};
  beforeEach(async () => {
    database = await open('migrated');
    staff = staffApp(build, database);
    for (const role of ['writer', 'editor', 'admin'] as const)
      ids[role] = await addAccount(database, staff.hasher, {
        email: `${role}@example.gov.ng`,
        role,
        password: PASSWORD,
      });
  });
  afterEach(() => database.close());

  const signedIn = async (role: Role, address?: string) => {
    const browser = new Browser(staff, address);
    expect((await browser.signIn(`${role}@example.gov.ng`, PASSWORD)).status).toBe(200);
    return browser;
  };

  describe('roles on every endpoint', () => {
    // [name, method, path, body, the least role that may]
    const routes: [string, string, () => string, unknown, Role][] = [
      ['GET SESSION_PATH', 'GET', () => SESSION_PATH, undefined, 'writer'],
      [
        'PUT OWN_PASSWORD_PATH',
        'PUT',
        () => OWN_PASSWORD_PATH,
        { currentPassword: 'x', newPassword: 'short' },
        'writer',
      ],
      ['GET ACCOUNTS_PATH', 'GET', () => ACCOUNTS_PATH, undefined, 'admin'],
      ['POST ACCOUNTS_PATH', 'POST', () => ACCOUNTS_PATH, { email: '' }, 'admin'],
      ['PATCH accountPath(ids.writer!)', 'PATCH', () => accountPath(ids.writer!), {}, 'admin'],
      [
        'POST accountResetPath(00000000-0000-4000-8000-999999999999)',
        'POST',
        () => accountResetPath('00000000-0000-4000-8000-999999999999'),
        undefined,
        'admin',
      ],
      ['GET AUDIT_PATH', 'GET', () => AUDIT_PATH, undefined, 'admin'],
      ['DELETE ALL_SESSIONS_PATH', 'DELETE', () => ALL_SESSIONS_PATH, undefined, 'writer'],
    ];
    const rank = { writer: 1, editor: 2, admin: 3 };
    it.each(routes)(
      '%s: 401 signed out, 403 below the role, allowed from it',
      async (_, method, path, body, least) => {
        expect((await new Browser(staff).request(method, path(), body)).status).toBe(401);
        for (const role of ['writer', 'editor', 'admin'] as const) {
          const status = (await (await signedIn(role)).request(method, path(), body)).status;
          if (rank[role] < rank[least]) expect(status, role).toBe(403);
          else expect([200, 204, 400, 404], role).toContain(status);
        }
      },
    );
  });

  it('ends a session after 60 idle minutes, however recently it began', async () => {
    const browser = await signedIn('editor');
    staff.clock.advance(59 * MINUTE);
    expect((await browser.request('GET', SESSION_PATH)).status).toBe(200);
    staff.clock.advance(59 * MINUTE);
    expect((await browser.request('GET', SESSION_PATH)).status).toBe(200);
    staff.clock.advance(60 * MINUTE);
    expect((await browser.request('GET', SESSION_PATH)).status).toBe(401);
  });

  it('ends a session 8 hours after sign-in however busy it is', async () => {
    const browser = await signedIn('editor');
    for (let i = 0; i < 16; i++) {
      staff.clock.advance(30 * MINUTE - 1);
      expect((await browser.request('GET', SESSION_PATH)).status).toBe(200);
    }
    staff.clock.advance(16);
    expect((await browser.request('GET', SESSION_PATH)).status).toBe(401);
  });

  it('a sign-in deletes the sessions that have ended, anyone’s, and keeps those still running', async () => {
    await signedIn('writer'); // left idle: ended after 60 minutes
    staff.clock.advance(30 * MINUTE);
    const editor = await signedIn('editor');
    staff.clock.advance(31 * MINUTE);
    await signedIn('admin');
    const left = await database.db.selectFrom('sessions').select('account_id').execute();
    expect(left.map((row) => row.account_id).sort()).toEqual([ids.editor, ids.admin].sort());
    expect((await editor.request('GET', SESSION_PATH)).status).toBe(200);
  });

  it('writes last_seen_at at most once a minute', async () => {
    const browser = await signedIn('writer');
    const seen = async () =>
      (await database.db.selectFrom('sessions').select('last_seen_at').executeTakeFirstOrThrow())
        .last_seen_at;
    const start = await seen();
    staff.clock.advance(59_000);
    await browser.request('GET', SESSION_PATH);
    expect(await seen()).toEqual(start);
    staff.clock.advance(1_000);
    await browser.request('GET', SESSION_PATH);
    expect(await seen()).toEqual(staff.clock.clock());
  });

  it('sign-out ends this session only; sign-out everywhere ends every one of that person', async () => {
    const [phone, laptop, other] = [
      await signedIn('writer'),
      await signedIn('writer'),
      await signedIn('editor'),
    ];
    expect((await phone.request('DELETE', SESSION_PATH)).status).toBe(204);
    expect((await phone.request('GET', SESSION_PATH)).status).toBe(401);
    expect((await laptop.request('GET', SESSION_PATH)).status).toBe(200);
    const tablet = await signedIn('writer');
    expect((await tablet.request('DELETE', ALL_SESSIONS_PATH)).status).toBe(204);
    expect((await laptop.request('GET', SESSION_PATH)).status).toBe(401);
    expect((await tablet.request('GET', SESSION_PATH)).status).toBe(401);
    expect((await other.request('GET', SESSION_PATH)).status).toBe(200);
  });

  it('a password change ends the person’s other sessions at once and keeps this one', async () => {
    const [here, elsewhere] = [await signedIn('writer'), await signedIn('writer')];
    const change = (currentPassword: string, newPassword: string) =>
      here.request('PUT', OWN_PASSWORD_PATH, { currentPassword, newPassword });
    const wrong = await change('not my password', 'a brand new pass phrase');
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({
      error: 'The current password is not right.',
      fields: { currentPassword: 'The current password is not right.' },
    });
    expect(
      ((await (await change(PASSWORD, 'qwerty123456')).json()) as { fields: object }).fields,
    ).toHaveProperty('newPassword');
    expect(((await (await change(PASSWORD, 'short')).json()) as { fields: object }).fields).toHaveProperty(
      'newPassword',
    );
    expect((await elsewhere.request('GET', SESSION_PATH)).status).toBe(200);
    expect((await change(PASSWORD, 'a brand new pass phrase')).status).toBe(204);
    expect((await elsewhere.request('GET', SESSION_PATH)).status).toBe(401);
    expect((await here.request('GET', SESSION_PATH)).status).toBe(200);
    expect((await new Browser(staff).signIn('writer@example.gov.ng', PASSWORD)).status).toBe(401);
    expect((await new Browser(staff).signIn('writer@example.gov.ng', 'a brand new pass phrase')).status).toBe(
      200,
    );
  });

  it('a role change or disabling ends that person’s sessions at once', async () => {
    const admin = await signedIn('admin');
    const writer = await signedIn('writer');
    const editor = await signedIn('editor');
    expect((await admin.request('PATCH', accountPath(ids.writer!), { role: 'editor' })).status).toBe(200);
    expect((await writer.request('GET', SESSION_PATH)).status).toBe(401);
    expect((await admin.request('PATCH', accountPath(ids.editor!), { disabled: true })).status).toBe(200);
    expect((await editor.request('GET', SESSION_PATH)).status).toBe(401);
    expect((await new Browser(staff).signIn('editor@example.gov.ng', PASSWORD)).status).toBe(401);
    expect((await admin.request('GET', SESSION_PATH)).status).toBe(200);
  });

  describe('cross-site forgery', () => {
    const json = (headers: Record<string, string>) => ({
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({ email: 'writer@example.gov.ng', password: PASSWORD }),
    });
    it.each([
      [{ 'Sec-Fetch-Site': 'cross-site' }],
      [{ 'Sec-Fetch-Site': 'same-site' }],
      [{ Origin: 'https://evil.example' }],
      [{ Origin: 'null' }],
    ])('refuses a JSON sign-in with %j: 403, no session, nothing recorded', async (headers) => {
      const response = await staff.app.request(SESSION_PATH, json(headers));
      expect(response.status).toBe(403);
      expect(response.headers.get('Set-Cookie')).toBeNull();
      expect(await database.db.selectFrom('sessions').selectAll().execute()).toEqual([]);
      expect(await database.db.selectFrom('audit_log').selectAll().execute()).toEqual([]);
    });

    it('lets a same-origin request (Origin equal to the Host’s) and one with neither header through', async () => {
      expect((await staff.app.request(SESSION_PATH, json({ Origin: 'http://localhost' }))).status).toBe(200);
      expect((await staff.app.request(SESSION_PATH, json({}))).status).toBe(200);
    });

    it('refuses a cross-site form post to the no-JS forms (nothing stored)', async () => {
      const form = (headers: Record<string, string>) =>
        staff.app.request('/feedback', {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
          body: 'page=%2F&language=en&useful=yes',
        });
      expect((await form({ Origin: 'https://evil.example' })).status).toBe(403);
      expect((await form({ 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
      expect(await database.db.selectFrom('page_feedback').selectAll().execute()).toEqual([]);
      expect((await form({ 'Sec-Fetch-Site': 'same-origin' })).status).toBe(200);
      expect(await database.db.selectFrom('page_feedback').selectAll().execute()).toHaveLength(1);
    });

    it('with a session cookie, a change needs the session’s token (JSON or form body): missing or wrong → 403, nothing changes', async () => {
      const admin = await signedIn('admin');
      const token = admin.csrfToken!;
      for (const headers of [
        { [CSRF_HEADER]: '' },
        { [CSRF_HEADER]: `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}` },
      ]) {
        const response = await admin.request('PATCH', accountPath(ids.writer!), { role: 'editor' }, headers);
        expect(response.status).toBe(403);
      }
      admin.csrfToken = undefined;
      expect((await admin.request('DELETE', ALL_SESSIONS_PATH)).status).toBe(403);
      const form = await admin.request('POST', ACCOUNTS_PATH, undefined, {
        'Content-Type': 'application/x-www-form-urlencoded',
      });
      expect(form.status).toBe(403);
      expect((await admin.request('GET', SESSION_PATH)).status).toBe(200);
      const writer = await database.db
        .selectFrom('accounts')
        .select('role')
        .where('id', '=', ids.writer!)
        .executeTakeFirstOrThrow();
      expect(writer.role).toBe('writer');
      admin.csrfToken = token;
      expect((await admin.request('PATCH', accountPath(ids.writer!), { role: 'editor' })).status).toBe(200);
    });

    it('a session’s token does not work with another session', async () => {
      const [admin, other] = [await signedIn('admin'), await signedIn('admin')];
      admin.csrfToken = other.csrfToken;
      expect((await admin.request('PATCH', accountPath(ids.writer!), { role: 'editor' })).status).toBe(403);
    });
  });
});

reportSkippedLeg();
