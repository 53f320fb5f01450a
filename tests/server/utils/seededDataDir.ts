import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';

/**
 * A new DATA_DIR at `dir` whose database is a copy of the run's migrated template, with `sql` run on it:
 * no server a test starts waits for initdb.
 */
export async function seededDataDir(dir: string, sql = ''): Promise<string> {
  mkdirSync(dir);
  const template = new Blob([readFileSync(inject('pgliteTemplates').migrated)]);
  const pglite = await PGlite.create({ dataDir: join(dir, 'pgdata'), loadDataDir: template });
  await pglite.exec(sql);
  await pglite.close();
  return dir;
}
