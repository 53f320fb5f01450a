import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/database';
import { DatabaseTooNewError, listMigrations, migrate } from '../../server/db/migrate';
import { databaseLegs, reportSkippedLeg } from './utils/testDatabase';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'cgn-migrations-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const write = (files: Record<string, string>) => {
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
};
const FIRST = {
  '0001_notes.sql': 'create table notes (id serial primary key, body text not null);',
  // Two statements in one file: a migration is a script, not one query.
  '0002_note_authors.sql':
    "alter table notes add column author text; insert into notes (body) values ('hello');",
};

async function tablesAndVersions(database: DatabaseHandle) {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() order by table_name`.execute(database.db);
  const versions = await database.db
    .selectFrom('schema_migrations')
    .select(['version', 'name'])
    .orderBy('version')
    .execute();
  return { tables: tables.rows.map((r) => r.name), versions };
}

describe.each(databaseLegs)('migrations on $name', ({ open }) => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await open('empty');
  });
  afterEach(() => database.close());

  it('applies the pending files in number order, each recorded, and none twice', async () => {
    write({
      '0002_note_authors.sql': FIRST['0002_note_authors.sql'],
      '0001_notes.sql': FIRST['0001_notes.sql'],
    });
    expect(await migrate(database.db, dir)).toEqual([1, 2]);
    expect(await tablesAndVersions(database)).toEqual({
      tables: ['notes', 'schema_migrations'],
      versions: [
        { version: 1, name: 'notes' },
        { version: 2, name: 'note_authors' },
      ],
    });
    expect(await migrate(database.db, dir)).toEqual([]);
    write({ '0003_tags.sql': 'create table tags (name text primary key);' });
    expect(await migrate(database.db, dir)).toEqual([3]);
    const notes = await sql<{ body: string }>`select body from notes`.execute(database.db);
    expect(notes.rows).toEqual([{ body: 'hello' }]);
  });

  it('rolls a failing file back whole, keeps the ones before it, and reports the error', async () => {
    write({
      ...FIRST,
      '0003_broken.sql': 'create table tags (name text primary key); insert into nowhere values (1);',
    });
    await expect(migrate(database.db, dir)).rejects.toThrow(/nowhere/);
    const { tables, versions } = await tablesAndVersions(database);
    expect(tables).toEqual(['notes', 'schema_migrations']);
    expect(versions.map((v) => v.version)).toEqual([1, 2]);
  });

  it('refuses a database migrated by newer code, saying which versions', async () => {
    write(FIRST);
    await migrate(database.db, dir);
    rmSync(join(dir, '0002_note_authors.sql'));
    const refusal = migrate(database.db, dir);
    await expect(refusal).rejects.toBeInstanceOf(DatabaseTooNewError);
    await expect(refusal).rejects.toThrow(
      'The database is at migration 2 but this server knows migrations up to 1',
    );
  });

  it('lets several servers start at once: each file is applied once', async () => {
    write(FIRST);
    const results = await Promise.all([
      migrate(database.db, dir),
      migrate(database.db, dir),
      migrate(database.db, dir),
    ]);
    expect(results.flat().sort()).toEqual([1, 2]);
  });
});

reportSkippedLeg();

describe('listMigrations', () => {
  it('reads only NNNN_name.sql files and refuses two with one number', () => {
    write({ ...FIRST, 'README.md': '', '12_bad.sql': '', '0001_notes_again.sql': 'select 1;' });
    expect(() => listMigrations(dir)).toThrow('Two migrations are numbered 1');
    rmSync(join(dir, '0001_notes_again.sql'));
    expect(listMigrations(dir).map((m) => m.name)).toEqual(['notes', 'note_authors']);
  });

  // Whether they apply is checked once per run: tests/server/utils/globalSetup.ts migrates the template.
  it("the server's own migrations are well named", () => {
    expect(() => listMigrations(join(import.meta.dirname, '../../server/db/migrations'))).not.toThrow();
  });
});
