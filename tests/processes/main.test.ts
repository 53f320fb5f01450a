import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_FILE, processIdentity } from '../../server/dataDir';
import { killLeftoverServers, startServer } from '../server/utils/childServer';
import { seedDataDir } from '../server/utils/dataDirs';
import { removeFakeBuild, writeFakeBuild } from '../server/utils/fakeBuild';

// Real server processes, as `npm start` runs them: start-up errors, the DATA_DIR lock, signals.
let tmp: string;
let dist: string;
/** The DATA_DIR most tests share (one server at a time). */
let dataDir: string;

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), 'cgn-main-'));
  dist = writeFakeBuild();
  dataDir = await seededDataDir('data');
}, 60_000);
afterEach(killLeftoverServers);
afterAll(() => {
  rmSync(tmp, { recursive: true, force: true });
  removeFakeBuild(dist);
});

/** A new DATA_DIR in tmp, its database a copy of the migrated template. */
const seededDataDir = (name: string, sql = '') => seedDataDir(join(tmp, name), 'migrated', sql);

/** The one line a refused start prints, and its exit code. */
async function refusal(env: Record<string, string>) {
  const server = startServer({ DIST_DIR: dist, DATA_DIR: dataDir, ...env });
  const code = await server.exited;
  return { code, stderr: server.stderr() };
}

describe('a start with a bad setting', () => {
  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ HOST: 'no such host!' }, 'HOST'],
    [{ HOST: '203.0.113.7' }, 'HOST'], // well formed, but not an address of this machine
    [{ DATABASE_URL: 'mysql://root@localhost/cgn' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'postgres://cgn:TopSecret1@127.0.0.1:1/cgn' }, 'DATABASE_URL'],
    [{ ADMIN_PASSWORD: 'a long enough pass phrase' }, 'ADMIN_EMAIL'],
    [{ DIST_DIR: '/nonexistent-build' }, 'DIST_DIR'],
    [{ SSR_DIR: '/nonexistent-renderer' }, 'SSR_DIR'],
  ])(
    '%j stops with one line naming %s, exit code 1, no stack trace',
    async (env, variable) => {
      const { code, stderr } = await refusal(env);
      expect(code).toBe(1);
      expect(stderr.trimEnd().split('\n')).toHaveLength(1);
      expect(stderr).toMatch(new RegExp(`^Cannot start: .*${variable}`));
      expect(stderr).not.toMatch(/\n\s+at /);
      expect(stderr).not.toContain('TopSecret1');
    },
    30_000,
  );

  it('an unwritable DATA_DIR (a path inside a file) stops with one line naming DATA_DIR', async () => {
    const file = join(tmp, 'a-file');
    writeFileSync(file, '');
    const { code, stderr } = await refusal({ DATA_DIR: join(file, 'data') });
    expect(code).toBe(1);
    expect(stderr).toMatch(
      /^Cannot start: DATA_DIR .*a-file\/data is not a folder this process can write to \(ENOTDIR\)\.\n$/,
    );
  }, 30_000);

  it('a port in use stops with one line naming PORT', async () => {
    const first = startServer({ DIST_DIR: dist, DATA_DIR: dataDir });
    const port = new URL(await first.listening).port;
    const { code, stderr } = await refusal({ DATA_DIR: await seededDataDir('other'), PORT: port });
    first.child.kill('SIGTERM');
    await first.exited;
    expect(code).toBe(1);
    expect(stderr).toBe(`Cannot start: PORT ${port} is already in use on 127.0.0.1: choose another PORT.\n`);
  }, 60_000);
});

describe('a database migrated by newer code', () => {
  it('stops the start with one line, and leaves the database as it was', async () => {
    const newer = await seededDataDir(
      'newer',
      "insert into schema_migrations (version, name) values (9999, 'from_the_future')",
    );

    const { code, stderr } = await refusal({ DATA_DIR: newer });
    expect(code).toBe(1);
    expect(stderr).toMatch(
      /^Cannot start: The database is at migration 9999 but this server knows migrations up to \d+ only/,
    );
    expect(stderr.trimEnd().split('\n')).toHaveLength(1);
    const after = await PGlite.create({ dataDir: join(newer, 'pgdata') });
    expect((await after.query('select max(version) as v from schema_migrations')).rows).toEqual([
      { v: 9999 },
    ]);
    await after.close();
    expect(existsSync(join(newer, LOCK_FILE))).toBe(false);
  }, 60_000);
});

describe('a running server', () => {
  it('serves pages and /healthz, logs each request as one JSON line, and stops cleanly on SIGTERM', async () => {
    const server = startServer({ DIST_DIR: dist, DATA_DIR: dataDir });
    const url = await server.listening;
    expect(readFileSync(join(dataDir, LOCK_FILE), 'utf8').split('\n')[0]).toBe(String(server.child.pid));

    const page = await fetch(`${url}/documents/nin?q=secret-words`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<h1>NIN guide</h1>');
    const health = await fetch(`${url}/healthz`);
    expect(await health.json()).toEqual({ status: 'ok' });

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const entries = server.stdout.map((line) => JSON.parse(line) as Record<string, unknown>);
    const requests = entries.filter((e) => e.msg === 'request');
    expect(requests).toMatchObject([
      { method: 'GET', path: '/documents/nin', status: 200 },
      { method: 'GET', path: '/healthz', status: 200 },
    ]);
    expect(server.stdout.join('\n')).not.toContain('secret-words');
    expect(entries.at(-1)).toMatchObject({ msg: 'stopped' });
    // The lock is released, and the database was closed cleanly: it opens again without recovery.
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  }, 60_000);

  it('publishes at start what fell due while it was stopped', async () => {
    const id = '5c4ed000-0000-4000-8000-000000000001';
    const editor = '5c4ed000-0000-4000-8000-000000000002';
    const due = await seededDataDir(
      'scheduled',
      `insert into accounts (id, email, name, role, created_at)
         values ('${editor}', 'editor@example.gov.ng', 'Ada', 'editor', now());
       insert into articles (id, slug, title, summary, category, content, author, status, revision,
           created_at, updated_at, created_by, updated_by, scheduled_at, scheduled_by)
         values ('${id}', 'due-overnight', 'Due overnight', '', 'documents', 'Out now.', 'Ada', 'draft', 1,
           now(), now(), '${editor}', '${editor}', now() - interval '1 hour', '${editor}');
       insert into article_history (article_id, revision, event, at, actor_name, slug, title, summary,
           category, content)
         values ('${id}', 1, 'created', now(), 'Ada', 'due-overnight', 'Due overnight', '', 'documents',
           'Out now.');`,
    );
    const server = startServer({ DIST_DIR: dist, DATA_DIR: due });
    const url = await server.listening;
    const deadline = Date.now() + 10_000;
    let article = await fetch(`${url}/api/articles/due-overnight`);
    while (article.status !== 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      article = await fetch(`${url}/api/articles/due-overnight`);
    }
    expect(await article.json()).toMatchObject({ title: 'Due overnight', content: 'Out now.' });
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.stdout.some((line) => line.includes('"msg":"scheduledPublished","published":1'))).toBe(
      true,
    );
  }, 60_000);

  it('stops on SIGINT too, with exit code 0', async () => {
    const server = startServer({ DIST_DIR: dist, DATA_DIR: dataDir });
    await server.listening;
    server.child.kill('SIGINT');
    expect(await server.exited).toBe(0);
  }, 60_000);
});

describe('the DATA_DIR lock', () => {
  it('a second server on the same DATA_DIR refuses with one line naming the first one, which keeps running', async () => {
    const first = startServer({ DIST_DIR: dist, DATA_DIR: dataDir });
    const url = await first.listening;
    const { code, stderr } = await refusal({ DATA_DIR: dataDir });
    expect(code).toBe(1);
    expect(stderr).toBe(
      `Cannot start: DATA_DIR ${dataDir} is in use by another server (process ${first.child.pid}); stop it first, or choose another DATA_DIR.\n`,
    );
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    expect(readFileSync(join(dataDir, LOCK_FILE), 'utf8').split('\n')[0]).toBe(String(first.child.pid));
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
  }, 60_000);

  it('a lock whose process id now belongs to another program (after a reboot) is taken over', async () => {
    // This test's own process is alive, but it is not the one that wrote the lock: it started at another time.
    writeFileSync(join(dataDir, LOCK_FILE), `${process.pid}\n${processIdentity(process.pid)}0\n`);
    const server = startServer({ DIST_DIR: dist, DATA_DIR: dataDir });
    const url = await server.listening;
    const [pid, identity] = readFileSync(join(dataDir, LOCK_FILE), 'utf8').split('\n');
    expect(pid).toBe(String(server.child.pid));
    expect(identity).toBe(processIdentity(server.child.pid!));
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 60_000);

  it('a lock left by a process that no longer runs is taken over', async () => {
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    writeFileSync(join(dataDir, LOCK_FILE), `${dead.stdout.toString()}\n`);
    const server = startServer({ DIST_DIR: dist, DATA_DIR: dataDir });
    const url = await server.listening;
    expect(readFileSync(join(dataDir, LOCK_FILE), 'utf8').split('\n')[0]).toBe(String(server.child.pid));
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 60_000);
});
