import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPglite, openPostgres, type DatabaseHandle } from '../../../server/db/database';
import { migrate } from '../../../server/db/migrate';
import { pgliteDir } from '../../../server/db/openDatabase';
import { seedDataDir } from '../utils/dataDirs';
import { asAdmin } from '../utils/postgresAdmin';

/**
 * A migrated database that can be opened again after it was closed (a restart) or opened twice at once
 * (two server processes): PGlite in a folder of its own, or a PostgreSQL schema of its own.
 */
export interface ReopenableDatabase {
  open(): Promise<DatabaseHandle>;
  /** What a server process is given to reach it: DATA_DIR (PGlite) or DATABASE_URL (PostgreSQL). */
  env: Record<string, string>;
  remove(): Promise<void>;
}

/** PGlite in a new DATA_DIR, from the run's migrated template. */
export async function pgliteFolder(): Promise<ReopenableDatabase> {
  const dataDir = await seedDataDir(mkdtempSync(join(tmpdir(), 'cgn-reopen-')), 'migrated');
  return {
    open: () => openPglite({ dataDir: pgliteDir(dataDir) }),
    env: { DATA_DIR: dataDir },
    remove: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** A new schema at `url`, migrated; every connection opened on it (in this process or another) uses it. */
export async function postgresSchema(url: string): Promise<ReopenableDatabase> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  await asAdmin(url, `create schema ${schema}`);
  const address = new URL(url);
  address.searchParams.set('options', `-c search_path=${schema}`);
  const open = () => openPostgres(address.href);
  const first = await open();
  await migrate(first.db);
  await first.close();
  return {
    open,
    env: { DATABASE_URL: address.href },
    remove: () => asAdmin(url, `drop schema ${schema} cascade`),
  };
}
