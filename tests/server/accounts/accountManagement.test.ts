import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../server/db/database';
import {
  ACCOUNTS_PATH,
  AUDIT_PATH,
  SETUP_PASSWORD_PATH,
  SETUP_TOKEN_PATH,
  accountPath,
  accountResetPath,
} from '@/shared/api/accounts';
import {
  accountCreatedSchema,
  accountListSchema,
  auditPageSchema,
  setupLinkSchema,
} from '@/shared/api/accountsSchema';
import { backupToBuffer, readBuffer } from '../utils/backups';
import { fakeBuildForTests } from '../utils/fakeBuild';
import { addAccount, Browser, staffApp, type StaffApp } from '../utils/staffApp';
import { databaseLegs, reportSkippedLeg } from '../utils/testDatabase';

const build = fakeBuildForTests();

const PASSWORD = 'correct horse battery staple';
const NEW_PASSWORD = 'a phrase of my very own';
const HOUR = 3_600_000;

describe.each(databaseLegs)('managing accounts on $name', ({ open }) => {
  let database: DatabaseHandle;
  let staff: StaffApp;
  let admin: Browser;
  let adminId: string;
  beforeEach(async () => {
    database = await open('migrated');
    staff = staffApp(build, database);
    adminId = await addAccount(database, staff.hasher, {
      email: 'admin@example.gov.ng',
      role: 'admin',
      password: PASSWORD,
    });
    admin = new Browser(staff, '198.51.100.7');
    expect((await admin.signIn('admin@example.gov.ng', PASSWORD)).status).toBe(200);
  });
  afterEach(() => database.close());

  const create = async (email: string, role = 'writer') => {
    const response = await admin.request('POST', ACCOUNTS_PATH, { email, name: 'Ada Obi', role });
    expect(response.status).toBe(201);
    return v.parse(accountCreatedSchema, await response.json());
  };
  const tokenOf = (setupPath: string) => setupPath.split('#')[1]!;

  it('adds an account with a one-time link (one hour, one use) where its owner chooses a password', async () => {
    const created = await create(' Ada@Example.gov.ng ');
    expect(created.account).toMatchObject({
      email: 'ada@example.gov.ng',
      role: 'writer',
      passwordResetPending: true,
      lastSignInAt: null,
    });
    expect(created.setup.setupPath).toMatch(/^\/account\/setup#[\w-]{43}$/);
    expect(created.setup.expiresAt).toBe(new Date(staff.clock.clock().getTime() + HOUR).toISOString());
    const token = tokenOf(created.setup.setupPath);
    expect(JSON.stringify(await database.db.selectFrom('setup_tokens').selectAll().execute())).not.toContain(
      token,
    );

    const visitor = new Browser(staff, '203.0.113.20');
    const check = await visitor.request('POST', SETUP_TOKEN_PATH, { token });
    expect(await check.json()).toEqual({ email: 'ada@example.gov.ng', name: 'Ada Obi', firstAdmin: false });
    const common = await visitor.request('POST', SETUP_PASSWORD_PATH, { token, password: 'Password1234' });
    expect(common.status).toBe(400);
    expect(((await common.json()) as { fields: { password: string } }).fields.password).toMatch(/too common/);
    const short = await visitor.request('POST', SETUP_PASSWORD_PATH, { token, password: 'short one' });
    expect(((await short.json()) as { fields: { password: string } }).fields.password).toBe(
      'Choose a password of at least 12 characters.',
    );
    expect(
      (await visitor.request('POST', SETUP_PASSWORD_PATH, { token, password: NEW_PASSWORD })).status,
    ).toBe(204);
    expect(
      (await visitor.request('POST', SETUP_PASSWORD_PATH, { token, password: NEW_PASSWORD })).status,
    ).toBe(410);
    expect((await visitor.request('POST', SETUP_TOKEN_PATH, { token })).status).toBe(410);
    expect((await visitor.signIn('ada@example.gov.ng', NEW_PASSWORD)).status).toBe(200);
  });

  it('a link no longer works after an hour', async () => {
    const token = tokenOf((await create('ada@example.gov.ng')).setup.setupPath);
    staff.clock.advance(HOUR);
    const response = await new Browser(staff).request('POST', SETUP_PASSWORD_PATH, {
      token,
      password: NEW_PASSWORD,
    });
    expect(response.status).toBe(410);
    expect(await response.json()).toEqual({
      error: 'This link has expired or has already been used. Ask an admin for a new one.',
    });
  });

  it('refuses a second account with the same e-mail (409), whatever its case', async () => {
    await create('ada@example.gov.ng');
    const response = await admin.request('POST', ACCOUNTS_PATH, {
      email: 'ADA@example.gov.ng',
      name: 'Ada',
      role: 'editor',
    });
    expect(response.status).toBe(409);
  });

  it('lists the accounts with their last sign-in', async () => {
    await create('ada@example.gov.ng', 'editor');
    const list = v.parse(accountListSchema, await (await admin.request('GET', ACCOUNTS_PATH)).json());
    expect(
      list.accounts.map((a) => [a.email, a.role, a.lastSignInAt !== null, a.passwordResetPending]),
    ).toEqual([
      ['ada@example.gov.ng', 'editor', false, true],
      ['admin@example.gov.ng', 'admin', true, false],
    ]);
  });

  it('never demotes or disables the last active admin (409), and does once there is another', async () => {
    const demote = await admin.request('PATCH', accountPath(adminId), { role: 'editor' });
    expect(demote.status).toBe(409);
    expect((await admin.request('PATCH', accountPath(adminId), { disabled: true })).status).toBe(409);
    const other = await create('second@example.gov.ng', 'admin');
    expect((await admin.request('PATCH', accountPath(other.account.id), { disabled: true })).status).toBe(
      200,
    );
    expect((await admin.request('PATCH', accountPath(adminId), { role: 'editor' })).status).toBe(409);
    expect((await admin.request('PATCH', accountPath(other.account.id), { disabled: false })).status).toBe(
      200,
    );
    expect((await admin.request('PATCH', accountPath(adminId), { role: 'editor' })).status).toBe(200);
  });

  it('refuses a change of both at once, and an unknown account', async () => {
    const both = await admin.request('PATCH', accountPath(adminId), { role: 'admin', disabled: false });
    expect(both.status).toBe(400);
    expect(
      (await admin.request('PATCH', accountPath('00000000-0000-4000-8000-000000000999'), { role: 'editor' }))
        .status,
    ).toBe(404);
    expect((await admin.request('PATCH', accountPath('not-an-id'), { role: 'editor' })).status).toBe(404);
  });

  it('a forced reset stops the old password, ends the sessions and gives a new link', async () => {
    const id = await addAccount(database, staff.hasher, {
      email: 'writer@example.gov.ng',
      role: 'writer',
      password: PASSWORD,
    });
    const writer = new Browser(staff);
    await writer.signIn('writer@example.gov.ng', PASSWORD);
    const response = await admin.request('POST', accountResetPath(id));
    expect(response.status).toBe(200);
    const link = v.parse(setupLinkSchema, await response.json());
    expect((await writer.request('GET', '/api/session')).status).toBe(401);
    expect((await new Browser(staff).signIn('writer@example.gov.ng', PASSWORD)).status).toBe(401);
    expect(
      (
        await new Browser(staff).request('POST', SETUP_PASSWORD_PATH, {
          token: tokenOf(link.setupPath),
          password: NEW_PASSWORD,
        })
      ).status,
    ).toBe(204);
    expect((await new Browser(staff).signIn('writer@example.gov.ng', NEW_PASSWORD)).status).toBe(200);
  });

  it('records every change in the audit log, which admins filter by actor and action and page through', async () => {
    const ada = await create('ada@example.gov.ng');
    await admin.request('PATCH', accountPath(ada.account.id), { role: 'editor' });
    await admin.request('PATCH', accountPath(ada.account.id), { disabled: true });
    await admin.request('PATCH', accountPath(ada.account.id), { disabled: false });
    await admin.request('POST', accountResetPath(ada.account.id));
    await new Browser(staff, '203.0.113.4').signIn('ada@example.gov.ng', 'not her password');
    const page = async (query: string) =>
      v.parse(auditPageSchema, await (await admin.request('GET', `${AUDIT_PATH}${query}`)).json());
    const all = await page('');
    expect(all.entries.map((e) => [e.action, e.actorEmail, e.subject, e.ip, e.detail])).toEqual([
      ['signInFailed', null, 'ada@example.gov.ng', '203.0.113.4', 'invalidCredentials'],
      ['passwordResetForced', 'admin@example.gov.ng', 'ada@example.gov.ng', '198.51.100.7', null],
      ['accountEnabled', 'admin@example.gov.ng', 'ada@example.gov.ng', '198.51.100.7', null],
      ['accountDisabled', 'admin@example.gov.ng', 'ada@example.gov.ng', '198.51.100.7', null],
      ['roleChanged', 'admin@example.gov.ng', 'ada@example.gov.ng', '198.51.100.7', 'editor'],
      ['accountCreated', 'admin@example.gov.ng', 'ada@example.gov.ng', '198.51.100.7', 'writer'],
      ['signIn', 'admin@example.gov.ng', 'admin@example.gov.ng', '198.51.100.7', null],
    ]);
    expect((await page('?action=roleChanged')).entries.map((e) => e.detail)).toEqual(['editor']);
    expect((await page('?actor=ADMIN@example.gov.ng&action=signIn')).entries).toHaveLength(1);
    expect((await page('?actor=nobody@example.gov.ng')).entries).toEqual([]);
    const first = await page('?limit=3');
    expect(first.entries.map((e) => e.action)).toEqual([
      'signInFailed',
      'passwordResetForced',
      'accountEnabled',
    ]);
    const second = await page(`?limit=3&before=${first.next}`);
    expect(second.entries.map((e) => e.action)).toEqual(['accountDisabled', 'roleChanged', 'accountCreated']);
    const last = await page(`?limit=3&before=${second.next}`);
    expect(last).toEqual({ entries: [expect.objectContaining({ action: 'signIn' })], next: null });
    expect((await admin.request('GET', `${AUDIT_PATH}?action=dance`)).status).toBe(400);
    expect((await admin.request('GET', `${AUDIT_PATH}?limit=500`)).status).toBe(400);
  });

  it('a backup carries the accounts, sessions, links, lock-outs and audit log (hashes only)', async () => {
    await create('ada@example.gov.ng');
    await new Browser(staff).signIn('nobody@example.gov.ng', 'a wrong password');
    const { header, rows } = await readBuffer(await backupToBuffer(database.db));
    const counts = Object.fromEntries(header.tables.map((t) => [t.name, t.rows]));
    expect(counts).toMatchObject({
      accounts: 2,
      sessions: 1,
      setup_tokens: 1,
      sign_in_lockouts: 1,
      audit_log: 3,
    });
    expect(JSON.stringify(rows)).not.toContain(admin.cookies.get('cgn_session'));
    expect(JSON.stringify(rows)).not.toContain(PASSWORD);
  });
});

reportSkippedLeg();
