import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { kyselyOverPglite } from '../../../server/db/database';
import { migrate } from '../../../server/db/migrate';
import { withAdminClient } from './postgresAdmin';

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

declare module 'vitest' {
  export interface ProvidedContext {
    /** Saved PGlite data folders (tar): `empty` just after initdb, `migrated` with the server's migrations. */
    pgliteTemplates: { empty: string; migrated: string };
    /** Where the run's server renderer is built, by the first test file that needs one (rendererBuild.ts). */
    rendererDir: string;
    /** The start of every PostgreSQL schema the run's tests make (testDatabase.ts); dropped at its end. */
    schemaPrefix: string;
  }
}

/**
 * initdb takes 4–12 s on this machine; loading a saved data folder about 0.5 s. So it runs once per test
 * run, here, and every test starts from a copy.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'cgn-pglite-templates-'));
  const templates = { empty: join(dir, 'empty.tar'), migrated: join(dir, 'migrated.tar') };
  const pglite = await PGlite.create();
  const save = async (file: string) =>
    writeFileSync(file, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
  await save(templates.empty);
  const db = kyselyOverPglite(pglite);
  await migrate(db);
  await db.destroy();
  await save(templates.migrated);
  await pglite.close();
  project.provide('pgliteTemplates', templates);
  project.provide('rendererDir', join(dir, 'renderer'));
  const schemaPrefix = `test_${randomBytes(3).toString('hex')}`;
  project.provide('schemaPrefix', schemaPrefix);
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (TEST_DATABASE_URL) await dropSchemas(TEST_DATABASE_URL, schemaPrefix);
  };
}

/** The schemas a run's workers kept to the end (each worker keeps its databases: testDatabase.ts). */
async function dropSchemas(url: string, prefix: string) {
  await withAdminClient(url, async (client) => {
    const { rows } = await client.query<{ name: string }>(
      `select nspname as name from pg_namespace where nspname like $1`,
      [`${prefix}\\_%`],
    );
    for (const { name } of rows) await client.query(`drop schema "${name}" cascade`);
  });
}
