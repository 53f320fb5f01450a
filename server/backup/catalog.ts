import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** A table as a backup holds it: its name and the columns it stores. */
export interface TableShape {
  name: string;
  /** The columns a backup stores, in table order: generated columns are computed again, not stored. */
  columns: { name: string; type: string }[];
}

/** Recorded by migrating, not restored: a restore migrates the target to the backup's version. */
export const MIGRATIONS_TABLE = 'schema_migrations';

// The schema unqualified names resolve to: the server's `public`, or a test's own schema.
const CURRENT_SCHEMA = sql`(select oid from pg_namespace where nspname = current_schema())`;

/**
 * Every table of the current schema (the server's: `public`, or a test's own) except schema_migrations,
 * parents before the tables whose foreign keys refer to them. Tables in a cycle come last, by name.
 */
export async function listTables(db: Kysely<Database>): Promise<TableShape[]> {
  // Ordinary and partitioned tables; a partition's rows are read and written through its parent.
  const columns = await sql<{ table: string; column: string; type: string }>`
    select c.relname as table, a.attname as column, format_type(a.atttypid, a.atttypmod) as type
    from pg_class c
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
    where c.relnamespace = ${CURRENT_SCHEMA}
      and c.relkind in ('r', 'p') and not c.relispartition and c.relname <> ${MIGRATIONS_TABLE}
    order by c.relname, a.attnum`.execute(db);
  const tables = new Map<string, TableShape>();
  for (const { table, column, type } of columns.rows) {
    let shape = tables.get(table);
    if (!shape) tables.set(table, (shape = { name: table, columns: [] }));
    shape.columns.push({ name: column, type });
  }
  const references = await sql<{ child: string; parent: string }>`
    select child.relname as child, parent.relname as parent
    from pg_constraint f
    join pg_class child on child.oid = f.conrelid
    join pg_class parent on parent.oid = f.confrelid
    where f.contype = 'f' and f.connamespace = ${CURRENT_SCHEMA}
      and parent.relnamespace = f.connamespace and child.oid <> parent.oid`.execute(db);
  return parentsFirst([...tables.values()], references.rows);
}

/** Kahn's topological sort, ties by name so the order is the same on every run. */
function parentsFirst(tables: TableShape[], references: { child: string; parent: string }[]) {
  const waitingFor = new Map(tables.map((t) => [t.name, new Set<string>()]));
  for (const { child, parent } of references) if (waitingFor.has(parent)) waitingFor.get(child)?.add(parent);
  const ordered: TableShape[] = [];
  let left = [...tables];
  for (;;) {
    const ready = left.filter((t) => waitingFor.get(t.name)?.size === 0);
    if (ready.length === 0) break;
    for (const table of ready) {
      ordered.push(table);
      for (const parents of waitingFor.values()) parents.delete(table.name);
    }
    left = left.filter((t) => !ready.includes(t));
  }
  // A cycle of foreign keys: only deferrable constraints let them load (the restore defers them).
  return [...ordered, ...left];
}

/** Every sequence of the current schema (serial and identity columns' too), by name. */
export async function listSequences(db: Kysely<Database>): Promise<string[]> {
  const rows = await sql<{ name: string }>`
    select relname as name from pg_class
    where relnamespace = ${CURRENT_SCHEMA} and relkind = 'S'
    order by relname`.execute(db);
  return rows.rows.map((r) => r.name);
}

/** The names of every table in the current schema, schema_migrations included. */
export async function existingTables(db: Kysely<Database>): Promise<string[]> {
  const rows = await sql<{ name: string }>`
    select relname as name from pg_class
    where relnamespace = ${CURRENT_SCHEMA} and relkind in ('r', 'p')
    order by relname`.execute(db);
  return rows.rows.map((r) => r.name);
}

/**
 * The session settings under which every value's text form is exact and reads back the same on any
 * PostgreSQL: times in UTC, ISO dates, floats with every digit, bytea in hex.
 */
export async function setExactTextForms(db: Kysely<Database>) {
  await sql`set local timezone = 'UTC'`.execute(db);
  await sql`set local datestyle = 'ISO, YMD'`.execute(db);
  await sql`set local intervalstyle = 'postgres'`.execute(db);
  await sql`set local extra_float_digits = 3`.execute(db);
  await sql`set local bytea_output = 'hex'`.execute(db);
}
