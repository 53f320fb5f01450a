import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BackupError } from '../../server/backup/backupFormat';
import { migrateWithBackup } from '../../server/backup/migrateWithBackup';
import type { DatabaseHandle } from '../../server/db/database';
import { readBuffer } from './utils/backups';
import { databaseLegs, reportSkippedLeg } from './utils/testDatabase';

// The start's migration step: a backup first when a database that holds data has migrations pending.
let tmp: string;
let migrations: string;
let backups: string;
beforeEach(() => {
  tmp = mkdtempSync(join(tmpdir(), 'cgn-migrate-backup-'));
  migrations = join(tmp, 'migrations');
  mkdirSync(migrations);
  backups = join(tmp, 'data', 'backups');
});
afterEach(() => rmSync(tmp, { recursive: true, force: true }));

const addMigration = (name: string, text: string) => writeFileSync(join(migrations, name), text);
const NOW = new Date('2026-11-04T10:15:30.123Z');

describe.each(databaseLegs)('migrations at start on $name', ({ open }) => {
  let database: DatabaseHandle;
  let log: Record<string, unknown>[];
  beforeEach(async () => {
    database = await open('empty');
    log = [];
  });
  afterEach(() => database.close());

  const start = () =>
    migrateWithBackup(
      database.db,
      backups,
      (entry) => log.push(entry),
      migrations,
      () => NOW,
    );

  it('a new database gets its migrations without a backup: it has nothing to lose', async () => {
    addMigration(
      '0001_notes.sql',
      "create table notes (id serial primary key, body text); insert into notes (body) values ('seed');",
    );
    expect(await start()).toEqual([1]);
    expect(existsSync(backups)).toBe(false);
    expect(log).toEqual([]);
  });

  it('a database with migrations applied and more pending is backed up first, and the file logged', async () => {
    addMigration('0001_notes.sql', 'create table notes (id serial primary key, body text);');
    await start();
    await sql`insert into notes (body) values ('before the upgrade'), ('kept')`.execute(database.db);
    // The upgrade changes the rows: the backup must hold them as they were.
    addMigration(
      '0002_shout.sql',
      'alter table notes add column loud boolean; update notes set body = upper(body), loud = true;',
    );

    expect(await start()).toEqual([2]);

    const file = join(backups, 'backup-2026-11-04T10-15-30.123Z-before-0002.jsonl.gz');
    expect(readdirSync(backups)).toEqual([file.split('/').at(-1)]);
    expect(log).toEqual([
      {
        msg: 'backup before migrations',
        file,
        schemaVersion: 1,
        pending: [2],
        rows: 2,
        ms: expect.any(Number) as number,
      },
    ]);
    const { header, rows } = await readBuffer(readFileSync(file));
    expect(header.schemaVersion).toBe(1);
    expect(header.tables.map((t) => t.columns.map((c) => c.name))).toEqual([['id', 'body']]);
    expect(rows.notes).toEqual([
      ['1', 'before the upgrade'],
      ['2', 'kept'],
    ]);
    expect((await sql`select body from notes order by id`.execute(database.db)).rows).toEqual([
      { body: 'BEFORE THE UPGRADE' },
      { body: 'KEPT' },
    ]);
  });

  it('nothing pending: no backup', async () => {
    addMigration('0001_notes.sql', 'create table notes (id serial primary key, body text);');
    await start();
    expect(await start()).toEqual([]);
    expect(existsSync(backups)).toBe(false);
  });

  it('a backup that cannot be written stops the start before any migration', async () => {
    addMigration('0001_notes.sql', 'create table notes (id serial primary key, body text);');
    await start();
    addMigration('0002_more.sql', 'create table more (id serial primary key);');
    // The backups folder cannot be made: DATA_DIR/backups is a file.
    mkdirSync(join(tmp, 'data'));
    writeFileSync(backups, '');

    const refusal = start();
    await expect(refusal).rejects.toBeInstanceOf(BackupError);
    await expect(refusal).rejects.toThrow(
      /^The backup taken before migrations could not be written to .*backups\/backup-.*-before-0002\.jsonl\.gz \(EEXIST\); no migration was applied\.$/,
    );
    const versions = await sql`select version from schema_migrations`.execute(database.db);
    expect(versions.rows).toEqual([{ version: 1 }]);
  });
});

reportSkippedLeg();
