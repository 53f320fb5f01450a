import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

/** The query layer and how to close it: the same Kysely code runs on PGlite and on PostgreSQL. */
export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/**
 * The embedded database: PGlite (PostgreSQL in WebAssembly) behind node-postgres's Pool, so Kysely's
 * PostgresDialect drives it exactly as it drives a server. `dataDir` undefined keeps it in memory;
 * `loadDataDir` starts from a saved copy (the tests' migrated template) instead of running initdb;
 * `settings` are PostgreSQL settings for this start (`-c name=value`), beside PGlite's own.
 */
export async function openPglite(
  options: { dataDir?: string; loadDataDir?: Blob; settings?: Record<string, string> } = {},
): Promise<DatabaseHandle> {
  const settings = Object.entries(options.settings ?? {}).flatMap(([name, value]) => [
    '-c',
    `${name}=${value}`,
  ]);
  const pglite = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    ...(settings.length > 0 ? { startParams: [...PGlite.defaultStartParams, ...settings] } : {}),
  });
  const db = kyselyOverPglite(pglite);
  return {
    db,
    kind: 'pglite',
    async close() {
      await db.destroy();
      // close() checkpoints, so the next start finds everything on disk.
      await pglite.close();
    },
  };
}

/** Kysely over an open PGlite, which the caller keeps and closes (the test templates dump it). */
export function kyselyOverPglite(pglite: PGlite): Kysely<Database> {
  // PGlite is one connection: the pool hands it out to one query (or transaction) at a time.
  return new Kysely<Database>({
    dialect: new PostgresDialect({ pool: new pg.Pool(createPgConfig(pglite)) }),
  });
}

/** A PostgreSQL server at `url`. Throws when it cannot be reached, so a bad address fails at start. */
export async function openPostgres(url: string, poolOptions: pg.PoolConfig = {}): Promise<DatabaseHandle> {
  // A connection that cannot be made within 5 s fails the query, which is answered 503 (errorHandler.ts):
  // a request waits no longer than that for a database that is away.
  const pool = new pg.Pool({ connectionString: url, connectionTimeoutMillis: 5000, ...poolOptions });
  // A connection that drops (PostgreSQL restarted, the network cut) is an 'error' event — on the pool
  // while the connection is idle, on the connection itself while a query holds it — which would end the
  // process unheard. The query in flight fails on its own (answered 503), the pool discards the broken
  // connection, and the next query opens a new one.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  try {
    await sql`select 1`.execute(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return { db, kind: 'postgres', close: () => db.destroy() };
}
