/**
 * A real server process for a benchmark (scripts/bench-server.mjs, scripts/bench-soak.mjs), on a fresh
 * database thrown away after: PGlite in a temporary DATA_DIR, or PostgreSQL in a schema of its own that
 * is dropped after. Its database holds the benchmark's first admin and `items` staff content items
 * (scripts/seed-articles.mjs: every third published, so they are articles visitors read too), and the
 * benchmark talks to it through HTTP only, as staff and visitors do.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { seedArticlesStatements } from './seed-articles.mjs';
import { startServer } from './start-server.mjs';

/** The benchmark's own first admin, made at the server's first start. */
const ADMIN = { email: 'bench-admin@example.gov.ng', password: 'bench server content list' };
const adminEnv = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
/** SESSION_PATH, CSRF_HEADER and CONTENT_PATH of src/shared/api (plain node cannot import TypeScript). */
const SESSION_PATH = '/api/session';
const CSRF_HEADER = 'X-CSRF-Token';
export const CONTENT_PATH = '/api/content';
/** How often the server logs its memory (MEMORY_LOG_MS of server/jobs/memoryLog.ts). */
export const MEMORY_LOG_SECONDS = 60;

/** The seeded published articles' addresses: item i is published when i is a multiple of 3. */
export const seededArticlePath = (n) => `/articles/bench-item-${3 * n}`;

/**
 * Runs `measure({ url, database })` against a server on a seeded database: PGlite, or PostgreSQL at
 * `postgresUrl`. `server` goes to startServer (extra node flags, a log reader).
 */
export async function withBenchServer({ postgresUrl, items, server = {} }, measure) {
  const dataDir = mkdtempSync(join(tmpdir(), 'cgn-bench-'));
  try {
    return postgresUrl
      ? await onPostgres(postgresUrl, dataDir, items, server, measure)
      : await onPglite(dataDir, items, server, measure);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPglite(dataDir, items, server, measure) {
  // The first start creates and migrates the database; the items are written while it is stopped.
  const first = startServer({ DATA_DIR: dataDir, ...adminEnv });
  await first.url;
  await first.stop();
  const pglite = await PGlite.create({ dataDir: join(dataDir, 'pgdata') });
  for (const statement of seedArticlesStatements(items)) await pglite.query(statement);
  await pglite.close();
  const running = startServer({ DATA_DIR: dataDir }, server);
  try {
    return await measure({ url: await running.url, database: 'pglite' });
  } finally {
    await running.stop();
  }
}

async function onPostgres(adminUrl, dataDir, items, server, measure) {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const url = new URL(adminUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const running = startServer({ DATA_DIR: dataDir, DATABASE_URL: url.href, ...adminEnv }, server);
  try {
    const address = await running.url; // migrated by now
    await admin.query(`set search_path to ${schema}`);
    for (const statement of seedArticlesStatements(items)) await admin.query(statement);
    return await measure({ url: address, database: 'postgres' });
  } finally {
    await running.stop();
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
}

/** Signs in as the benchmark's admin: the headers a staff request carries (cookie, CSRF token). */
export async function signIn(url) {
  const response = await fetch(url + SESSION_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new Error(`signing in answered ${response.status}: ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const { csrfToken } = await response.json();
  return { cookie, [CSRF_HEADER]: csrfToken };
}

async function staffWrite(url, staff, method, path, body) {
  const response = await fetch(url + path, {
    method,
    headers: { ...staff, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** Creates and publishes an article; answers the item (id, slug, revision…). */
export const publishArticle = (url, staff, title, content) =>
  staffWrite(url, staff, 'POST', CONTENT_PATH, {
    title,
    summary: 'What changed, for the benchmark.',
    category: 'documents',
    content,
    status: 'published',
  });

/** Saves new text into a published article and publishes it (a major change); answers the item. */
export async function republish(url, staff, item, content) {
  const path = `${CONTENT_PATH}/${item.id}`;
  const { title, slug, summary, category } = item;
  const saved = await staffWrite(url, staff, 'PUT', path, {
    revision: item.revision,
    title,
    slug,
    summary,
    category,
    content,
  });
  return staffWrite(url, staff, 'POST', `${path}/publish`, {
    revision: saved.revision,
    change: 'major',
    changeNote: 'Updated during the benchmark.',
  });
}
