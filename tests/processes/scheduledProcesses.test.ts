import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { publishDue } from '../../server/articles/scheduledPublishing';
import type { DatabaseHandle } from '../../server/db/database';
import { killLeftoverServers, startServer } from '../server/utils/childServer';
import { removeFakeBuild, writeFakeBuild } from '../server/utils/fakeBuild';
import { addAccount, sequentialId } from '../server/utils/staffApp';
import { insertArticles } from '../server/utils/articleRows';
import { plainHasher } from '../server/articles/contentTestApp';
import { postgresSchema, type ReopenableDatabase } from '../server/articles/reopenableDatabases';

/**
 * Several server processes on one PostgreSQL: each checks for due publications on its own timer, and
 * the database's locks make each publication happen once. PGlite is one process's database by design.
 */
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
const SKIPPED = ' (skipped: TEST_DATABASE_URL is not set, and only PostgreSQL is shared by processes)';

let store: ReopenableDatabase;
let dist: string;
beforeAll(async () => {
  if (!TEST_DATABASE_URL) return;
  store = await postgresSchema(TEST_DATABASE_URL);
  dist = writeFakeBuild();
}, 60_000);
afterEach(killLeftoverServers);
afterAll(async () => {
  if (!TEST_DATABASE_URL) return;
  await store.remove();
  removeFakeBuild(dist);
});

/** `count` drafts scheduled by a new editor for `when`; answers their ids. */
async function scheduledDrafts(database: DatabaseHandle, count: number, when: Date) {
  const editor = await addAccount(database, plainHasher, {
    email: `editor-${sequentialId()}@example.gov.ng`,
    role: 'editor',
    password: null,
  });
  const ids = Array.from({ length: count }, () => sequentialId());
  const now = new Date();
  await insertArticles(
    database.db,
    ids.map((id) => ({
      id,
      slug: `scheduled-${id}`,
      title: `Scheduled ${id}`,
      category: 'documents',
      content: 'Goes out on time.',
      author: 'editor',
      status: 'draft' as const,
      created_at: now,
      updated_at: now,
      scheduled_at: when,
      scheduled_by: editor,
    })),
  );
  return ids;
}

/** How many 'published' history entries each of `ids` has. */
async function publications(database: DatabaseHandle, ids: string[]) {
  const rows = await database.db
    .selectFrom('article_history')
    .select('article_id')
    .where('article_id', 'in', ids)
    .where('event', '=', 'published')
    .execute();
  return ids.map((id) => rows.filter((row) => row.article_id === id).length);
}

describe('scheduled publishing with several processes on one PostgreSQL', () => {
  it.skipIf(!TEST_DATABASE_URL)(
    `publishes once when two publishDue calls on two pools run together${TEST_DATABASE_URL ? '' : SKIPPED}`,
    async () => {
      const [one, two] = [await store.open(), await store.open()];
      try {
        const ids = await scheduledDrafts(one, 6, new Date(Date.now() - 1000));
        const deps = { clock: () => new Date(), newId: sequentialId };
        const counts = await Promise.all([publishDue(one.db, deps), publishDue(two.db, deps)]);
        expect(counts[0] + counts[1]).toBe(6);
        expect(await publications(one, ids)).toEqual([1, 1, 1, 1, 1, 1]);
      } finally {
        await Promise.all([one.close(), two.close()]);
      }
    },
    30_000,
  );

  it.skipIf(!TEST_DATABASE_URL)(
    `publishes an item once when two server processes check every second${TEST_DATABASE_URL ? '' : SKIPPED}`,
    async () => {
      const database = await store.open();
      const dataDirs = [0, 1].map(() => mkdtempSync(join(tmpdir(), 'cgn-scheduled-')));
      try {
        const servers = dataDirs.map((dataDir) =>
          startServer({ ...store.env, DIST_DIR: dist, DATA_DIR: dataDir, SCHEDULE_CHECK_SECONDS: '1' }),
        );
        await Promise.all(servers.map((server) => server.listening));
        const [id] = await scheduledDrafts(database, 1, new Date(Date.now() + 2000));
        // Bounded: the item is due in 2 s and each process checks every second.
        const deadline = Date.now() + 15_000;
        while ((await publications(database, [id!]))[0] === 0 && Date.now() < deadline)
          await new Promise((resolve) => setTimeout(resolve, 200));
        // A few more checks by both, which must find nothing left to do.
        await new Promise((resolve) => setTimeout(resolve, 2500));
        expect(await publications(database, [id!])).toEqual([1]);
        for (const server of servers) {
          server.child.kill('SIGTERM');
          expect(await server.exited).toBe(0);
        }
        const published = servers.flatMap((server) =>
          server.stdout.filter((line) => line.includes('"scheduledPublished"')),
        );
        expect(published).toHaveLength(1);
      } finally {
        await database.close();
        for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
      }
    },
    60_000,
  );
});
