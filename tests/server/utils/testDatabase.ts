import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, inject, it } from 'vitest';
import { openPglite, openPostgres, type DatabaseHandle } from '../../../server/db/database';
import { migrate } from '../../../server/db/migrate';

/** `empty`: a database with nothing in it; `migrated`: with the server's migrations applied. */
export type Start = 'empty' | 'migrated';

export interface DatabaseLeg {
  name: 'PGlite' | 'PostgreSQL';
  open(start: Start): Promise<DatabaseHandle>;
}

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

/** Each template as read from its file, once per worker: a Blob is never written to. */
const templates = new Map<Start, Blob>();

/**
 * The embedded database, in memory, from the run's saved template (no initdb). Every database test
 * opens one, so its start is most of the server tests' time: PostgreSQL's default 128 MB of shared
 * buffers are set up at each start and take about 40% of it; a test's few rows need far fewer.
 */
export async function openTestPglite(start: Start): Promise<DatabaseHandle> {
  let template = templates.get(start);
  if (!template) {
    template = new Blob([readFileSync(inject('pgliteTemplates')[start])]);
    templates.set(start, template);
  }
  return openPglite({ loadDataDir: template, settings: { shared_buffers: '16MB' } });
}

/**
 * PostgreSQL at TEST_DATABASE_URL, in a schema of its own that is dropped on close: test files run in
 * parallel, and each sees only its own tables.
 */
async function openTestPostgres(url: string, start: Start): Promise<DatabaseHandle> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  await asAdmin(url, `create schema ${schema}`);
  const database = await openPostgres(url, { options: `-c search_path=${schema}` });
  if (start === 'migrated') await migrate(database.db);
  return {
    ...database,
    async close() {
      // A test may already have closed the pool (the health check's "database down" case).
      await database.close().catch(() => undefined);
      await asAdmin(url, `drop schema ${schema} cascade`);
    },
  };
}

async function asAdmin(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * The databases each database test runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set
 * (CI sets it). Use with `describe.each(databaseLegs)` and `reportSkippedLeg()`.
 */
export const databaseLegs: DatabaseLeg[] = [
  { name: 'PGlite', open: openTestPglite },
  ...(TEST_DATABASE_URL
    ? [{ name: 'PostgreSQL' as const, open: (start: Start) => openTestPostgres(TEST_DATABASE_URL, start) }]
    : []),
];

/** Without TEST_DATABASE_URL, a skipped test that says so in the report, rather than silence. */
export function reportSkippedLeg() {
  if (!TEST_DATABASE_URL) it.skip('PostgreSQL leg skipped: TEST_DATABASE_URL is not set', () => {});
}

/**
 * `count` whole databases on TEST_DATABASE_URL's server, made before the describe's tests and dropped
 * after, as URLs: for what connects to a DATABASE_URL itself (the backup and restore commands), where a
 * schema of its own is not enough. Without TEST_DATABASE_URL, none (use it inside describe.runIf).
 */
export function scratchDatabases(prefix: string, count: number): string[] {
  const url = TEST_DATABASE_URL;
  if (!url) return [];
  const names = Array.from({ length: count }, () => `${prefix}_${randomBytes(4).toString('hex')}`);
  beforeAll(async () => {
    for (const name of names) await asAdmin(url, `create database ${name}`);
  });
  afterAll(async () => {
    for (const name of names) await asAdmin(url, `drop database if exists ${name}`);
  });
  return names.map((name) => Object.assign(new URL(url), { pathname: `/${name}` }).href);
}
