import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { FEEDBACK_PATH, type FeedbackReceived } from '@/shared/api/feedback';
import { killLeftoverServers, startServer } from './utils/childServer';
import { writeFakeBuild } from './utils/fakeBuild';
import { seedDataDir } from './utils/dataDirs';

// The embedded database runs with fsync off: the process may die at any moment (kill -9, the OOM
// killer), and every write it acknowledged must still be there after a restart.
let tmp: string;
let dist: string;
beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), 'cgn-crash-'));
  dist = writeFakeBuild();
});
afterEach(killLeftoverServers);
afterAll(() => {
  rmSync(tmp, { recursive: true, force: true });
  rmSync(dist, { recursive: true, force: true });
});

/**
 * Writers send answers one after another until the server is gone, adding each id the server
 * acknowledged to `acknowledged` as it arrives.
 */
async function writeUntilGone(url: string, acknowledged: string[], writers: number) {
  const writer = async (n: number) => {
    for (let i = 0; ; i++) {
      try {
        const response = await fetch(`${url}${FEEDBACK_PATH}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            page: '/documents/nin',
            language: 'en',
            useful: false,
            whatWentWrong: `${n}-${i}`,
          }),
        });
        if (response.status === 201) acknowledged.push(((await response.json()) as FeedbackReceived).id);
      } catch {
        return; // the server is gone: what it answered before is what counts
      }
    }
  };
  await Promise.all(Array.from({ length: writers }, (_, n) => writer(n)));
}

async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
}

it('kill -9 in the middle of writes: after a restart, every acknowledged write is there', async () => {
  const dataDir = await seedDataDir(join(tmp, 'data'), 'migrated');
  // Hundreds of answers from one address: far past the per-address limit, which this test is not about.
  const server = startServer({ DIST_DIR: dist, DATA_DIR: dataDir, VISITOR_LIMIT_SCALE: '1000' });
  const url = await server.listening;

  const acknowledged: string[] = [];
  const writing = writeUntilGone(url, acknowledged, 8);
  // Killed once it has acknowledged 200, with eight requests in flight.
  await until(() => acknowledged.length >= 200);
  server.child.kill('SIGKILL');
  await writing;
  expect(await server.exited).toBeNull(); // killed by the signal, not exited

  // A restart takes over the dead server's lock and opens the same folder.
  const restarted = startServer({ DIST_DIR: dist, DATA_DIR: dataDir });
  const again = await restarted.listening;
  expect((await fetch(`${again}/healthz`)).status).toBe(200);
  restarted.child.kill('SIGTERM');
  expect(await restarted.exited).toBe(0);

  const pglite = await PGlite.create({ dataDir: join(dataDir, 'pgdata') });
  const { rows } = await pglite.query<{ id: string }>('select id from page_feedback');
  await pglite.close();
  const stored = new Set(rows.map((row) => row.id));
  expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
}, 120_000);
