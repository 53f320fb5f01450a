import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import { newestApplied } from '../db/migrate';
import type { Database } from '../db/schema';
import { BACKUP_FORMAT, FORMAT_VERSION, headerLine, rowLine, type BackupHeader } from './backupFormat';
import {
  existingTables,
  listSequences,
  listTables,
  MIGRATIONS_TABLE,
  setExactTextForms,
  type TableShape,
} from './catalog';

// Rows fetched from the cursor at a time: enough to keep the round trips few, little memory.
const BATCH = 1000;

/**
 * Writes a backup of every table to `out` (gzip'd, see backupFormat.ts) and returns its header.
 * Everything is read in one read-only REPEATABLE READ transaction: the backup is the database at one
 * moment, while other connections go on writing. (On PGlite, which is one connection, they wait.)
 */
export async function writeBackup(
  db: Kysely<Database>,
  out: Writable,
  now = () => new Date(),
): Promise<BackupHeader> {
  let header: BackupHeader | undefined;
  await pipeline(Readable.from(backupText(db, now, (h) => (header = h))), createGzip(), out);
  // backupText gives it before its first line: a backup written to its end has one.
  if (!header) throw new Error('The backup was written without its header.');
  return header;
}

async function* backupText(db: Kysely<Database>, now: () => Date, onHeader: (h: BackupHeader) => void) {
  const trx = await db
    .startTransaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute();
  try {
    await setExactTextForms(trx);
    // The first query fixes the snapshot; everything after reads the database as it was then.
    const tables = await listTables(trx);
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      formatVersion: FORMAT_VERSION,
      schemaVersion: (await existingTables(trx)).includes(MIGRATIONS_TABLE) ? await newestApplied(trx) : 0,
      createdAt: now().toISOString(),
      tables: [],
      sequences: [],
    };
    for (const table of tables) header.tables.push({ ...table, rows: await countRows(trx, table) });
    // Read after the snapshot, and sequences never go back: each is at least where the rows need it.
    for (const name of await listSequences(trx)) {
      const state = await onlyRow(
        trx,
        sql<{ lastValue: string; isCalled: boolean }>`
          select last_value::text as "lastValue", is_called as "isCalled" from ${sql.id(name)}`,
      );
      header.sequences.push({ name, ...state });
    }
    onHeader(header);
    yield headerLine(header);
    for (const table of tables) yield* tableText(trx, table);
  } finally {
    // Read only: nothing to commit. If the connection broke, the error that ended the backup is the
    // one worth reporting, not this one's.
    await trx
      .rollback()
      .execute()
      .catch(() => undefined);
  }
}

async function countRows(trx: Transaction<Database>, table: TableShape) {
  const count = sql<{ rows: string }>`select count(*)::text as rows from ${sql.id(table.name)}`;
  return Number((await onlyRow(trx, count)).rows);
}

/** The row of a query that always answers one (a count, a sequence's state). */
async function onlyRow<Row>(trx: Transaction<Database>, query: RawBuilder<Row>): Promise<Row> {
  const [row] = (await query.execute(trx)).rows;
  if (!row) throw new Error(`A query answered no row: ${query.compile(trx).sql}`);
  return row;
}

/** A table's rows as lines, a batch at a time through a cursor (a large table is never all in memory). */
async function* tableText(trx: Transaction<Database>, table: TableShape) {
  const values = table.columns.map((c) => sql`${sql.id(c.name)}::text`);
  await sql`declare backup_rows no scroll cursor for
    select to_json(array[${sql.join(values)}]::text[])::text as row from ${sql.id(table.name)}`.execute(trx);
  for (;;) {
    const fetch = sql<{ row: string }>`fetch forward ${sql.raw(String(BATCH))} from backup_rows`;
    const batch = await fetch.execute(trx);
    if (batch.rows.length > 0) yield batch.rows.map(({ row }) => rowLine(table.name, row)).join('');
    if (batch.rows.length < BATCH) break;
  }
  await sql`close backup_rows`.execute(trx);
}
