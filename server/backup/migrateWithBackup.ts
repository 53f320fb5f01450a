import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { migrate, MIGRATIONS_DIR, pendingMigrations } from '../db/migrate';
import type { Database } from '../db/schema';
import type { LogWriter } from '../http/requestLog';
import { backupFileName, saveBackupFile } from './backupFile';
import { BackupError } from './backupFormat';
import { writeBackup } from './writeBackup';

/**
 * The start's migration step: when a database that already has migrations applied has more pending,
 * writes a backup to `backupsDir` first and logs where, so an upgrade that goes wrong can be undone.
 * A new database (nothing applied) has nothing to lose and gets none. Returns the versions applied.
 */
export async function migrateWithBackup(
  db: Kysely<Database>,
  backupsDir: string,
  log: LogWriter,
  dir = MIGRATIONS_DIR,
  now = () => new Date(),
): Promise<number[]> {
  const { newest, pending } = await pendingMigrations(db, dir);
  const [firstPending] = pending;
  if (newest > 0 && firstPending) {
    const started = performance.now();
    const file = join(
      backupsDir,
      backupFileName(now(), `-before-${String(firstPending.version).padStart(4, '0')}`),
    );
    const header = await saveBackupFile(file, (out) => writeBackup(db, out, now)).catch((error: unknown) => {
      throw new BackupError(
        `The backup taken before migrations could not be written to ${file} (${reason(error)}); no migration was applied.`,
      );
    });
    log({
      msg: 'backup before migrations',
      file,
      schemaVersion: header.schemaVersion,
      pending: pending.map((m) => m.version),
      rows: header.tables.reduce((sum, t) => sum + t.rows, 0),
      ms: Math.round(performance.now() - started),
    });
  }
  return migrate(db, dir);
}

const reason = (error: unknown) =>
  error instanceof BackupError
    ? error.message
    : ((error as NodeJS.ErrnoException).code ?? (error instanceof Error ? error.message : String(error)));
