#!/usr/bin/env node
/**
 * The server under load, on this machine: autocannon (in this process) against a real server process on
 * 127.0.0.1, each case after a short warm-up and bounded in time. Prints requests/s, p50/p99 latency and
 * errors, and checks issue 23's budgets (exit 1 when one is missed). The load generator shares the
 * machine's cores with the server, as it would on a 2-core box. Issue 25: the staff content list with
 * 10,000 items in the database, page by page as one editor asks for them (p99 under 50 ms).
 *   npm run build && npm run bench:server      the embedded database (PGlite, a fresh DATA_DIR)
 *   BENCH_DATABASE_URL=postgres://… npm run bench:server
 *                                              PostgreSQL too, in a schema of its own that is dropped after
 *   BENCH_SECONDS=N                            seconds a case (default 10)
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import pg from 'pg';
import { seedArticlesStatements } from './seed-articles.mjs';
import { startServer } from './start-server.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 2;
const CONNECTIONS = 10;
/** Issue 23's budgets on a 2-core machine: requests/s by case and database, p99 in ms, no errors. */
const BUDGET = { page: 3000, articles: { pglite: 800, postgres: 1500 }, p99Ms: 50 };
/** How many content items the staff list cases run against (issue 25). */
const CONTENT_ITEMS = 10_000;
/** The benchmark's own first admin, made at the server's first start in a database thrown away after. */
const ADMIN = { email: 'bench-admin@example.gov.ng', password: 'bench server content list' };
/** SESSION_PATH and CONTENT_PATH of src/shared/api (plain node cannot import TypeScript). */
const SESSION_PATH = '/api/session';
const CONTENT_PATH = '/api/content';

const CASES = [
  {
    name: 'page',
    label: 'prerendered page /documents/nin (br)',
    path: '/documents/nin',
    headers: { 'accept-encoding': 'br, gzip' },
  },
  { name: 'articles', label: 'JSON read GET /api/articles (20 items)', path: '/api/articles', headers: {} },
  // One editor paging through the list: a request at a time, its latency is what the budget is about.
  ...[
    ['staff list, page 1', ''],
    ['staff list, page 200 by title', '?sort=title&dir=asc&page=200'],
    ['staff list, drafts in a category', '?status=draft&category=rights'],
    ['staff list, title search', '?q=passport+renew'],
  ].map(([label, query]) => ({
    name: 'content',
    label: `${label} (${CONTENT_ITEMS.toLocaleString('en')} items)`,
    path: `${CONTENT_PATH}${query}`,
    headers: {},
    staff: true,
    connections: 1,
  })),
];

/** 20 published articles, each about the size of a real one. */
function articleRows() {
  const body = 'Plain-language steps to get your National Identification Number. '.repeat(30);
  return Array.from({ length: 20 }, (_, i) => {
    const at = new Date(Date.UTC(2026, 0, i + 1)).toISOString();
    return [
      randomUUID(),
      `bench-article-${i + 1}`,
      `Article ${i + 1}`,
      'documents',
      body,
      'Editor',
      'published',
      at,
      at,
      at,
    ];
  });
}
const INSERT =
  'insert into articles (id, slug, title, category, content, author, status, created_at, updated_at, published_at) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)';

/** CONTENT_ITEMS staff content items, older than the 20 articles above (so those stay the newest). */
const SEED_CONTENT = seedArticlesStatements(CONTENT_ITEMS);

/** Signs in as the benchmark's admin; the session cookie to send with the staff cases. */
async function staffCookie(url) {
  const response = await fetch(url + SESSION_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new Error(`signing in answered ${response.status}: ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function run(url, { path, headers, connections = CONNECTIONS }, seconds) {
  return autocannon({ url: url + path, headers, connections, duration: seconds });
}

async function measure(database, url) {
  const rows = [];
  const cookie = await staffCookie(url);
  for (const benchCase of CASES) {
    const withSession = benchCase.staff
      ? { ...benchCase, headers: { ...benchCase.headers, cookie } }
      : benchCase;
    await run(url, withSession, WARM_UP_SECONDS);
    const result = await run(url, withSession, SECONDS);
    const minimum =
      benchCase.name === 'page' ? BUDGET.page : benchCase.name === 'articles' ? BUDGET.articles[database] : 0;
    const errors = result.errors + result.timeouts + result.non2xx;
    const ok = result.requests.average >= minimum && result.latency.p99 <= BUDGET.p99Ms && errors === 0;
    rows.push({
      database,
      case: benchCase.label,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors,
      minimum,
      ok,
    });
  }
  return rows;
}

/** The server's first-start settings that make the benchmark's admin. */
const adminEnv = () => ({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });

async function embeddedLeg() {
  const dataDir = mkdtempSync(join(tmpdir(), 'cgn-bench-'));
  try {
    // The first start creates and migrates the database; the articles are written while it is stopped.
    const first = startServer({ DATA_DIR: dataDir, ...adminEnv() });
    await first.url;
    await first.stop();
    const pglite = await PGlite.create({ dataDir: join(dataDir, 'pgdata') });
    for (const row of articleRows()) await pglite.query(INSERT, row);
    for (const statement of SEED_CONTENT) await pglite.query(statement);
    await pglite.close();
    const server = startServer({ DATA_DIR: dataDir });
    try {
      return await measure('pglite', await server.url);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function postgresLeg(adminUrl) {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const url = new URL(adminUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'cgn-bench-'));
  const server = startServer({ DATA_DIR: dataDir, DATABASE_URL: url.href, ...adminEnv() });
  try {
    const address = await server.url; // migrated by now
    await admin.query(`set search_path to ${schema}`);
    for (const row of articleRows()) await admin.query(INSERT, row);
    for (const statement of SEED_CONTENT) await admin.query(statement);
    return await measure('postgres', address);
  } finally {
    await server.stop();
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const rows = await embeddedLeg();
if (process.env.BENCH_DATABASE_URL) rows.push(...(await postgresLeg(process.env.BENCH_DATABASE_URL)));
else console.log('PostgreSQL leg skipped: set BENCH_DATABASE_URL to run it.');

console.log(
  `\n${CONNECTIONS} connections, ${SECONDS} s a case after ${WARM_UP_SECONDS} s of warm-up; budget p99 ≤ ${BUDGET.p99Ms} ms, no errors`,
);
console.log(
  'database  case                                                      req/s   budget   p50 ms   p99 ms  errors',
);
for (const row of rows)
  console.log(
    `${row.database.padEnd(9)} ${row.case.padEnd(55)} ${Math.round(row.rps).toString().padStart(7)} ${(row.minimum ? `≥${row.minimum}` : '–').padStart(8)} ${String(row.p50).padStart(8)} ${String(row.p99).padStart(8)} ${String(row.errors).padStart(7)}  ${row.ok ? 'ok' : 'MISSED'}`,
  );
if (rows.some((row) => !row.ok)) {
  console.log('\nA budget was missed (see MISSED above).');
  process.exitCode = 1;
}
