import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, inject, it } from 'vitest';
import { kyselyOverPglite, openPglite, openPostgres, type DatabaseHandle } from '../../../server/db/database';
import { migrate } from '../../../server/db/migrate';
import type { Database } from '../../../server/db/schema';
import { restoreSnapshot, takeSnapshot, type Snapshot } from './databaseReset';
import { asAdmin } from './postgresAdmin';

/** `empty`: a database with nothing in it; `migrated`: with the server's migrations applied. */
export type Start = 'empty' | 'migrated';

export interface DatabaseLeg {
  name: 'PGlite' | 'PostgreSQL';
  open(start: Start): Promise<DatabaseHandle>;
}

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

/** Each template as read from its file, once per worker: a Blob is never written to. */
const templates = new Map<Start, Blob>();

/** PGlite's start settings for tests: PostgreSQL's default 128 MB of shared buffers take about 40% of a
 * start; a test's few rows need far fewer. */
const PGLITE_SETTINGS = { shared_buffers: '16MB' };

function templateOf(start: Start): Blob {
  let template = templates.get(start);
  if (!template) {
    template = new Blob([readFileSync(inject('pgliteTemplates')[start])]);
    templates.set(start, template);
  }
  return template;
}

/**
 * A database a test opens and closes, kept by the worker when it closes (test files share a worker's
 * modules: vite.config.ts) and handed, put back to a freshly migrated state, to the next test that asks
 * (databaseReset.ts: about 30 ms, where starting another takes 0.5 s or more). Each test still gets a
 * client of its own, so a test that closes its database (to see the server answer "database down")
 * closes only that client. Kept databases end with the worker: PGlite's with its memory, PostgreSQL's
 * schemas with the run (globalSetup.ts drops the run's schemas).
 */
interface KeptDatabase {
  /** A new client (Kysely) on this database. */
  connect(): Promise<Kysely<Database>>;
  snapshot: Snapshot;
  /** Ends the database for good (a test changed its tables, or putting it back failed). */
  discard(): Promise<void>;
}

function keptDatabases(
  kind: DatabaseHandle['kind'],
  start: () => Promise<KeptDatabase>,
): () => Promise<DatabaseHandle> {
  const idle: KeptDatabase[] = [];
  return async () => {
    const kept = idle.pop() ?? (await start());
    const db = await kept.connect();
    let closed = false;
    return {
      db,
      kind,
      async close() {
        if (closed) return;
        closed = true;
        // The test may have ended its client itself (the "database down" case).
        await db.destroy().catch(() => undefined);
        const again = await kept.connect();
        const restored = await restoreSnapshot(again, kept.snapshot).catch(() => false);
        await again.destroy();
        if (restored) idle.push(kept);
        else await kept.discard();
      },
    };
  };
}

const openKeptPglite = keptDatabases('pglite', async () => {
  const settings = Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
  const pglite = await PGlite.create({
    loadDataDir: templateOf('migrated'),
    startParams: [...PGlite.defaultStartParams, ...settings],
  });
  const db = kyselyOverPglite(pglite);
  const snapshot = await takeSnapshot(db);
  await db.destroy();
  return {
    connect: () => Promise.resolve(kyselyOverPglite(pglite)),
    snapshot,
    discard: () => pglite.close(),
  };
});

/**
 * The embedded database, in memory: migrated, one the worker keeps between tests (above); empty, a new
 * one from the run's saved template (no initdb).
 */
export async function openTestPglite(start: Start): Promise<DatabaseHandle> {
  if (start === 'migrated') return openKeptPglite();
  return openPglite({ loadDataDir: templateOf(start), settings: PGLITE_SETTINGS });
}

/**
 * PostgreSQL at TEST_DATABASE_URL, in a schema of its own: workers run in parallel, and each test sees
 * only its own tables. Empty, the schema is dropped when the test closes it; migrated, it is kept between
 * tests as PGlite's is.
 */
async function openTestPostgres(url: string, start: Start): Promise<DatabaseHandle> {
  if (start === 'migrated') return openKeptPostgres(url);
  const schema = await newSchema(url);
  const database = await openPostgres(url, { options: `-c search_path=${schema}` });
  return {
    ...database,
    async close() {
      // A test may already have closed the pool (the health check's "database down" case).
      await database.close().catch(() => undefined);
      await asAdmin(url, `drop schema ${schema} cascade`);
    },
  };
}

/** A schema named for the run (globalSetup.ts drops what the run left) and unique within it. */
async function newSchema(url: string): Promise<string> {
  const schema = `${inject('schemaPrefix')}_${randomBytes(4).toString('hex')}`;
  await asAdmin(url, `create schema ${schema}`);
  return schema;
}

const keptPostgres = new Map<string, () => Promise<DatabaseHandle>>();
function openKeptPostgres(url: string): Promise<DatabaseHandle> {
  let open = keptPostgres.get(url);
  if (!open) {
    open = keptDatabases('postgres', async () => {
      const schema = await newSchema(url);
      const connect = async () => (await openPostgres(url, { options: `-c search_path=${schema}` })).db;
      const db = await connect();
      await migrate(db);
      const snapshot = await takeSnapshot(db);
      await db.destroy();
      return { connect, snapshot, discard: () => asAdmin(url, `drop schema ${schema} cascade`) };
    });
    keptPostgres.set(url, open);
  }
  return open();
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
