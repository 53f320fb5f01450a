import { Readable, Writable } from 'node:stream';
import type { Kysely } from 'kysely';
import { openBackup, type BackupHeader, type BackupRow } from '../../../server/backup/backupFormat';
import { writeBackup } from '../../../server/backup/writeBackup';
import type { Database } from '../../../server/db/schema';

/** A backup of `db`, in memory: the gzip'd bytes a file would hold. */
export async function backupToBuffer(db: Kysely<Database>, now?: () => Date): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  await writeBackup(db, sink, now);
  return Buffer.concat(chunks);
}

/** Opens a backup held in memory, as the restore opens a file. */
export const openBuffer = (bytes: Buffer) => openBackup(Readable.from([bytes]), 'the backup');

/** A backup's header and every row, by table. */
export async function readBuffer(
  bytes: Buffer,
): Promise<{ header: BackupHeader; rows: Record<string, BackupRow[]> }> {
  const backup = await openBuffer(bytes);
  const rows: Record<string, BackupRow[]> = {};
  for await (const { table, row } of backup.rows) (rows[table.name] ??= []).push(row);
  return { header: backup.header, rows };
}
