import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  CSRF_HEADER,
  SESSION_PATH,
  SETUP_PASSWORD_PATH,
  SETUP_TOKEN_PATH,
  type SessionInfo,
} from '@/shared/api/accounts';
import { killLeftoverServers, runScript, startServer } from '../server/utils/childServer';
import { seedDataDir } from '../server/utils/dataDirs';
import { removeFakeBuild, writeFakeBuild } from '../server/utils/fakeBuild';
import { openPglite } from '../../server/db/database';

// The first admin at start and `npm run users`, as an operator meets them: real server processes.
let tmp: string;
let dist: string;
beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), 'cgn-accounts-'));
  dist = writeFakeBuild();
});
afterEach(killLeftoverServers);
afterAll(() => {
  rmSync(tmp, { recursive: true, force: true });
  removeFakeBuild(dist);
});

const PASSWORD = 'first admin pass phrase';
const notes = (stdout: string[]) =>
  stdout
    .map((line) => JSON.parse(line) as { msg: string; note?: string })
    .filter((e) => e.msg === 'accounts');
const users = (dataDir: string, ...args: string[]) =>
  runScript('server/cli/users.ts', args, { DATA_DIR: dataDir });

const signIn = (url: string, email: string, password: string) =>
  fetch(`${url}${SESSION_PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });

describe('the first admin', () => {
  it('ADMIN_EMAIL + ADMIN_PASSWORD create it at the first start (never printing the password); later starts ignore them, saying so once', async () => {
    const dataDir = await seedDataDir(join(tmp, 'env'), 'migrated');
    const env = {
      DIST_DIR: dist,
      DATA_DIR: dataDir,
      ADMIN_EMAIL: 'Boss@Example.gov.ng',
      ADMIN_PASSWORD: PASSWORD,
    };
    const first = startServer(env);
    const url = await first.listening;
    expect(notes(first.stdout)).toEqual([
      {
        msg: 'accounts',
        note: 'First admin account boss@example.gov.ng created with the password from ADMIN_PASSWORD.',
        time: expect.any(String) as string,
      },
    ]);
    expect(first.stdout.join('\n')).not.toContain(PASSWORD);
    const response = await signIn(url, 'boss@example.gov.ng', PASSWORD);
    expect(response.status).toBe(200);
    expect(((await response.json()) as SessionInfo).user.role).toBe('admin');
    first.child.kill('SIGTERM');
    await first.exited;
    const second = startServer({ ...env, ADMIN_PASSWORD: 'another pass phrase here' });
    const again = await second.listening;
    expect(notes(second.stdout).map((e) => e.note)).toEqual([
      'ADMIN_EMAIL and ADMIN_PASSWORD are ignored: the database already has accounts.',
    ]);
    expect((await signIn(again, 'boss@example.gov.ng', PASSWORD)).status).toBe(200);
  }, 60_000);

  it('a common ADMIN_PASSWORD stops the start with one line that does not repeat it', async () => {
    const server = startServer({
      DIST_DIR: dist,
      DATA_DIR: join(tmp, 'bad'),
      ADMIN_EMAIL: 'a@example.gov.ng',
      ADMIN_PASSWORD: 'qwerty123456',
    });
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toMatch(
      /^Cannot start: ADMIN_PASSWORD cannot be used: This password is too common[^\n]*\n$/,
    );
    expect(server.stderr()).not.toContain('qwerty123456');
  }, 30_000);

  it('ADMIN_EMAIL alone prints one line with a one-time link (one hour) where that admin chooses a password', async () => {
    const dataDir = await seedDataDir(join(tmp, 'link'), 'migrated');
    const server = startServer({ DIST_DIR: dist, DATA_DIR: dataDir, ADMIN_EMAIL: 'boss@example.gov.ng' });
    const url = await server.listening;
    const [note] = notes(server.stdout);
    const link = new RegExp(
      `^First admin account boss@example.gov.ng: choose its password within an hour at ${url}/account/setup#([\\w-]{43})$`,
    ).exec(note!.note!);
    expect(link).not.toBeNull();
    const set = await fetch(`${url}${SETUP_PASSWORD_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token: link![1], password: PASSWORD }),
    });
    expect(set.status).toBe(204);
    expect((await signIn(url, 'boss@example.gov.ng', PASSWORD)).status).toBe(200);
  }, 60_000);

  it('without ADMIN_*: one line with a one-time link where the first admin chooses e-mail, name and password; a restart retires it', async () => {
    const dataDir = await seedDataDir(join(tmp, 'none'), 'migrated');
    const env = { DIST_DIR: dist, DATA_DIR: dataDir };
    const linkIn = (note: string | undefined, url: string) =>
      new RegExp(
        `^No staff account yet: create the first admin within an hour at ${url}/account/setup#([\\w-]{43})$`,
      ).exec(note ?? '')?.[1];
    const first = startServer(env);
    const firstUrl = await first.listening;
    const oldToken = linkIn(notes(first.stdout)[0]?.note, firstUrl);
    expect(oldToken).toBeDefined();
    first.child.kill('SIGTERM');
    await first.exited;

    const second = startServer(env);
    const url = await second.listening;
    const lines = notes(second.stdout);
    expect(lines).toHaveLength(1);
    const token = linkIn(lines[0]!.note, url);
    expect(token).toBeDefined();
    const post = (path: string, body: object) =>
      fetch(`${url}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await post(SETUP_TOKEN_PATH, { token: oldToken })).status).toBe(410);
    expect(await (await post(SETUP_TOKEN_PATH, { token })).json()).toEqual({
      email: '',
      name: '',
      firstAdmin: true,
    });
    const set = await post(SETUP_PASSWORD_PATH, {
      token,
      email: 'boss@example.gov.ng',
      name: 'Ngozi Boss',
      password: PASSWORD,
    });
    expect(set.status).toBe(204);
    const session = await signIn(url, 'boss@example.gov.ng', PASSWORD);
    expect(session.status).toBe(200);
    expect(((await session.json()) as SessionInfo).user).toMatchObject({ name: 'Ngozi Boss', role: 'admin' });
    second.child.kill('SIGTERM');
    await second.exited;
  }, 90_000);
});

describe('npm run users on the embedded database', () => {
  it('with no server running: create (printing a link), list, reset-password, disable; the audit says "operator"', async () => {
    const dataDir = await seedDataDir(join(tmp, 'offline'), 'migrated');
    const created = await users(
      dataDir,
      'create',
      'Ada@Example.gov.ng',
      '--name',
      'Ada Obi',
      '--role',
      'editor',
    );
    expect(created).toMatchObject({ code: 0, stderr: '' });
    expect(created.stdout).toMatch(
      /^Created ada@example.gov.ng \(editor\)\. One-time link to choose a password \(valid one hour\): http:\/\/127\.0\.0\.1:3000\/account\/setup#[\w-]{43}\n$/,
    );
    expect((await users(dataDir, 'create', 'ada@example.gov.ng')).stderr).toBe(
      'Cannot run the command: An account with the e-mail ada@example.gov.ng already exists.\n',
    );
    expect((await users(dataDir, 'list')).stdout).toMatch(
      /^ada@example.gov.ng {2}editor {2}link waiting {2}last sign-in never\n$/,
    );
    expect((await users(dataDir, 'reset-password', 'ada@example.gov.ng')).stdout).toMatch(
      /^Password of ada@example.gov.ng reset: .*#[\w-]{43}\n$/,
    );
    expect((await users(dataDir, 'disable', 'ada@example.gov.ng')).stdout).toBe(
      'Disabled ada@example.gov.ng: its sessions have ended.\n',
    );
    const bad = await users(dataDir, 'promote', 'ada@example.gov.ng');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/^Cannot run the command: Usage: npm run users -- create EMAIL/);
    expect((await users(dataDir, 'disable', 'nobody@example.gov.ng')).stderr).toBe(
      'Cannot run the command: There is no account with the e-mail nobody@example.gov.ng.\n',
    );
    const database = await openPglite({ dataDir: join(dataDir, 'pgdata') });
    const audit = await database.db
      .selectFrom('audit_log')
      .select(['action', 'actor_email', 'ip', 'detail'])
      .orderBy('at')
      .execute();
    await database.close();
    expect(audit).toEqual(
      ['accountCreated', 'passwordResetForced', 'accountDisabled'].map((action) => ({
        action,
        actor_email: null,
        ip: null,
        detail: 'operator',
      })),
    );
  }, 90_000);

  it('with a server running: asks it over the control socket, and the new account works at once', async () => {
    const dataDir = await seedDataDir(join(tmp, 'online'), 'migrated');
    const server = startServer({
      DIST_DIR: dist,
      DATA_DIR: dataDir,
      ADMIN_EMAIL: 'boss@example.gov.ng',
      ADMIN_PASSWORD: PASSWORD,
    });
    const url = await server.listening;
    const port = new URL(url).port;
    const created = await runScript('server/cli/users.ts', ['create', 'writer@example.gov.ng'], {
      DATA_DIR: dataDir,
      PORT: port,
    });
    expect(created).toMatchObject({ code: 0, stderr: '' });
    const token = /#([\w-]{43})\n$/.exec(created.stdout)![1]!;
    expect(created.stdout).toContain(`${url}/account/setup#`);
    const set = await fetch(`${url}${SETUP_PASSWORD_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token, password: 'writer pass phrase 1' }),
    });
    expect(set.status).toBe(204);
    const session = await signIn(url, 'writer@example.gov.ng', 'writer pass phrase 1');
    expect(session.status).toBe(200);
    const cookie = session.headers.get('Set-Cookie')!.split(';')[0]!;
    const { csrfToken } = (await session.json()) as SessionInfo;
    expect((await users(dataDir, 'disable', 'writer@example.gov.ng')).code).toBe(0);
    const after = await fetch(`${url}${SESSION_PATH}`, {
      headers: { Cookie: cookie, [CSRF_HEADER]: csrfToken },
    });
    expect(after.status).toBe(401);
    const last = await users(dataDir, 'disable', 'boss@example.gov.ng');
    expect(last.stderr).toBe(
      'Cannot run the command: boss@example.gov.ng is the last active admin: make another account an admin first.\n',
    );
    server.child.kill('SIGTERM');
    await server.exited;
  }, 90_000);
});
