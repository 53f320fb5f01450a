import { sql, type Kysely, type Transaction } from 'kysely';
import {
  applyMigration,
  createMigrationsTable,
  listMigrations,
  lockMigrations,
  MIGRATIONS_DIR,
} from '../db/migrate';
import type { Database } from '../db/schema';
import {
  BackupError,
  type BackupHeader,
  type BackupRow,
  type BackupTable,
  type OpenedBackup,
} from './backupFormat';
import { existingTables, listSequences, listTables, setExactTextForms, type TableShape } from './catalog';

// Parameters per insert (PostgreSQL allows 65,535) and characters held before they are sent.
const MAX_PARAMETERS = 10_000;
const MAX_CHARACTERS = 4_000_000;

/**
 * Loads a backup into an empty database (`target` names it in messages: "DATA_DIR /srv/data"), all in
 * one transaction, so a failure leaves the database as empty as it was: migrates it to the backup's
 * version, loads every row, sets every sequence where it was. Returns the backup's header.
 */
export async function restoreBackup(
  db: Kysely<Database>,
  backup: OpenedBackup,
  target: string,
  dir = MIGRATIONS_DIR,
) {
  const { header } = backup;
  const migrations = migrationsFor(header, dir);
  await db.transaction().execute(async (trx) => {
    // A server starting on this database meanwhile waits, then finds it migrated and full.
    await lockMigrations(trx);
    const tables = await existingTables(trx);
    if (tables.length > 0)
      throw new BackupError(
        `${target} is not empty: it has tables (${tables.join(', ')}). Restore only into a new, empty one.`,
      );
    await createMigrationsTable(trx);
    for (const migration of migrations) await applyMigration(trx, migration);
    await setExactTextForms(trx);
    // Foreign keys declared deferrable are checked at commit, which lets tables that refer to each
    // other load in any order.
    await sql`set constraints all deferred`.execute(trx);
    const shapes = await listTables(trx);
    checkShapes(header.tables, shapes, header.schemaVersion);
    // Rows the migrations themselves inserted are in the backup too, as they were when it was taken.
    if (shapes.length > 0) await sql`truncate ${sql.join(shapes.map((t) => sql.id(t.name)))}`.execute(trx);
    const stageOf = await stageRows(trx, backup);
    // Each table in one statement, parents first: a row may refer to any other row of its own table.
    for (const table of shapes) {
      const columns = sql.join(table.columns.map((c) => sql.id(c.name)));
      await sql`insert into ${sql.id(table.name)} (${columns}) overriding system value
        select ${columns} from ${sql.id(stageOf(table.name))}`.execute(trx);
    }
    await restoreSequences(trx, header.sequences);
  });
  return header;
}

/** The migrations that make the tables of the backup, or a BackupError when this code has not got them. */
export function migrationsFor(header: BackupHeader, dir = MIGRATIONS_DIR) {
  const known = listMigrations(dir);
  const newest = known.at(-1)?.version ?? 0;
  if (header.schemaVersion > newest)
    throw new BackupError(
      `The backup is at migration ${header.schemaVersion} but this code knows migrations up to ${newest} only: restore it with the newer code it was taken with.`,
    );
  if (header.schemaVersion > 0 && !known.some((m) => m.version === header.schemaVersion))
    throw new BackupError(
      `The backup is at migration ${header.schemaVersion}, which this code does not have.`,
    );
  return known.filter((m) => m.version <= header.schemaVersion);
}

/** The backup must hold exactly the tables and columns the migrations made here, or rows would be lost. */
function checkShapes(backup: BackupTable[], target: TableShape[], version: number) {
  const columns = (t: TableShape) => JSON.stringify(t.columns);
  const made = new Map(target.map((t) => [t.name, columns(t)]));
  for (const table of backup) {
    if (!made.has(table.name))
      throw new BackupError(
        `The backup has a table ${table.name}, which the migrations up to ${version} do not make: was it added to the database by hand?`,
      );
    if (made.get(table.name) !== columns(table))
      throw new BackupError(
        `The backup's table ${table.name} has other columns than migration ${version} makes: was the backup edited, or the database changed by hand?`,
      );
  }
  const missing = target.find((t) => !backup.some((b) => b.name === t.name));
  if (missing)
    throw new BackupError(
      `The backup has no table ${missing.name}, which migration ${version} makes: it is not a backup of this application.`,
    );
}

/**
 * Reads every row into temporary tables shaped like the real ones (dropped at commit), a batch per
 * statement. Returns what gives each table's staging table, by the table's name.
 */
async function stageRows(trx: Transaction<Database>, backup: OpenedBackup) {
  const stages = new Map<string, string>();
  for (const [i, table] of backup.header.tables.entries()) {
    stages.set(table.name, `restore_stage_${i}`);
    await sql`create temporary table ${sql.id(`restore_stage_${i}`)} (like ${sql.id(table.name)})
      on commit drop`.execute(trx);
  }
  // Each of the backup's tables has one, and checkShapes made sure they are this database's: none is a bug.
  const stageOf = (table: string) => {
    const stage = stages.get(table);
    if (stage === undefined) throw new Error(`The backup has no table ${table} to stage.`);
    return stage;
  };
  let batch: { table: BackupTable; rows: BackupRow[]; parameters: number; characters: number } | undefined;
  const flush = async () => {
    if (!batch) return;
    const columns = sql.join(batch.table.columns.map((c) => sql.id(c.name)));
    const values = sql.join(batch.rows.map((row) => sql`(${sql.join(row)})`));
    // Each value goes as text; PostgreSQL reads it with the column type's own input function.
    await sql`insert into ${sql.id(stageOf(batch.table.name))} (${columns}) values ${values}`.execute(trx);
    batch = undefined;
  };
  for await (const { table, row } of backup.rows) {
    if (batch && batch.table !== table) await flush();
    batch ??= { table, rows: [], parameters: 0, characters: 0 };
    batch.rows.push(row);
    batch.parameters += row.length;
    batch.characters += row.reduce((sum, value) => sum + (value?.length ?? 0), 0);
    if (batch.parameters >= MAX_PARAMETERS || batch.characters >= MAX_CHARACTERS) await flush();
  }
  await flush();
  return stageOf;
}

async function restoreSequences(trx: Transaction<Database>, sequences: BackupHeader['sequences']) {
  const here = new Set(await listSequences(trx));
  for (const { name, lastValue, isCalled } of sequences) {
    if (!here.has(name))
      throw new BackupError(`The backup has a sequence ${name} that the migrations do not make here.`);
    await sql`select setval(quote_ident(${name})::regclass, ${lastValue}::bigint, ${isCalled})`.execute(trx);
  }
}
