import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_PATH, contentItemPath, IDEMPOTENCY_HEADER, type ContentItem } from '@/shared/api/content';
import { FEEDBACK_PATH } from '@/shared/api/feedback';
import { DATABASE_AWAY_MESSAGE } from '../../server/http/errorHandler';
import { killLeftoverServers, startServer } from '../server/utils/childServer';
import { removeFakeBuild, writeFakeBuild } from '../server/utils/fakeBuild';
import { postgresSchema, type ReopenableDatabase } from '../server/articles/reopenableDatabases';
import { changeOf, draft } from '../server/articles/contentTestApp';
import { cuttableProxy, type CuttableProxy } from './utils/cuttableProxy';
import { addStaff, httpBrowser, STAFF_PASSWORD } from './utils/httpStaff';

/**
 * The database away while the server runs: a real server process on PostgreSQL through a proxy the test
 * cuts and restores (the real PostgreSQL keeps running for everyone else). Only PostgreSQL can be away
 * from a running server: PGlite is inside the process.
 */
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

// The pool gives up on a connection after 5 s (server/db/database.ts): nothing may wait longer.
const ANSWER_WITHIN_MS = 6000;
const STACK_TRACE = /\n\s+at |node_modules|\.ts:\d+/;

let store: ReopenableDatabase;
let dist: string;
let proxy: CuttableProxy;
let dataDir: string;
beforeAll(async () => {
  if (!TEST_DATABASE_URL) return;
  store = await postgresSchema(TEST_DATABASE_URL);
  const target = new URL(TEST_DATABASE_URL);
  proxy = await cuttableProxy({ host: target.hostname, port: Number(target.port || 5432) });
  dist = writeFakeBuild();
  dataDir = mkdtempSync(join(tmpdir(), 'cgn-away-'));
}, 60_000);
afterEach(killLeftoverServers);
afterAll(async () => {
  if (!TEST_DATABASE_URL) return;
  await proxy.close();
  await store.remove();
  removeFakeBuild(dist);
  rmSync(dataDir, { recursive: true, force: true });
});

/** `request` answered, with how long it took and its body as text. */
async function timed(request: Promise<Response>) {
  const started = performance.now();
  const response = await request;
  const text = await response.text();
  return { response, text, ms: performance.now() - started };
}

describe.skipIf(!TEST_DATABASE_URL)('the database away while a server runs on PostgreSQL', () => {
  it('serves the build, answers 503 with Retry-After while it is away, and writes again once it is back', async () => {
    const database = await store.open();
    const [editor] = await addStaff(database, 'editor', 1);
    await database.close();
    const viaProxy = new URL(store.env.DATABASE_URL!);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    const server = startServer({ DATABASE_URL: viaProxy.href, DIST_DIR: dist, DATA_DIR: dataDir });
    const url = await server.listening;
    const browser = httpBrowser(() => url);
    expect((await browser.signIn(editor!, STAFF_PASSWORD)).status).toBe(200);
    const created = await browser.request('POST', CONTENT_PATH, draft());
    expect(created.status).toBe(201);
    const item = (await created.json()) as ContentItem;
    const save = () =>
      browser.request('PUT', contentItemPath(item.id), changeOf(item, { title: 'Saved after the outage' }), {
        [IDEMPOTENCY_HEADER]: 'save-during-outage',
      });
    const feedback = () =>
      fetch(`${url}${FEEDBACK_PATH}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ page: '/documents/nin', language: 'en', useful: true }),
      });

    await proxy.cut();
    const health = await timed(fetch(`${url}/healthz`));
    expect(health.response.status).toBe(503);
    expect(health.ms).toBeLessThan(ANSWER_WITHIN_MS);
    // Pages the build holds are served from memory, the database-rendered ones (home, guide) as built.
    for (const path of ['/search', '/', '/documents/nin']) {
      const page = await timed(fetch(`${url}${path}`));
      expect(page.response.status, path).toBe(200);
      expect(page.text).toContain('<!doctype html>');
    }
    for (const write of [save, feedback]) {
      const answer = await timed(write());
      expect(answer.response.status).toBe(503);
      expect(answer.ms).toBeLessThan(ANSWER_WITHIN_MS);
      expect(answer.response.headers.get('Retry-After')).toBe('60');
      expect(JSON.parse(answer.text)).toEqual({ error: DATABASE_AWAY_MESSAGE });
    }
    // A page only the database has: a plain page saying so, no stack trace.
    const article = await timed(fetch(`${url}/articles/${item.slug}`));
    expect(article.response.status).toBe(503);
    expect(article.text).toContain(DATABASE_AWAY_MESSAGE);
    expect(article.text).not.toMatch(STACK_TRACE);
    // Each failure is one log line, with no stack and no address of the database.
    const logged = server.stdout.filter((line) => line.includes('"databaseUnreachable"'));
    expect(logged.length).toBeGreaterThan(0);
    for (const line of logged) expect(line).not.toMatch(STACK_TRACE);
    expect(server.stdout.some((line) => line.includes('"msg":"error"'))).toBe(false);

    await proxy.restore();
    // The same save, sent again with its key, as the editor's queue does: nothing was saved before.
    const saved = await save();
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect(saved.headers.get('Idempotent-Replayed')).toBeNull();
    expect(((await saved.json()) as ContentItem).title).toBe('Saved after the outage');
    expect((await feedback()).status).toBe(201);
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    expect(server.child.exitCode).toBeNull(); // the same process: no restart
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 60_000);
});
