import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import type { Start } from './testDatabase';

/**
 * Makes `dir` a DATA_DIR whose database is a copy of the run's template (`empty`: just after initdb;
 * `migrated`), then runs `sql` on it: no server or command started on it waits for initdb.
 */
export async function seedDataDir(dir: string, start: Start, sql = '') {
  mkdirSync(dir, { recursive: true });
  const template = new Blob([readFileSync(inject('pgliteTemplates')[start])]);
  const pglite = await PGlite.create({ dataDir: join(dir, 'pgdata'), loadDataDir: template });
  await pglite.exec(sql);
  await pglite.close();
  return dir;
}
