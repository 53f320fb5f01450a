/**
 * `npm run backup [-- FILE]`: writes a consistent backup of the database the server is configured for
 * (same environment: DATA_DIR, DATABASE_URL) to FILE, by default DATA_DIR/backups/backup-<time>.jsonl.gz,
 * then reads it back to the end and prints what it holds. Works while the server runs:
 * - DATABASE_URL: connects to PostgreSQL itself;
 * - PGlite, no server running: takes DATA_DIR's lock for the time of the backup;
 * - PGlite, a server running (it holds the lock): asks that server, on DATA_DIR/control.sock.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { backupFileName, backupsDir, readBackupFile, saveBackupFile } from '../backup/backupFile';
import { BackupError } from '../backup/backupFormat';
import { controlSocketPath, requestBackup } from '../backup/controlSocket';
import { writeBackup } from '../backup/writeBackup';
import { readConfig, type ServerConfig } from '../config';
import { DataDirInUseError, lockDataDir } from '../dataDir';
import { databaseAddress, openDatabase, pgliteDir } from '../db/openDatabase';
import { describeTables, runCommand } from './operatorCommand';

runCommand('back up', async () => {
  const started = performance.now();
  const config = readConfig(process.env);
  const file = resolve(process.argv[2] ?? join(backupsDir(config.dataDir), backupFileName(new Date())));
  const source = await backUp(config, file);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const { header, bytes } = await readBackupFile(file);
  process.stdout.write(
    [
      `Backup written to ${file}`,
      `  from ${source}, schema version ${header.schemaVersion}, taken at ${header.createdAt}`,
      `  ${(bytes / 1024).toFixed(1)} KB in ${seconds} s, read back whole:`,
      ...describeTables(header.tables),
      '',
    ].join('\n'),
  );
});

/** Writes the backup to `file`; returns where it came from, for the report. */
async function backUp(config: ServerConfig, file: string): Promise<string> {
  if (config.databaseUrl) {
    await backUpDatabase(config, file);
    return `the database at ${databaseAddress(config.databaseUrl)}`;
  }
  // Opening a folder with no database would make one (seconds of initdb) only to back up nothing.
  if (!existsSync(pgliteDir(config.dataDir)))
    throw new BackupError(`DATA_DIR ${config.dataDir} holds no database yet: there is nothing to back up.`);
  let release: () => void;
  try {
    release = lockDataDir(config.dataDir);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    await backUpFromServer(config.dataDir, error.holder, file);
    return `the server running on DATA_DIR ${config.dataDir} (process ${error.holder})`;
  }
  try {
    await backUpDatabase(config, file);
  } finally {
    release();
  }
  return `DATA_DIR ${config.dataDir}`;
}

async function backUpDatabase(config: ServerConfig, file: string) {
  const database = await openDatabase(config);
  try {
    await saveBackupFile(file, (out) => writeBackup(database.db, out));
  } finally {
    await database.close();
  }
}

async function backUpFromServer(dataDir: string, pid: number, file: string) {
  const socket = controlSocketPath(dataDir);
  await saveBackupFile(file, async (out) => {
    const response = await requestBackup(socket).catch((error: unknown) => {
      throw new BackupError(
        `DATA_DIR ${dataDir} is in use by process ${pid}, which did not answer on ${socket} (${reason(error)}). If the server is still starting, try again once it listens.`,
      );
    });
    await pipeline(response, out).catch((error: unknown) => {
      throw new BackupError(`The server (process ${pid}) stopped sending the backup (${reason(error)}).`);
    });
  });
}

const reason = (error: unknown) =>
  (error as NodeJS.ErrnoException).code ?? (error instanceof Error ? error.message : String(error));
