import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from './schema';

/** The server's own migrations: server/db/migrations/NNNN_name.sql, applied in number order. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

const FILE_NAME = /^(\d{4})_([a-z0-9_]+)\.sql$/;
// Any constant will do: it only has to be the same in every process that migrates this database.
const MIGRATION_LOCK = 230_001;

export interface Migration {
  version: number;
  name: string;
  file: string;
}

/** The database was migrated by newer code than this: starting would misread its tables. */
export class DatabaseTooNewError extends Error {}

/** The migrations in `dir`, by number. Two files with one number are a mistake caught here. */
export function listMigrations(dir: string): Migration[] {
  const migrations = readdirSync(dir)
    .flatMap((file) => {
      const [, version, name] = FILE_NAME.exec(file) ?? [];
      return version && name ? [{ version: Number(version), name, file: join(dir, file) }] : [];
    })
    .sort((a, b) => a.version - b.version);
  migrations.forEach((m, i) => {
    if (migrations[i - 1]?.version === m.version)
      throw new Error(`Two migrations are numbered ${m.version} in ${dir}.`);
  });
  return migrations;
}

/**
 * Where the database stands: the newest migration applied (0 for none) and the ones still to apply.
 * Creates schema_migrations if needed; a database newer than the code is a DatabaseTooNewError.
 */
export async function pendingMigrations(
  db: Kysely<Database>,
  dir = MIGRATIONS_DIR,
): Promise<{ newest: number; pending: Migration[] }> {
  const migrations = listMigrations(dir);
  // Under the lock too: two servers creating the table at once collide even with "if not exists".
  await db.transaction().execute(async (trx) => {
    await lockMigrations(trx);
    await createMigrationsTable(trx);
  });
  const newest = await newestApplied(db);
  const known = migrations.at(-1)?.version ?? 0;
  if (newest > known)
    throw new DatabaseTooNewError(
      `The database is at migration ${newest} but this server knows migrations up to ${known} only: run the newer server it was upgraded with.`,
    );
  return { newest, pending: migrations.filter((m) => m.version > newest) };
}

/**
 * Applies every pending migration, forward only, each in its own transaction with its record in
 * schema_migrations, so a failing file leaves nothing half-done. Several servers starting on one
 * PostgreSQL at once take turns (an advisory lock) and none applies a file twice.
 * Returns the versions it applied.
 */
export async function migrate(db: Kysely<Database>, dir = MIGRATIONS_DIR): Promise<number[]> {
  const { pending } = await pendingMigrations(db, dir);
  const applied: number[] = [];
  for (const migration of pending) {
    const ran = await db.transaction().execute(async (trx) => {
      await lockMigrations(trx);
      const done = await trx
        .selectFrom('schema_migrations')
        .select('version')
        .where('version', '=', migration.version)
        .executeTakeFirst();
      if (done) return false;
      await applyMigration(trx, migration);
      return true;
    });
    if (ran) applied.push(migration.version);
  }
  return applied;
}

/** Makes other processes that migrate this database wait until `trx` ends. */
export async function lockMigrations(trx: Transaction<Database>) {
  await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(trx);
}

/** schema_migrations, where each applied migration is recorded. */
export async function createMigrationsTable(trx: Transaction<Database>) {
  await sql`create table if not exists schema_migrations (
    version integer primary key,
    name text not null,
    applied_at timestamptz not null default now()
  )`.execute(trx);
}

/** Runs one migration's file inside `trx` and records it. */
export async function applyMigration(trx: Transaction<Database>, migration: Migration) {
  // No parameters: sent as a simple query, so one file may hold several statements.
  await sql.raw(readFileSync(migration.file, 'utf8')).execute(trx);
  await trx
    .insertInto('schema_migrations')
    .values({ version: migration.version, name: migration.name })
    .execute();
}

/** The newest migration applied, 0 for none. */
export async function newestApplied(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('schema_migrations')
    .select((eb) => eb.fn.max('version').as('newest'))
    .executeTakeFirst();
  // The schema's type is the column's, but a driver may give an aggregate as text (node-postgres does so
  // for bigints): read as a number whichever it is.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-conversion -- see above
  return Number(row?.newest ?? 0);
}
