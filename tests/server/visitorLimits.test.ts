import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import type { DatabaseHandle } from '../../server/db/database';
import { applyRetention } from '../../server/jobs/retention';
import { hitWindow, VISITOR_LIMITS } from '../../server/http/visitorLimits';
import { FEEDBACK_ACTION, FEEDBACK_PATH } from '@/shared/api/feedback';
import { fakeBuildForTests } from './utils/fakeBuild';
import { fakeClock } from './utils/staffApp';
import { databaseLegs, reportSkippedLeg } from './utils/testDatabase';

const build = fakeBuildForTests();

const MINUTE = 60_000;

describe.each(databaseLegs)('the public forms, limited per network address, on $name', ({ open }) => {
  let database: DatabaseHandle;
  let time: ReturnType<typeof fakeClock>;
  /** An app as one server process builds it: its own counters, sharing only the database. */
  const serverProcess = () =>
    createApp({
      site: build.site,
      renderer: build.renderer,
      db: database.db,
      log: () => {},
      clock: time.clock,
      // Each request names its address, as a proxy would (tests build one app for many visitors).
      clientAddress: (c) => c.req.header('X-Test-Address') ?? 'unknown',
    });
  let app: ReturnType<typeof createApp>;
  beforeEach(async () => {
    database = await open('migrated');
    // 10:00 in Lagos: the windows below end long before the day (and its salt) does.
    time = fakeClock('2026-11-25T09:00:00.000Z');
    app = serverProcess();
  });
  afterEach(() => database.close());

  // Hono's request() may answer at once or later: always a promise here, so a flood can be awaited together.
  const answer = (address: string, to = app) =>
    Promise.resolve(
      to.request(FEEDBACK_PATH, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Test-Address': address },
        body: JSON.stringify({ page: '/', language: 'en', useful: true }),
      }),
    );
  const stored = async () => (await database.db.selectFrom('page_feedback').select('id').execute()).length;
  const windows = () => database.db.selectFrom('visitor_limit_windows').selectAll().execute();

  it('hitWindow: `limit` requests pass, then the wait until the window ends; a new window after it', async () => {
    const rule = { limit: 2, windowMs: MINUTE };
    const hit = (key: string) => hitWindow(database.db, 'feedback', key, rule, time.clock());
    expect([await hit('a'), await hit('a')]).toEqual([0, 0]);
    time.advance(15_000);
    expect(await hit('a')).toBe(45);
    expect(await hit('b')).toBe(0);
    time.advance(45_000);
    expect(await hit('a')).toBe(0);
    expect(await hitWindow(database.db, 'signUps', 'a', rule, time.clock())).toBe(0);
  });

  it('refuses an address over its limit with 429 and Retry-After, stores nothing more, and lets others through', async () => {
    const { limit } = VISITOR_LIMITS.feedback;
    for (let i = 0; i < limit; i++) expect((await answer('10.0.0.1')).status).toBe(201);
    time.advance(MINUTE);
    const refused = await answer('10.0.0.1');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('540');
    expect(await refused.json()).toEqual({ error: expect.stringContaining('wait a few minutes') as string });
    expect((await answer('10.0.0.2')).status).toBe(201);
    expect(await stored()).toBe(limit + 1);
    time.advance(VISITOR_LIMITS.feedback.windowMs - MINUTE);
    expect((await answer('10.0.0.1')).status).toBe(201);
  });

  it('answers a form sent without the app with the "too many" page, the form counted with the app\'s answers', async () => {
    for (let i = 0; i < VISITOR_LIMITS.feedback.limit; i++) await answer('10.0.0.3');
    const response = await app.request(FEEDBACK_ACTION, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Test-Address': '10.0.0.3' },
      body: new URLSearchParams({ page: '/', language: 'en', useful: 'yes' }).toString(),
    });
    expect(response.status).toBe(429);
    expect(response.headers.get('Retry-After')).toBe('600');
    // The fake renderer's "too many" page (tests/server/utils/fakeBuild.ts).
    expect(await response.text()).toMatch(/<h1[^>]*>Too many<\/h1>/);
  });

  it('counts one address together across two server processes on one database, even all at once', async () => {
    const other = serverProcess();
    const { limit } = VISITOR_LIMITS.feedback;
    for (let i = 0; i < limit; i++)
      expect((await answer('10.0.0.4', i % 2 === 0 ? app : other)).status).toBe(201);
    expect((await answer('10.0.0.4', other)).status).toBe(429);
    expect((await answer('10.0.0.4', app)).status).toBe(429);
    // A flood from a new address, split between the two and sent at once: each window is one atomic
    // upsert, so exactly `limit` get through.
    const flood = await Promise.all(
      Array.from({ length: limit + 20 }, (_, i) => answer('10.0.0.5', i % 2 === 0 ? app : other)),
    );
    expect(flood.filter((response) => response.status === 201)).toHaveLength(limit);
    expect(flood.filter((response) => response.status === 429)).toHaveLength(20);
    expect(await stored()).toBe(2 * limit);
  });

  it('stores a keyed hash of the address, never the address, and the ended windows go with the retention', async () => {
    await answer('203.0.113.77');
    await answer('203.0.113.78');
    const rows = await windows();
    expect(rows).toHaveLength(2);
    expect(JSON.stringify(rows)).not.toContain('203.0.113');
    expect(rows[0]).toMatchObject({
      kind: 'feedback',
      address_key: expect.stringMatching(/^[\w-]{43}$/) as string,
      hits: 1,
    });
    // The salt the visit counts keep (one a day) keys it: the same address is another key tomorrow.
    expect(await database.db.selectFrom('visitor_salts').select('day').execute()).toEqual([
      { day: '2026-11-25' },
    ]);
    time.advance(VISITOR_LIMITS.feedback.windowMs - 1);
    await applyRetention({ db: database.db, clock: time.clock });
    expect(await windows()).toHaveLength(2);
    time.advance(24 * 60 * MINUTE);
    await applyRetention({ db: database.db, clock: time.clock });
    expect(await windows()).toEqual([]);
    await answer('203.0.113.77');
    const [tomorrow] = await windows();
    expect(rows.map((row) => row.address_key)).not.toContain(tomorrow!.address_key);
  });
});

reportSkippedLeg();
