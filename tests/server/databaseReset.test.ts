import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/database';
import { databaseLegs, reportSkippedLeg } from './utils/testDatabase';

/**
 * The database tests' kept databases (utils/testDatabase.ts, utils/databaseReset.ts): the next test must
 * find exactly what a freshly migrated database holds, whatever the last one did.
 */
describe.each(databaseLegs)('a database kept between tests on $name', ({ open }) => {
  let database: DatabaseHandle | undefined;
  afterEach(() => database?.close());

  const articleSlugs = async (handle: DatabaseHandle) =>
    (await handle.db.selectFrom('articles').select('slug').orderBy('slug').execute()).map((row) => row.slug);

  it('comes back as migrated: rows added, seeded rows changed or deleted, all put back', async () => {
    const first = await open('migrated');
    const seeded = await articleSlugs(first);
    expect(seeded.length, 'the migrations seed articles').toBeGreaterThan(0);
    await first.db
      .insertInto('accounts')
      .values({
        id: '00000000-0000-4000-8000-00000000abcd',
        email: 'left@example.gov.ng',
        name: 'Left behind',
        role: 'admin',
        created_at: new Date(),
      })
      .execute();
    await first.db.updateTable('articles').set({ title: 'Changed' }).execute();
    await first.db.deleteFrom('articles').where('slug', '=', seeded[0]!).execute();
    await first.close();

    database = await open('migrated');
    expect(await database.db.selectFrom('accounts').selectAll().execute()).toEqual([]);
    expect(await articleSlugs(database)).toEqual(seeded);
    const titles = await database.db.selectFrom('articles').select('title').execute();
    expect(titles.map((row) => row.title)).not.toContain('Changed');
  });

  it('is not reused when a test changed its tables', async () => {
    const first = await open('migrated');
    await sql`alter table accounts add column left_behind text`.execute(first.db);
    await first.close();

    database = await open('migrated');
    const { rows } = await sql<{ name: string }>`
      select column_name as name from information_schema.columns
      where table_schema = current_schema() and table_name = 'accounts'`.execute(database.db);
    expect(rows.map((row) => row.name)).not.toContain('left_behind');
  });
});

reportSkippedLeg();
