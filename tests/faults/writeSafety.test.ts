import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_PATH, type ContentItem } from '@/shared/api/content';
import { mulberry32, parseSeed, randomSeed } from '@/shared/lib/seededRandom';
import { draft } from '../server/articles/contentTestApp';
import {
  pgliteFolder,
  postgresSchema,
  type ReopenableDatabase,
} from '../server/articles/reopenableDatabases';
import { killLeftoverServers } from '../server/utils/childServer';
import { removeFakeBuild, writeFakeBuild } from '../server/utils/fakeBuild';
import { runWriters } from './utils/contentWriters';
import { addStaff, httpBrowser, STAFF_PASSWORD } from './utils/httpStaff';
import { startFleet, type ServerFleet } from './utils/serverFleet';
import { checkWrites } from './utils/writeChecks';

/**
 * Write safety under faults (Jepsen-style): 50 staff writing for 20 s through the real API while a
 * server process is killed with SIGKILL and restarted at three random moments; then the database itself
 * must hold every acknowledged write exactly once, every item's history whole, nothing half-written.
 * The moments and the writers' choices come from one seed, printed; FAULT_SEED=… replays them.
 */
const SEED = parseSeed(process.env.FAULT_SEED ?? '') ?? randomSeed();
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
const WRITERS = 50;
const SHARED_ITEMS = 20;
const WRITING_MS = 20_000;
// A write in flight at the end may still be waiting for a restarted process.
const GIVE_UP_AFTER_MS = 10_000;
const KILLS = 3;

let dist: string;
const dataDirs: string[] = [];
beforeAll(() => {
  console.log(`FAULT_SEED=${SEED}`);
  dist = writeFakeBuild();
});
afterEach(killLeftoverServers);
afterAll(() => {
  removeFakeBuild(dist);
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

const newDataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'cgn-faults-'));
  dataDirs.push(dir);
  return dir;
};

/** When to kill: KILLS moments within the writing, and which process each time. */
function faultPlan(random: () => number, processes: number) {
  const moments = Array.from({ length: KILLS }, () => 1000 + random() * (WRITING_MS - 4000)).sort(
    (a, b) => a - b,
  );
  return moments.map((at) => ({ at, process: Math.floor(random() * processes) }));
}

/** Kills and restarts processes as `plan` says, one at a time (a restart is waited for before the next). */
async function injectFaults(fleet: ServerFleet, plan: ReturnType<typeof faultPlan>, started: number) {
  for (const { at, process } of plan) {
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, started + at - Date.now())));
    await fleet.killAndRestart(process);
  }
}

/** The whole run on `store` with one server environment per process; answers the report. */
async function writeUnderFaults(leg: string, store: ReopenableDatabase, envs: Record<string, string>[]) {
  const database = await store.open();
  const emails = await addStaff(database, 'editor', WRITERS);
  await database.close();
  const fleet = await startFleet(envs);
  const setup = httpBrowser(() => fleet.url(0)!);
  expect((await setup.signIn(emails[0]!, STAFF_PASSWORD)).status).toBe(200);
  const shared: string[] = [];
  for (let n = 0; n < SHARED_ITEMS; n++) {
    const response = await setup.request('POST', CONTENT_PATH, draft({ title: `Shared item ${n}` }));
    shared.push(((await response.json()) as ContentItem).id);
  }

  const random = mulberry32(SEED);
  const started = Date.now();
  const [ledger] = await Promise.all([
    runWriters(fleet, emails, shared, SEED, started + WRITING_MS, started + WRITING_MS + GIVE_UP_AFTER_MS),
    injectFaults(fleet, faultPlan(random, envs.length), started),
  ]);
  await fleet.stop();

  const reopened = await store.open();
  const report = await checkWrites(reopened.db, ledger).finally(() => reopened.close());
  console.log(
    `${leg}: acknowledged ${report.acknowledged} / found ${report.found} / lost ${report.lost.length}` +
      ` (duplicates ${report.duplicates.length}, half-written ${report.halfWritten.length};` +
      ` sent again ${ledger.resent} (${ledger.dropped} answers dropped), replayed ${ledger.replayed}, refused ${ledger.refused},` +
      ` unanswered ${ledger.unanswered}, 500s ${ledger.serverErrors}; FAULT_SEED=${SEED})`,
  );
  return { report, ledger };
}

/** A process's environment: hundreds of feedback answers from one address are not what this is about. */
const serverEnv = (database: Record<string, string>, dataDir?: string) => ({
  DIST_DIR: dist,
  VISITOR_LIMIT_SCALE: '1000',
  ...database,
  ...(dataDir ? { DATA_DIR: dataDir } : {}),
});

/** What every leg must show; `resent` proves that the kills and dropped answers happened mid-write. */
function expectSafe({ report, ledger }: Awaited<ReturnType<typeof writeUnderFaults>>) {
  expect(report.acknowledged).toBeGreaterThan(WRITERS);
  expect(ledger.resent).toBeGreaterThan(0);
  // Every write whose answer was dropped was answered again from its key.
  expect(ledger.dropped).toBeGreaterThan(0);
  expect(ledger.replayed).toBeGreaterThanOrEqual(ledger.dropped);
  expect(report.lost).toEqual([]);
  expect(report.duplicates).toEqual([]);
  expect(report.halfWritten).toEqual([]);
  expect(ledger.serverErrors).toBe(0);
}

describe('writes under SIGKILL and restarts', () => {
  // Several processes share only a PostgreSQL server; without TEST_DATABASE_URL there is none to share.
  describe.skipIf(!TEST_DATABASE_URL)(
    `PostgreSQL, three processes${TEST_DATABASE_URL ? '' : ' (skipped: TEST_DATABASE_URL is not set)'}`,
    () => {
      let store: ReopenableDatabase;
      beforeAll(async () => {
        store = await postgresSchema(TEST_DATABASE_URL!);
      });
      afterAll(() => store.remove());

      it('keeps every acknowledged write once, with whole histories', async () => {
        // Each process has a DATA_DIR of its own (PostgreSQL holds the data; the folder holds nothing shared).
        const envs = [0, 1, 2].map(() => serverEnv(store.env, newDataDir()));
        expectSafe(await writeUnderFaults('PostgreSQL', store, envs));
      });
    },
  );

  describe('PGlite, one process', () => {
    let store: ReopenableDatabase;
    beforeAll(async () => {
      store = await pgliteFolder();
    });
    afterAll(() => store.remove());

    it('keeps every acknowledged write once, with whole histories', async () => {
      expectSafe(await writeUnderFaults('PGlite', store, [serverEnv(store.env)]));
    });
  });
});
