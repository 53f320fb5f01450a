import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { argon2Hasher } from '../../../server/accounts/passwords';
import type { DatabaseHandle } from '../../../server/db/database';
import { SESSION_PATH } from '@/shared/api/accounts';
import { sessionInfoSchema } from '@/shared/api/accountsSchema';
import { fakeBuildForTests } from '../utils/fakeBuild';
import { addAccount, Browser, staffApp, type StaffApp } from '../utils/staffApp';
import { databaseLegs, reportSkippedLeg } from '../utils/testDatabase';

const build = fakeBuildForTests();

const PASSWORD = 'correct horse battery staple';
const INVALID = { error: 'Invalid email or password.', reason: 'invalidCredentials' };
const MINUTE = 60_000;

describe.each(databaseLegs)('signing in on $name', ({ open }) => {
  let database: DatabaseHandle;
  let staff: StaffApp;
  beforeEach(async () => {
    database = await open('migrated');
    staff = staffApp(build, database);
    await addAccount(database, staff.hasher, {
      email: 'writer@example.gov.ng',
      role: 'writer',
      password: PASSWORD,
    });
  });
  afterEach(() => database.close());

  const audit = () =>
    database.db
      .selectFrom('audit_log')
      .select(['action', 'actor_email', 'subject', 'ip', 'detail'])
      .orderBy('id')
      .execute();

  it('answers the session, sets an HttpOnly SameSite=Lax cookie (no Secure over plain HTTP) and records the sign-in', async () => {
    const browser = new Browser(staff);
    const response = await browser.signIn(' Writer@Example.gov.ng ', PASSWORD);
    expect(response.status).toBe(200);
    const body = v.parse(sessionInfoSchema, await response.json());
    expect(body.user).toMatchObject({ email: 'writer@example.gov.ng', role: 'writer' });
    expect(body.expiresAt).toBe('2026-11-25T17:00:00.000Z');
    const [cookie, hint] = response.headers.getSetCookie();
    expect(cookie).toMatch(/^cgn_session=[\w-]{43}; Max-Age=28800; Path=\/; HttpOnly; SameSite=Lax$/);
    // Beside it, for as long, the hint a public page reads: nothing secret in it.
    expect(hint).toBe('cgn_staff=1; Max-Age=28800; Path=/; SameSite=Lax');
    expect(await audit()).toEqual([
      {
        action: 'signIn',
        actor_email: 'writer@example.gov.ng',
        subject: 'writer@example.gov.ng',
        ip: '192.0.2.1',
        detail: null,
      },
    ]);
    // The token is stored only as its hash.
    const token = browser.cookies.get('cgn_session')!;
    const rows = await database.db.selectFrom('sessions').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(token);
    const account = await database.db
      .selectFrom('accounts')
      .select('last_sign_in_at')
      .executeTakeFirstOrThrow();
    expect(account.last_sign_in_at).toEqual(staff.clock.clock());
  });

  it('over HTTPS (or behind a trusted proxy saying so) the cookie is Secure with the __Host- prefix', async () => {
    const response = await staff.app.request(`https://guide.example.gov.ng${SESSION_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'writer@example.gov.ng', password: PASSWORD }),
    });
    expect(response.status).toBe(200);
    const [cookie, hint] = response.headers.getSetCookie();
    expect(cookie).toMatch(
      /^__Host-cgn_session=[\w-]{43}; Max-Age=28800; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
    expect(hint).toBe('cgn_staff=1; Max-Age=28800; Path=/; Secure; SameSite=Lax');
  });

  it('clears the staff hint with the session: at sign-out, and when a browser asks after its session ended', async () => {
    const browser = new Browser(staff);
    await browser.signIn('writer@example.gov.ng', PASSWORD);
    expect(browser.cookies.get('cgn_staff')).toBe('1');
    expect((await browser.request('DELETE', SESSION_PATH)).status).toBe(204);
    expect(browser.cookies.has('cgn_staff')).toBe(false);

    await browser.signIn('writer@example.gov.ng', PASSWORD);
    await database.db.deleteFrom('sessions').execute(); // ended elsewhere (signed out everywhere, expired)
    const asked = await browser.request('GET', SESSION_PATH);
    expect(asked.status).toBe(401);
    expect(browser.cookies.has('cgn_staff')).toBe(false);
    // A browser without the hint is not sent a cookie to delete.
    expect((await browser.request('GET', SESSION_PATH)).headers.getSetCookie()).toEqual([]);
  });

  it('gives a new token at every sign-in and ends the session the cookie held (no fixation)', async () => {
    const browser = new Browser(staff);
    await browser.signIn('writer@example.gov.ng', PASSWORD);
    const first = browser.cookies.get('cgn_session');
    await browser.signIn('writer@example.gov.ng', PASSWORD);
    expect(browser.cookies.get('cgn_session')).not.toBe(first);
    expect(await database.db.selectFrom('sessions').selectAll().execute()).toHaveLength(1);
  });

  it('answers an unknown e-mail, a wrong password, a disabled account and one without a password identically, each after verifying one argon2 hash', async () => {
    await addAccount(database, staff.hasher, {
      email: 'gone@example.gov.ng',
      role: 'editor',
      password: PASSWORD,
      disabled: true,
    });
    await addAccount(database, staff.hasher, { email: 'new@example.gov.ng', role: 'editor', password: null });
    const attempts = [
      ['nobody@example.gov.ng', PASSWORD],
      ['writer@example.gov.ng', 'not the password at all'],
      ['gone@example.gov.ng', PASSWORD],
      ['new@example.gov.ng', PASSWORD],
    ] as const;
    for (const [email, password] of attempts) {
      const before = staff.counts.verify;
      const response = await new Browser(staff).signIn(email, password);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual(INVALID);
      expect(response.headers.get('Set-Cookie')).toBeNull();
      expect(staff.counts.verify - before).toBe(1);
    }
    expect((await audit()).map((e) => [e.action, e.subject, e.detail])).toEqual(
      attempts.map(([email]) => ['signInFailed', email, 'invalidCredentials']),
    );
  });

  it('takes about the same time for an unknown e-mail as for a wrong password (loose: medians of 3)', async () => {
    const median = async (email: (i: number) => string, password: string) => {
      const times: number[] = [];
      for (let i = 0; i < 3; i++) {
        const started = performance.now();
        await new Browser(staff, `198.51.100.${i}`).signIn(email(i), password);
        times.push(performance.now() - started);
      }
      return times.sort((a, b) => a - b)[1]!;
    };
    const unknown = await median((i) => `nobody${i}@example.gov.ng`, PASSWORD);
    const wrong = await median(() => 'writer@example.gov.ng', 'not the password at all');
    expect(Math.max(unknown, wrong) / Math.min(unknown, wrong)).toBeLessThan(3);
  });

  it('locks an e-mail after 5 wrong passwords for 1, then 5, then 15 minutes, even against the right password, from any address', async () => {
    const wrong = (address: string) =>
      new Browser(staff, address).signIn('writer@example.gov.ng', 'wrong password!!');
    const right = (address: string) => new Browser(staff, address).signIn('writer@example.gov.ng', PASSWORD);
    for (const [round, minutes] of [
      [1, 1],
      [2, 5],
      [3, 15],
      [4, 15],
    ] as const) {
      for (let i = 0; i < 4; i++)
        expect((await wrong(i % 2 ? '198.51.100.1' : '198.51.100.2')).status).toBe(401);
      // The fifth says the lock has started, and for how long.
      const fifth = await wrong('198.51.100.2');
      expect(fifth.status).toBe(429);
      expect(await fifth.json()).toMatchObject({ reason: 'locked', retryAfterSeconds: minutes * 60 });
      const locked = await right('203.0.113.9');
      expect(locked.status).toBe(429);
      expect(await locked.json()).toEqual({
        error: 'Too many wrong passwords for this account. Try again later.',
        reason: 'locked',
        retryAfterSeconds: minutes * 60,
      });
      expect(locked.headers.get('Retry-After')).toBe(String(minutes * 60));
      staff.clock.advance(minutes * MINUTE - 1000);
      expect((await right('203.0.113.9')).status, `round ${round}`).toBe(429);
      staff.clock.advance(1000); // the lock is over: the next 5 wrong passwords start the next one
    }
    expect((await right('203.0.113.9')).status).toBe(200);
    expect((await audit()).filter((e) => e.action === 'accountLocked').map((e) => e.detail)).toEqual(
      expect.arrayContaining(['1 min', '5 min', '15 min']),
    );
  });

  it('unknown e-mails lock the same way (the lock tells nothing about which addresses exist)', async () => {
    for (let i = 0; i < 5; i++) await new Browser(staff).signIn('nobody@example.gov.ng', 'whatever it is');
    const response = await new Browser(staff).signIn('nobody@example.gov.ng', 'whatever it is');
    expect(response.status).toBe(429);
    expect(((await response.json()) as { reason: string }).reason).toBe('locked');
  });

  it('a success clears the wrong passwords counted so far', async () => {
    for (let i = 0; i < 4; i++) await new Browser(staff).signIn('writer@example.gov.ng', 'wrong password!!');
    expect((await new Browser(staff).signIn('writer@example.gov.ng', PASSWORD)).status).toBe(200);
    for (let i = 0; i < 4; i++) await new Browser(staff).signIn('writer@example.gov.ng', 'wrong password!!');
    expect((await new Browser(staff).signIn('writer@example.gov.ng', PASSWORD)).status).toBe(200);
  });

  it('the lock holds across a restart: a second app on the same database refuses too', async () => {
    for (let i = 0; i < 5; i++) await new Browser(staff).signIn('writer@example.gov.ng', 'wrong password!!');
    const restarted = staffApp(build, database, staff.clock);
    const response = await new Browser(restarted, '203.0.113.50').signIn('writer@example.gov.ng', PASSWORD);
    expect(response.status).toBe(429);
  });

  it('refuses an address after 20 failed sign-ins in 10 minutes (other addresses go on), until the oldest leaves the window', async () => {
    const attacker = '198.51.100.66';
    for (let i = 0; i < 20; i++) {
      expect(
        (await new Browser(staff, attacker).signIn(`guess${i}@example.gov.ng`, 'password guess')).status,
      ).toBe(401);
      staff.clock.advance(10_000);
    }
    const refused = await new Browser(staff, attacker).signIn('writer@example.gov.ng', PASSWORD);
    expect(refused.status).toBe(429);
    const body = (await refused.json()) as { reason: string; retryAfterSeconds: number };
    expect(body.reason).toBe('tooManyAttempts');
    // The first failure was 200 s ago: it leaves the 10-minute window in 400 s.
    expect(body.retryAfterSeconds).toBe(400);
    expect((await new Browser(staff, '203.0.113.1').signIn('writer@example.gov.ng', PASSWORD)).status).toBe(
      200,
    );
    staff.clock.advance(400_000);
    expect((await new Browser(staff, attacker).signIn('writer@example.gov.ng', PASSWORD)).status).toBe(200);
  });

  it('does not count successful sign-ins towards the address limit', async () => {
    for (let i = 0; i < 25; i++)
      expect((await new Browser(staff).signIn('writer@example.gov.ng', PASSWORD)).status).toBe(200);
  });

  it('re-hashes a password made with other parameters at the next successful sign-in', async () => {
    const old = argon2Hasher({ memoryCost: 8192, timeCost: 1, parallelism: 1 });
    await addAccount(database, old, { email: 'old@example.gov.ng', role: 'editor', password: PASSWORD });
    const before = await database.db
      .selectFrom('accounts')
      .select('password_hash')
      .where('email', '=', 'old@example.gov.ng')
      .executeTakeFirstOrThrow();
    expect(before.password_hash).toContain('$m=8192,t=1,p=1$');
    expect((await new Browser(staff).signIn('old@example.gov.ng', PASSWORD)).status).toBe(200);
    const after = await database.db
      .selectFrom('accounts')
      .select('password_hash')
      .where('email', '=', 'old@example.gov.ng')
      .executeTakeFirstOrThrow();
    expect(after.password_hash).toContain('$argon2id$v=19$m=19456,t=2,p=1$');
    expect((await new Browser(staff).signIn('old@example.gov.ng', PASSWORD)).status).toBe(200);
  });

  it.each([
    [{ email: '', password: PASSWORD }, 'email', 'Enter an email address.'],
    [{ email: 'writer@example.gov.ng', password: '' }, 'password', 'Enter a password.'],
  ])('refuses %j with 400 naming %s', async (body, field, message) => {
    const response = await new Browser(staff).request('POST', SESSION_PATH, body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: Record<string, string> }).fields[field]).toBe(message);
  });

  it('logs no cookie, token, password or e-mail address', async () => {
    const browser = new Browser(staff);
    await browser.signIn('writer@example.gov.ng', PASSWORD);
    await browser.request('GET', SESSION_PATH);
    await new Browser(staff).signIn('writer@example.gov.ng', 'wrong password!!');
    await browser.request('GET', '/api/accounts/writer@example.gov.ng');
    const text = JSON.stringify(staff.log);
    expect(staff.log.length).toBeGreaterThanOrEqual(4);
    for (const secret of [
      PASSWORD,
      'wrong password!!',
      'writer@example.gov.ng',
      browser.cookies.get('cgn_session')!,
      browser.csrfToken!,
    ])
      expect(text).not.toContain(secret);
  });
});

reportSkippedLeg();
