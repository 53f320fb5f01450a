import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_PATH, contentItemPath, contentStepPath, type ContentItem } from '@/shared/api/content';
import { FEEDBACK_PATH, type FeedbackReceived } from '@/shared/api/feedback';
import { httpBrowser } from '../faults/utils/httpStaff';
import { draft } from '../server/articles/contentTestApp';
import { readBuffer } from '../server/utils/backups';
import { killLeftoverServers, runScript, startServer } from '../server/utils/childServer';
import { seedDataDir } from '../server/utils/dataDirs';
import { writeFakeBuild } from '../server/utils/fakeBuild';
import { reportSkippedLeg, scratchDatabases } from '../server/utils/testDatabase';

// The backup drill an operator runs (docs/SERVER.md, "Backup and restore"): `npm run backup` while the
// server takes writes, `npm run restore` into a new database, then a check that the restored database
// is the source at the backup's moment — every table as its header counts it, every item at its latest
// revision with the source's text, and every write acknowledged before the backup began.
let tmp: string;
let dist: string;
beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), 'cgn-backup-drill-'));
  dist = writeFakeBuild();
});
afterEach(killLeftoverServers);
afterAll(() => {
  rmSync(tmp, { recursive: true, force: true });
  rmSync(dist, { recursive: true, force: true });
});

const ADMIN = { email: 'drill-admin@example.gov.ng', password: 'backup drill admin password' };
const CONTENT_WRITERS = 3;
const FEEDBACK_WRITERS = 2;

/** A write the server answered 2xx, with when it was sent and when its answer came. */
interface Acknowledged {
  sentAt: number;
  at: number;
}
interface Ledger {
  /** Each item's acknowledged revisions, with the text the item had at each. */
  revisions: Map<string, (Acknowledged & { revision: number; content: string })[]>;
  feedback: (Acknowledged & { id: string })[];
  /** Any answer other than the one expected: the drill's load must be all acknowledged. */
  refused: string[];
}

/** A few staff editing and publishing their article, and visitors sending feedback, until `stop()`. */
async function writeUntil(url: string, stop: () => boolean, ledger: Ledger) {
  const contentWriter = async (n: number) => {
    const browser = httpBrowser(() => url);
    await browser.signIn(ADMIN.email, ADMIN.password);
    const send = async (method: string, path: string, body: unknown, content: string) => {
      const sentAt = Date.now();
      const response = await browser.request(method, path, body);
      if (response.status !== 200 && response.status !== 201) {
        ledger.refused.push(`${method} ${path}: ${response.status} ${await response.text()}`);
        return undefined;
      }
      const item = (await response.json()) as ContentItem;
      const revisions = ledger.revisions.get(item.id) ?? [];
      revisions.push({ sentAt, at: Date.now(), revision: item.revision, content });
      ledger.revisions.set(item.id, revisions);
      return item;
    };
    const first = `Writer ${n}, version 1.`;
    let item = await send(
      'POST',
      CONTENT_PATH,
      draft({ title: `Drill ${n}`, content: first, status: 'published' }),
      first,
    );
    for (let version = 2; item && !stop(); version++) {
      const content = `Writer ${n}, version ${version}.`;
      const { title, slug, summary, category, revision } = item;
      const change = { revision, title, slug, summary, category, content };
      item = await send('PUT', contentItemPath(item.id), change, content);
      if (item && version % 2 === 0) {
        const publish = { revision: item.revision, change: 'major', changeNote: `Version ${version}.` };
        item = await send('POST', contentStepPath(item.id, 'publish'), publish, content);
      }
    }
  };
  const feedbackWriter = async (n: number) => {
    for (let i = 0; !stop(); i++) {
      const sentAt = Date.now();
      const response = await fetch(url + FEEDBACK_PATH, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          page: '/documents/nin',
          language: 'en',
          useful: false,
          whatWentWrong: `${n}-${i}`,
        }),
      });
      if (response.status !== 201)
        ledger.refused.push(`feedback: ${response.status} ${await response.text()}`);
      else
        ledger.feedback.push({
          sentAt,
          at: Date.now(),
          id: ((await response.json()) as FeedbackReceived).id,
        });
    }
  };
  await Promise.all([
    ...Array.from({ length: CONTENT_WRITERS }, (_, n) => contentWriter(n)),
    ...Array.from({ length: FEEDBACK_WRITERS }, (_, n) => feedbackWriter(n)),
  ]);
}

async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20));
}

/** Rows of a query on one of the drill's databases (PGlite's folder, or a PostgreSQL database). */
interface Queries {
  rows(text: string): Promise<Record<string, unknown>[]>;
  close(): Promise<void>;
}

const pgliteQueries = async (dataDir: string): Promise<Queries> => {
  const pglite = await PGlite.create({ dataDir: join(dataDir, 'pgdata') });
  return {
    rows: async (text) => (await pglite.query<Record<string, unknown>>(text)).rows,
    close: () => pglite.close(),
  };
};

const postgresQueries = async (url: string): Promise<Queries> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    rows: async (text) => (await client.query<Record<string, unknown>>(text)).rows,
    close: () => client.end(),
  };
};

/** Where the drill's server, backup and restore run. */
interface DrillSetup {
  /** The server's settings, and the commands' (as an operator runs them, with the server's database). */
  server: Record<string, string>;
  backup: Record<string, string>;
  /** The restore's settings: a new, empty database. */
  restore: Record<string, string>;
  source(): Promise<Queries>;
  restored(): Promise<Queries>;
}

async function drill(setup: DrillSetup) {
  const file = join(tmp, `drill-${randomBytes(4).toString('hex')}.jsonl.gz`);
  const server = startServer({
    DIST_DIR: dist,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // Hundreds of answers from one address: far past the per-address limit, which the drill is not about.
    VISITOR_LIMIT_SCALE: '1000',
    ...setup.server,
  });
  const url = await server.listening;
  const ledger: Ledger = { revisions: new Map(), feedback: [], refused: [] };
  let stopping = false;
  const writing = writeUntil(url, () => stopping, ledger);
  const acknowledged = (): Acknowledged[] => [...[...ledger.revisions.values()].flat(), ...ledger.feedback];
  // Under way: every writer has been answered a few times before the backup begins.
  await until(() => ledger.revisions.size === CONTENT_WRITERS && acknowledged().length >= 30);

  const backupStarted = Date.now();
  const backup = await runScript('server/cli/backup.ts', [file], setup.backup);
  const backupEnded = Date.now();
  // The writes went on through the backup and after it.
  await until(() => acknowledged().filter((write) => write.sentAt > backupEnded).length >= 10);
  stopping = true;
  await writing;
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
  expect(backup).toMatchObject({ code: 0, stderr: '' });
  expect(ledger.refused).toEqual([]);
  expect(
    acknowledged().filter((write) => write.at > backupStarted && write.sentAt < backupEnded),
  ).not.toEqual([]);

  const restore = await runScript('server/cli/restore.ts', [file], setup.restore);
  expect(restore).toMatchObject({ code: 0, stderr: '' });

  const { header, rows } = await readBuffer(readFileSync(file));
  const [restored, source] = [await setup.restored(), await setup.source()];
  try {
    // Every table holds the rows the backup's header counts.
    const counted = Object.fromEntries(header.tables.map((table) => [table.name, table.rows]));
    const counts: Record<string, number> = {};
    for (const { name } of header.tables)
      counts[name] = Number((await restored.rows(`select count(*) as n from "${name}"`))[0]!.n);
    expect(counts).toEqual(counted);
    expect(counted.page_feedback).toBeGreaterThan(0);

    // Every item at the revision the backup holds, its latest version the source's at that revision.
    const articles = header.tables.find((table) => table.name === 'articles')!;
    const column = (name: string) => articles.columns.findIndex((c) => c.name === name);
    const inBackup = new Map(
      rows.articles!.map((row) => [row[column('id')]!, Number(row[column('revision')])]),
    );
    const latest = `select a.id, a.revision, h.title, h.content from articles a
      join article_history h on h.article_id = a.id and h.revision = a.revision order by a.id`;
    const restoredLatest = await restored.rows(latest);
    expect(new Map(restoredLatest.map((row) => [row.id, row.revision]))).toEqual(inBackup);
    const sourceVersions = await source.rows(
      'select article_id as id, revision, title, content from article_history order by article_id, revision',
    );
    for (const row of restoredLatest)
      expect(sourceVersions).toContainEqual({
        id: row.id,
        revision: row.revision,
        title: row.title,
        content: row.content,
      });

    // Every write acknowledged before the backup began is in it; none sent after it ended is.
    for (const [id, revisions] of ledger.revisions) {
      const kept = restoredLatest.find((row) => row.id === id)!;
      const before = revisions.filter((write) => write.at < backupStarted);
      const after = revisions.filter((write) => write.sentAt > backupEnded);
      expect(kept.revision).toBeGreaterThanOrEqual(Math.max(...before.map((write) => write.revision)));
      expect(kept.revision).toBeLessThan(Math.min(...after.map((write) => write.revision)));
      expect(revisions).toContainEqual(
        expect.objectContaining({ revision: kept.revision, content: kept.content }),
      );
    }
    const feedback = new Set((await restored.rows('select id from page_feedback')).map((row) => row.id));
    const feedbackBefore = ledger.feedback.filter((write) => write.at < backupStarted);
    expect(feedbackBefore.filter((write) => !feedback.has(write.id))).toEqual([]);
    expect(ledger.feedback.filter((write) => write.sentAt > backupEnded && feedback.has(write.id))).toEqual(
      [],
    );
  } finally {
    await restored.close();
    await source.close();
  }
}

describe('the backup drill: npm run backup under write load, npm run restore, compared', () => {
  it('on the embedded database (the backup asks the running server)', async () => {
    const [source, target] = [join(tmp, 'source'), join(tmp, 'restored')];
    await seedDataDir(source, 'migrated');
    await seedDataDir(target, 'empty');
    await drill({
      server: { DATA_DIR: source },
      backup: { DATA_DIR: source },
      restore: { DATA_DIR: target },
      source: () => pgliteQueries(source),
      restored: () => pgliteQueries(target),
    });
  }, 60_000);

  const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
  describe.runIf(TEST_DATABASE_URL)('with DATABASE_URL', () => {
    const [source, target] = scratchDatabases('cgn_test_drill', 2) as [string, string];

    it('on PostgreSQL (the backup connects to it)', async () => {
      await drill({
        server: { DATA_DIR: join(tmp, 'pg-server'), DATABASE_URL: source },
        backup: { DATA_DIR: join(tmp, 'pg-command'), DATABASE_URL: source },
        restore: { DATA_DIR: join(tmp, 'pg-command'), DATABASE_URL: target },
        source: () => postgresQueries(source),
        restored: () => postgresQueries(target),
      });
    }, 60_000);
  });
});

reportSkippedLeg();
