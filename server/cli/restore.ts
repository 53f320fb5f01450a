/**
 * `npm run restore -- FILE`: loads a backup made by `npm run backup` into the database the server is
 * configured for (DATA_DIR, or DATABASE_URL), which must be empty: a new DATA_DIR, or a database just
 * made with createdb. Never while a server holds DATA_DIR. One transaction: on failure nothing is kept.
 */
import { createReadStream, existsSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { openBackup, BackupError } from '../backup/backupFormat';
import { migrationsFor, restoreBackup } from '../backup/restoreBackup';
import { readConfig } from '../config';
import { lockDataDir } from '../dataDir';
import { databaseAddress, openDatabase, pgliteDir } from '../db/openDatabase';
import { describeTables, runCommand } from './operatorCommand';

runCommand('restore', async () => {
  const started = performance.now();
  if (!process.argv[2]) throw new BackupError('which backup? Name its file: npm run restore -- FILE');
  const file = resolve(process.argv[2]);
  if (!existsSync(file)) throw new BackupError(`${file} does not exist.`);
  const config = readConfig(process.env);
  const target = config.databaseUrl
    ? `the database at ${databaseAddress(config.databaseUrl)}`
    : `DATA_DIR ${config.dataDir}`;
  // Read and checked before the database is opened: a new DATA_DIR's takes seconds to make.
  const backup = await openBackup(createReadStream(file), file);
  migrationsFor(backup.header);
  // With DATABASE_URL there is no lock: the restore's own check (an empty database) is the guard.
  const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  // A database this command makes (a new DATA_DIR) and fails to fill is removed, not left half-made.
  const made = !config.databaseUrl && !existsSync(pgliteDir(config.dataDir));
  let restored = false;
  try {
    const database = await openDatabase(config);
    try {
      const { header } = backup;
      await restoreBackup(database.db, backup, target);
      restored = true;
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      process.stdout.write(
        [
          `Restored ${file} into ${target} in ${seconds} s`,
          `  schema version ${header.schemaVersion}, taken at ${header.createdAt}:`,
          ...describeTables(header.tables),
          '',
        ].join('\n'),
      );
    } finally {
      await database.close();
    }
  } finally {
    if (made && !restored) rmSync(pgliteDir(config.dataDir), { recursive: true, force: true });
    release();
  }
});
