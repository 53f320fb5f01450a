import {
  createReadStream,
  createWriteStream,
  existsSync,
  linkSync,
  mkdirSync,
  rmSync,
  statSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import type { Writable } from 'node:stream';
import { BackupError, openBackup, type BackupHeader } from './backupFormat';

/** Where backups go unless told otherwise: DATA_DIR/backups/. */
export const backupsDir = (dataDir: string) => join(dataDir, 'backups');

/** backup-2026-11-04T10-15-30.123Z.jsonl.gz: sorts by time, and has no colon (some systems refuse one). */
export const backupFileName = (at: Date, note = '') =>
  `backup-${at.toISOString().replaceAll(':', '-')}${note}.jsonl.gz`;

/**
 * Writes a backup to `file` through `write`, under a temporary name that becomes `file` only once
 * complete: a backup cut off by a crash never carries a backup's name. Readable by its owner only
 * (it holds the site's data). Refuses to replace an existing file.
 */
export async function saveBackupFile<T>(file: string, write: (out: Writable) => Promise<T>): Promise<T> {
  if (existsSync(file)) throw new BackupError(`${file} already exists: choose another name.`);
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const partial = `${file}.partial`;
  try {
    const result = await write(createWriteStream(partial, { mode: 0o600 }));
    // A link fails if `file` appeared meanwhile, where a rename would replace it.
    linkSync(partial, file);
    return result;
  } finally {
    rmSync(partial, { force: true });
  }
}

/** Reads a backup file to its end (so a cut-off or damaged one is found) and tells what it holds. */
export async function readBackupFile(file: string): Promise<{ header: BackupHeader; bytes: number }> {
  if (!existsSync(file)) throw new BackupError(`${file} does not exist.`);
  const backup = await openBackup(createReadStream(file), file);
  // Each row read and let go: reading them is what checks them, and the counts at the end.
  while (!(await backup.rows.next()).done);
  return { header: backup.header, bytes: statSync(file).size };
}
