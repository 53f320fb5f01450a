import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema';

/**
 * What a freshly migrated database holds, taken once, so a test's database can be put back to it in a
 * few milliseconds instead of starting another (loading a PGlite data folder takes about 0.5 s, migrating
 * a PostgreSQL schema longer; the database tests open one per test). Kept in memory, not in the database,
 * so a backup or a listing of the tables sees only the server's own.
 */
export interface Snapshot {
  /** The tables and columns, as one string: a test that changed them leaves a database not reused. */
  shape: string;
  tables: string[];
  /** The rows the migrations wrote (seeded articles and the like), as JSON, by table. */
  rows: { table: string; columns: string[]; json: string }[];
  /** Each sequence's position (null: never used). */
  sequences: { name: string; lastValue: string | null }[];
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function shapeOf(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ shape: string | null }>`
    select string_agg(table_name || '.' || column_name || ':' || data_type, ',' order by table_name, ordinal_position) as shape
    from information_schema.columns where table_schema = current_schema()`.execute(db);
  return rows[0]?.shape ?? '';
}

export async function takeSnapshot(db: Kysely<Database>): Promise<Snapshot> {
  const tables = (
    await sql<{ name: string }>`
      select tablename as name from pg_tables where schemaname = current_schema() order by tablename`.execute(
      db,
    )
  ).rows.map((row) => row.name);
  const rows: Snapshot['rows'] = [];
  for (const table of tables) {
    const { rows: found } = await sql<{ json: string | null }>`
      select json_agg(t)::text as json from ${sql.table(table)} t`.execute(db);
    const json = found[0]?.json;
    if (!json) continue;
    // Generated columns are computed again as the rows go back in.
    const columns = (
      await sql<{ name: string }>`
        select column_name as name from information_schema.columns
        where table_schema = current_schema() and table_name = ${table} and is_generated = 'NEVER'
        order by ordinal_position`.execute(db)
    ).rows.map((row) => row.name);
    rows.push({ table, columns, json });
  }
  const sequences = (
    await sql<{ name: string; lastValue: string | null }>`
      select sequencename as name, last_value::text as "lastValue" from pg_sequences
      where schemaname = current_schema()`.execute(db)
  ).rows;
  return { shape: await shapeOf(db), tables, rows, sequences };
}

/**
 * Puts `db` back to `snapshot`: every table emptied and the migrations' rows written again (foreign keys
 * not checked meanwhile: they held when the snapshot was taken), the sequences where they were. False,
 * and nothing done, when the test changed the tables themselves: that database is not reused.
 */
export async function restoreSnapshot(db: Kysely<Database>, snapshot: Snapshot): Promise<boolean> {
  if ((await shapeOf(db)) !== snapshot.shape) return false;
  await db.transaction().execute(async (trx) => {
    await sql.raw(`truncate ${snapshot.tables.map(quoted).join(', ')} restart identity cascade`).execute(trx);
    await sql`set local session_replication_role = replica`.execute(trx);
    for (const { table, columns, json } of snapshot.rows) {
      const list = columns.map(quoted).join(', ');
      await sql`
        insert into ${sql.table(table)} (${sql.raw(list)}) overriding system value
        select ${sql.raw(list)} from json_populate_recordset(null::${sql.table(table)}, ${json}::json)`.execute(
        trx,
      );
    }
    for (const { name, lastValue } of snapshot.sequences)
      if (lastValue === null) await sql.raw(`alter sequence ${quoted(name)} restart`).execute(trx);
      else await sql`select setval(${quoted(name)}, ${lastValue}::bigint, true)`.execute(trx);
  });
  return true;
}
