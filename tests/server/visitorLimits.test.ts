import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import type { DatabaseHandle } from '../../server/db/database';
import { AddressCounter, VISITOR_LIMITS } from '../../server/http/visitorLimits';
import { FEEDBACK_ACTION, FEEDBACK_PATH } from '@/shared/api/feedback';
import { loadFakeBuild } from './utils/fakeBuild';
import { databaseLegs, reportSkippedLeg } from './utils/testDatabase';

describe('AddressCounter: a fixed window per address', () => {
  it('lets `limit` requests through, then says how long to wait, and forgets the address when its window ends', () => {
    let now = 0;
    const counter = new AddressCounter({ limit: 2, windowMs: 60_000 }, () => now);
    expect([counter.hit('a'), counter.hit('a')]).toEqual([0, 0]);
    now = 15_000;
    expect(counter.hit('a')).toBe(45);
    expect(counter.hit('b')).toBe(0);
    now = 60_000;
    expect(counter.hit('a')).toBe(0);
  });
});

let build: Awaited<ReturnType<typeof loadFakeBuild>>;
beforeAll(async () => {
  build = await loadFakeBuild();
});
afterAll(() => build.remove());

describe.each(databaseLegs)('the public forms, limited per network address, on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createApp>;
  let now: number;
  beforeEach(async () => {
    database = await open('migrated');
    now = 0;
    app = createApp({
      site: build.site,
      renderer: build.renderer,
      db: database.db,
      log: () => {},
      now: () => now,
      // Each request names its address, as a proxy would (tests build one app for many visitors).
      clientAddress: (c) => c.req.header('X-Test-Address') ?? 'unknown',
    });
  });
  afterEach(() => database.close());

  const answer = (address: string) =>
    app.request(FEEDBACK_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Test-Address': address },
      body: JSON.stringify({ page: '/', language: 'en', useful: true }),
    });
  const stored = async () => (await database.db.selectFrom('page_feedback').select('id').execute()).length;

  it('refuses an address over its limit with 429 and Retry-After, stores nothing more, and lets others through', async () => {
    const { limit } = VISITOR_LIMITS.feedback;
    for (let i = 0; i < limit; i++) expect((await answer('10.0.0.1')).status).toBe(201);
    now = 60_000;
    const refused = await answer('10.0.0.1');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('540');
    expect(await refused.json()).toEqual({ error: expect.stringContaining('wait a few minutes') });
    expect((await answer('10.0.0.2')).status).toBe(201);
    expect(await stored()).toBe(limit + 1);
    now = VISITOR_LIMITS.feedback.windowMs;
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
    // The fake renderer's "too many" page (tests/server/utils/fakeBuild.ts).
    expect(await response.text()).toMatch(/<h1[^>]*>Too many<\/h1>/);
  });
});

reportSkippedLeg();
