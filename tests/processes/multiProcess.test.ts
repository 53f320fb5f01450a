import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, SESSION_PATH, type SessionInfo } from '@/shared/api/accounts';
import { CONTENT_PATH, contentItemPath, contentStepPath, type ContentItem } from '@/shared/api/content';
import { publicArticlePath } from '@/shared/api/articles';
import { FEEDBACK_PATH } from '@/shared/api/feedback';
import type { DatabaseHandle } from '../../server/db/database';
import { VISITOR_LIMITS } from '../../server/http/visitorLimits';
import { killLeftoverServers, startServer } from '../server/utils/childServer';
import { removeFakeBuild, writeFakeBuild } from '../server/utils/fakeBuild';
import { postgresSchema, type ReopenableDatabase } from '../server/articles/reopenableDatabases';

/**
 * `npm run start:cluster` as an operator runs it (scripts/cluster.mjs): three server processes on one
 * PostgreSQL behind the round-robin proxy, sharing nothing but the database. Scheduled publishing once
 * is tests/server/articles/scheduledProcesses.test.ts.
 */
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
const ROOT = join(import.meta.dirname, '../..');
const ADMIN = 'cluster-admin@example.gov.ng';
const PASSWORD = 'cluster admin pass phrase';
const PROCESSES = 3;

/** The cluster's own process, its proxy's address and each server process's address and pid. */
interface Cluster {
  child: ChildProcess;
  exited: Promise<number | null>;
  /** Resolves with the proxy's address once it listens; rejects if the cluster exits first. */
  proxy: Promise<string>;
  processes: Map<number, { url: string; pid: number }>;
  /** Resolves when process `number` listens again with another pid than `pid`. */
  restarted(number: number, pid: number): Promise<void>;
}

/** Starts scripts/cluster.mjs with `env` on a clean environment. */
function startCluster(env: Record<string, string>): Cluster {
  const child = spawn(process.execPath, ['scripts/cluster.mjs'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const processes: Cluster['processes'] = new Map();
  const waiting = new Set<() => void>();
  const proxy = new Promise<string>((resolve, reject) => {
    let buffered = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      const lines = (buffered + chunk).split('\n');
      buffered = lines.pop()!;
      for (const line of lines) {
        if (!/listening/i.test(line)) continue; // a line a request: not read
        const entry = JSON.parse(line) as { msg: string; url: string; process?: number; pid?: number };
        if (entry.msg === 'clusterListening') resolve(entry.url);
        if (entry.msg !== 'listening' || !entry.process) continue;
        processes.set(entry.process, { url: entry.url, pid: entry.pid! });
        for (const check of waiting) check();
      }
    });
    void exited.then((code) => reject(new Error(`the cluster exited (${code}) before listening`)));
  });
  proxy.catch(() => {}); // its exit at the end of the tests is expected
  const restarted = (number: number, pid: number) =>
    new Promise<void>((done) => {
      const check = () => {
        if (processes.get(number)?.pid === pid) return;
        waiting.delete(check);
        done();
      };
      waiting.add(check);
    });
  return { child, exited, proxy, processes, restarted };
}

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(body),
});
const signIn = (url: string, password: string, headers: Record<string, string> = {}, email = ADMIN) =>
  fetch(`${url}${SESSION_PATH}`, { method: 'POST', ...json({ email, password }, headers) });

let store: ReopenableDatabase;
let database: DatabaseHandle;
let dist: string;
let dataDir: string;
/** Undefined until the start got that far: afterAll stops what was started. */
let cluster: Cluster | undefined;
/** The proxy's address. */
let proxy: string;
/** The server processes' addresses, in order. */
let urls: string[];

beforeAll(async () => {
  if (!TEST_DATABASE_URL) return;
  store = await postgresSchema(TEST_DATABASE_URL);
  database = await store.open();
  dist = writeFakeBuild();
  dataDir = mkdtempSync(join(tmpdir(), 'cgn-cluster-'));
  const started = startCluster({
    ...store.env,
    DIST_DIR: dist,
    DATA_DIR: dataDir,
    PORT: '0',
    CLUSTER_PROCESSES: String(PROCESSES),
    ADMIN_EMAIL: ADMIN,
    ADMIN_PASSWORD: PASSWORD,
  });
  cluster = started;
  proxy = await started.proxy;
  urls = [...started.processes.keys()].sort().map((number) => started.processes.get(number)!.url);
}, 120_000);

afterAll(async () => {
  if (!TEST_DATABASE_URL) return;
  // Stopped here when a test failed before the last one stopped it, or the start did not finish.
  cluster?.child.kill('SIGTERM');
  await cluster?.exited;
  await killLeftoverServers();
  await database.close();
  await store.remove();
  removeFakeBuild(dist);
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

// Several processes share only PostgreSQL: the embedded PGlite is one process's database by design.
describe.skipIf(!TEST_DATABASE_URL)(
  `several server processes on one PostgreSQL (npm run start:cluster)${TEST_DATABASE_URL ? '' : ' (skipped: TEST_DATABASE_URL is not set)'}`,
  () => {
    let session: { Cookie: string; [CSRF_HEADER]: string };

    it('runs the processes it was asked for, each answering on its own port', () => {
      expect(urls).toHaveLength(PROCESSES);
      expect(new Set(urls).size).toBe(PROCESSES);
    });

    it('a staff member signed in through one process is signed in on all, and through the proxy', async () => {
      const answer = await signIn(urls[0]!, PASSWORD);
      expect(answer.status).toBe(200);
      const { csrfToken } = (await answer.json()) as SessionInfo;
      session = { Cookie: answer.headers.get('Set-Cookie')!.split(';')[0]!, [CSRF_HEADER]: csrfToken };
      for (const url of [...urls, ...Array.from({ length: PROCESSES }, () => proxy)]) {
        const asked = await fetch(`${url}${SESSION_PATH}`, { headers: session });
        expect(asked.status, url).toBe(200);
        expect(((await asked.json()) as SessionInfo).user.email).toBe(ADMIN);
      }
    });

    it('an article published through one process is served at once by every process, and a change too', async () => {
      const slug = 'cluster-passport-renewal';
      const page = (url: string) => fetch(`${url}/articles/${slug}`);
      const data = (url: string) => fetch(`${url}${publicArticlePath(slug)}`);
      // Asked first, so that a process keeping answers in memory would have one to keep.
      for (const url of urls) {
        expect((await page(url)).status).toBe(404);
        expect((await data(url)).status).toBe(404);
      }
      const article = {
        title: 'Renewing a passport',
        slug,
        summary: 'What to bring.',
        category: 'documents',
        content: 'Bring your old passport.',
      };
      const created = await fetch(`${urls[0]}${CONTENT_PATH}`, {
        method: 'POST',
        ...json({ ...article, status: 'published' }, session),
      });
      expect(created.status).toBe(201);
      const item = (await created.json()) as ContentItem;
      // The fake renderer writes no title into the page: its ETag names the revision it shows, the same on
      // every process.
      const served = async (title: string) => {
        const etags = new Set<string | null>();
        for (const url of urls) {
          const html = await page(url);
          expect(html.status, url).toBe(200);
          etags.add(html.headers.get('ETag'));
          const answer = await data(url);
          expect(answer.status, url).toBe(200);
          expect(((await answer.json()) as { title: string }).title).toBe(title);
        }
        expect(etags.size).toBe(1);
        return [...etags][0];
      };
      const first = await served('Renewing a passport');
      // Changed through the second process, published through the third.
      const changed = await fetch(`${urls[1]}${contentItemPath(item.id)}`, {
        method: 'PUT',
        ...json({ ...article, revision: item.revision, title: 'Renewing your passport' }, session),
      });
      expect(changed.status).toBe(200);
      const { revision } = (await changed.json()) as ContentItem;
      const published = await fetch(`${urls[2]}${contentStepPath(item.id, 'publish')}`, {
        method: 'POST',
        ...json({ revision, change: 'minor' }, session),
      });
      expect(published.status).toBe(200);
      expect(await served('Renewing your passport')).not.toBe(first);
    });

    it('counts a visitor limit across the processes: one address gets the limit once, not once a process', async () => {
      const answer = () =>
        fetch(`${proxy}${FEEDBACK_PATH}`, {
          method: 'POST',
          ...json({ page: '/', language: 'en', useful: true }),
        });
      const { limit } = VISITOR_LIMITS.feedback;
      for (let i = 0; i < limit; i++) expect((await answer()).status).toBe(201);
      // One more to each process in turn: each refuses.
      for (let i = 0; i < PROCESSES; i++) {
        const refused = await answer();
        expect(refused.status).toBe(429);
        expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(500);
      }
    });

    it("believes X-Forwarded-For only with TRUST_PROXY: the proxy replaces a visitor's own, a process without it uses the socket", async () => {
      const tryAt = async (url: string, forwardedFor: string) =>
        signIn(url, 'not the password', { 'X-Forwarded-For': forwardedFor }, 'someone@example.gov.ng');
      const lastSignInFrom = async () =>
        (
          await database.db
            .selectFrom('audit_log')
            .select('ip')
            .where('action', '=', 'signInFailed')
            .orderBy('at', 'desc')
            .executeTakeFirstOrThrow()
        ).ip;
      // A cluster process (TRUST_PROXY=1), asked directly: as from its proxy.
      await tryAt(urls[2]!, '198.51.100.7');
      expect(await lastSignInFrom()).toBe('198.51.100.7');
      // Through the proxy: what the visitor sent is not believed.
      await tryAt(proxy, '198.51.100.8');
      expect(await lastSignInFrom()).toBe('127.0.0.1');
      // A process without TRUST_PROXY on the same database.
      const plain = startServer({ ...store.env, DIST_DIR: dist, DATA_DIR: join(dataDir, 'plain') });
      await tryAt(await plain.listening, '198.51.100.9');
      expect(await lastSignInFrom()).toBe('127.0.0.1');
      plain.child.kill('SIGTERM');
      expect(await plain.exited).toBe(0);
    }, 60_000);

    it('a lock-out counted on several processes holds on every one, even for the right password', async () => {
      // The fifth wrong password locks the account (server/accounts/signIn.ts), whichever process counted the others.
      for (const [i, url] of [...urls, urls[0]!, urls[1]!].entries())
        expect((await signIn(url, 'not the password')).status).toBe(i < 4 ? 401 : 429);
      for (const url of [...urls, proxy]) {
        const refused = await signIn(url, PASSWORD);
        expect(refused.status, url).toBe(429);
        expect(await refused.json()).toMatchObject({ reason: 'locked' });
      }
    });

    it('skips a process that is down, starts it again, and stops every process on SIGTERM', async () => {
      const running = cluster!;
      const { pid } = running.processes.get(2)!;
      const back = running.restarted(2, pid);
      process.kill(pid, 'SIGKILL');
      for (let i = 0; i < 2 * PROCESSES; i++) expect((await fetch(`${proxy}/`)).status).toBe(200);
      await back;
      expect((await fetch(`${running.processes.get(2)!.url}/`)).status).toBe(200);
      const pids = [...running.processes.values()].map((entry) => entry.pid);
      running.child.kill('SIGTERM');
      expect(await running.exited).toBe(0);
      for (const stopped of pids) expect(() => process.kill(stopped, 0)).toThrow();
    }, 60_000);
  },
);
