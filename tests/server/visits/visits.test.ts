import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../server/db/database';
import { VISITOR_LIMITS } from '../../../server/http/visitorLimits';
import { dropOldVisitorSalts, purgeVisitorHashes } from '../../../server/visits/visitCounts';
import {
  PAGE_VIEW_PATH,
  QUERY_MAX_LENGTH,
  SEARCH_COUNT_PATH,
  VISIT_BODY_LIMIT,
  VISIT_FIGURES_PATH,
  type VisitFigures,
} from '@/shared/api/visits';
import { visitFiguresSchema } from '@/shared/api/visitsSchema';
import { fakeBuildForTests } from '../utils/fakeBuild';
import { addAccount, Browser, CLIENT_HEADER, fakeClock, staffApp, type StaffApp } from '../utils/staffApp';
import { databaseLegs, reportSkippedLeg } from '../utils/testDatabase';

const build = fakeBuildForTests();

const HOUR = 3_600_000;
const VISITOR_IP = '198.51.100.77';
const USER_AGENT = 'Mozilla/5.0 (Linux; Android 13) TestPhone/1.0';

describe.each(databaseLegs)('the visit counts on $name', ({ open }) => {
  let database: DatabaseHandle;
  let staff: StaffApp;
  beforeEach(async () => {
    database = await open('migrated');
    // 09:00 in Lagos (08:00 UTC) on 25 November 2026.
    staff = staffApp(build, database, fakeClock('2026-11-25T08:00:00.000Z'));
  });
  afterEach(() => database.close());

  /** What a visitor's browser sends: same-origin, with a cookie it happens to hold (never read). */
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    staff.app.request(path, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Sec-Fetch-Site': 'same-origin',
        'User-Agent': USER_AGENT,
        Cookie: 'cgn_session=not-ours-to-read; tracking=abc123',
        [CLIENT_HEADER]: VISITOR_IP,
        ...headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const view = (body: unknown, headers?: Record<string, string>) => post(PAGE_VIEW_PATH, body, headers);
  const search = (body: unknown, headers?: Record<string, string>) => post(SEARCH_COUNT_PATH, body, headers);
  const views = () =>
    database.db
      .selectFrom('page_view_counts')
      .selectAll()
      .orderBy('day')
      .orderBy('path')
      .orderBy('language')
      .orderBy('referrer_domain')
      .execute();
  // Sorted here: the databases' collations order upper and lower case differently.
  const searches = async () =>
    (await database.db.selectFrom('search_counts').selectAll().execute()).sort((a, b) =>
      `${a.day} ${a.language} ${a.query}` < `${b.day} ${b.language} ${b.query}` ? -1 : 1,
    );
  /**
   * Every row of every table the counts write, as one text: for what must never be in it. Not the day's
   * salt: the per-address limit before the route (server/http/visitorLimits.ts) keys its count with it.
   */
  const everything = async () =>
    JSON.stringify(
      await Promise.all(
        (['page_view_counts', 'search_counts', 'visitor_hashes', 'visitor_counts'] as const).map((table) =>
          database.db.selectFrom(table).selectAll().execute(),
        ),
      ),
    );

  it('counts page views per day, page, language and referring site, one row each, answered 204', async () => {
    for (const body of [
      { path: '/documents/nin', language: 'en' },
      { path: '/documents/nin', language: 'en' },
      { path: '/yo/documents/nin/', language: 'yo' },
      { path: '/documents/nin', language: 'en', referrer: 'www.google.com' },
    ]) {
      const response = await view(body);
      expect(response.status).toBe(204);
      expect(await response.text()).toBe('');
    }
    staff.clock.advance(24 * HOUR);
    expect((await view({ path: '/', language: 'ha' })).status).toBe(204);
    expect(await views()).toEqual([
      { day: '2026-11-25', path: '/documents/nin', language: 'en', referrer_domain: '', views: 2 },
      {
        day: '2026-11-25',
        path: '/documents/nin',
        language: 'en',
        referrer_domain: 'www.google.com',
        views: 1,
      },
      { day: '2026-11-25', path: '/documents/nin', language: 'yo', referrer_domain: '', views: 1 },
      { day: '2026-11-26', path: '/', language: 'ha', referrer_domain: '', views: 1 },
    ]);
  });

  it('counts a day as Lagos has it: 23:30 UTC is the next morning', async () => {
    staff.clock.advance(15 * HOUR + 30 * 60_000); // 23:30 UTC, 00:30 in Lagos on the 26th
    await view({ path: '/', language: 'en' });
    expect((await views()).map((row) => row.day)).toEqual(['2026-11-26']);
  });

  it('counts searches per day, language, words as typed and found or not, with the normalised form', async () => {
    await search({ query: 'NIN  Slip ', language: 'en', found: true });
    await search({ query: 'NIN  Slip', language: 'en', found: true });
    await search({ query: 'nin slip', language: 'en', found: true });
    await search({ query: 'Owó orí', language: 'yo', found: false });
    staff.clock.advance(24 * HOUR);
    await search({ query: 'nin slip', language: 'en', found: true });
    expect(await searches()).toEqual([
      {
        day: '2026-11-25',
        language: 'en',
        query: 'NIN  Slip',
        normalised: 'nin slip',
        found: true,
        searches: 2,
      },
      {
        day: '2026-11-25',
        language: 'en',
        query: 'nin slip',
        normalised: 'nin slip',
        found: true,
        searches: 1,
      },
      {
        day: '2026-11-25',
        language: 'yo',
        query: 'Owó orí',
        normalised: 'owó orí',
        found: false,
        searches: 1,
      },
      {
        day: '2026-11-26',
        language: 'en',
        query: 'nin slip',
        normalised: 'nin slip',
        found: true,
        searches: 1,
      },
    ]);
  });

  it('stores no address, cookie, user agent or full referring address — and no row per visit', async () => {
    await view({ path: '/documents/nin', language: 'en', referrer: 'www.google.com' });
    await view({ path: '/documents/nin', language: 'en', referrer: 'www.google.com' });
    await search({ query: 'passport', language: 'en', found: true });
    const stored = await everything();
    for (const secret of [
      VISITOR_IP,
      '198.51.100',
      USER_AGENT,
      'TestPhone',
      'not-ours-to-read',
      'abc123',
      'https://',
    ])
      expect(stored).not.toContain(secret);
    expect(await views()).toHaveLength(1);
    // One visitor today, as a hash only.
    const hashes = await database.db.selectFrom('visitor_hashes').selectAll().execute();
    expect(hashes).toEqual([{ day: '2026-11-25', hash: expect.stringMatching(/^[\w-]{43}$/) as string }]);
  });

  it.each<[Record<string, string>, string]>([
    [{ DNT: '1' }, 'Do Not Track'],
    [{ 'Sec-GPC': '1' }, 'Global Privacy Control'],
  ])('answers %j (%s) with 204 and counts nothing', async (headers) => {
    expect((await view({ path: '/', language: 'en' }, headers)).status).toBe(204);
    expect((await search({ query: 'nin', language: 'en', found: true }, headers)).status).toBe(204);
    expect(await everything()).toBe('[[],[],[],[]]');
  });

  it.each([
    '/admin',
    '/admin/users',
    '/login',
    '/yo/login',
    '/unauthorized',
    '/account/setup',
    '/preview/abc',
  ])('does not count the staff page %s', async (path) => {
    expect((await view({ path, language: 'en' })).status).toBe(204);
    expect(await everything()).toBe('[[],[],[],[]]');
  });

  it.each([
    [PAGE_VIEW_PATH, { language: 'en' }, 'path', 'Say which page'],
    [PAGE_VIEW_PATH, { path: 'https://evil.example/', language: 'en' }, 'path', 'an address on this site'],
    [PAGE_VIEW_PATH, { path: '//evil.example/x', language: 'en' }, 'path', 'an address on this site'],
    [PAGE_VIEW_PATH, { path: '/documents/nin?tab=steps', language: 'en' }, 'path', 'an address on this site'],
    [PAGE_VIEW_PATH, { path: `/${'a'.repeat(200)}`, language: 'en' }, 'path', 'at most 200'],
    [PAGE_VIEW_PATH, { path: '/', language: 'fr' }, 'language', 'en, pcm, yo, ha, ig'],
    [
      PAGE_VIEW_PATH,
      { path: '/', language: 'en', referrer: 'https://www.google.com/search?q=me' },
      'referrer',
      'host name only',
    ],
    [SEARCH_COUNT_PATH, { language: 'en', found: true }, 'query', 'Say what was searched'],
    [SEARCH_COUNT_PATH, { query: '   ', language: 'en', found: true }, 'query', 'Say what was searched'],
    [
      SEARCH_COUNT_PATH,
      { query: 'x'.repeat(QUERY_MAX_LENGTH + 1), language: 'en', found: true },
      'query',
      `at most ${QUERY_MAX_LENGTH}`,
    ],
    [SEARCH_COUNT_PATH, { query: 'nin', language: 'en', found: 3 }, 'found', 'true or false'],
  ])('%s refuses %j with 400, naming %s, and counts nothing', async (path, body, field, message) => {
    const response = await post(path, body);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { error: string; fields: Record<string, string> };
    expect(answer.fields[field]).toContain(message);
    expect(await everything()).toBe('[[],[],[],[]]');
  });

  it('refuses a body over the limit with 413 and one that is not JSON with 400', async () => {
    const big = JSON.stringify({ path: '/', language: 'en', padding: 'x'.repeat(VISIT_BODY_LIMIT) });
    expect((await view(big)).status).toBe(413);
    expect((await search('not json')).status).toBe(400);
    expect(await everything()).toBe('[[],[],[],[]]');
  });

  it('limits the counts per network address (VISITOR_LIMITS.counts), apart from other addresses', async () => {
    const { limit } = VISITOR_LIMITS.counts;
    for (let i = 0; i < limit; i++)
      expect((await search({ query: 'nin', language: 'en', found: true }, { DNT: '1' })).status).toBe(204);
    const over = await view({ path: '/', language: 'en' });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await views()).toEqual([]);
    expect((await view({ path: '/', language: 'en' }, { [CLIENT_HEADER]: '203.0.113.50' })).status).toBe(204);
    expect(await views()).toHaveLength(1);
  });

  it('refuses a count sent from another site (the forgery guard), and needs no session token', async () => {
    expect((await view({ path: '/', language: 'en' }, { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    expect(await views()).toEqual([]);
  });

  it('counts a search whose results the server rendered (no JavaScript), found or not, in its language', async () => {
    const get = (address: string, headers: Record<string, string> = {}) =>
      staff.app.request(address, { headers: { [CLIENT_HEADER]: VISITOR_IP, ...headers } });
    expect((await get('/search?q=NIN+slip')).status).toBe(200);
    expect((await get('/yo/search?q=zzgh+guide')).status).toBe(200);
    // Not counted: asked not to be, a prefetch, no words.
    await get('/search?q=nin', { DNT: '1' });
    await get('/search?q=nin', { 'Sec-Purpose': 'prefetch' });
    await get('/search?q=');
    expect(await searches()).toMatchObject([
      { language: 'en', query: 'NIN slip', normalised: 'nin slip', found: true, searches: 1 },
      { language: 'yo', query: 'zzgh guide', found: false, searches: 1 },
    ]);
  });

  it('makes one salt a day at its first visitor, deletes the old one, and turns past days’ hashes into counts', async () => {
    await dropOldVisitorSalts(database.db, new Date('2026-11-24T10:00:00.000Z'));
    expect(await database.db.selectFrom('visitor_salts').selectAll().execute()).toEqual([]);
    await view({ path: '/', language: 'en' });
    await view({ path: '/', language: 'en', referrer: 'x.com' }, { [CLIENT_HEADER]: '203.0.113.9' });
    await view({ path: '/documents', language: 'en' }); // the same visitor again
    expect(await database.db.selectFrom('visitor_hashes').select('day').execute()).toHaveLength(2);
    expect(await database.db.selectFrom('visitor_salts').select('day').execute()).toHaveLength(1);
    await dropOldVisitorSalts(database.db, new Date('2026-11-26T10:00:00.000Z'));
    expect(await database.db.selectFrom('visitor_salts').selectAll().execute()).toEqual([]);
    expect(await database.db.selectFrom('visitor_hashes').selectAll().execute()).toEqual([]);
    expect(await database.db.selectFrom('visitor_counts').selectAll().execute()).toEqual([
      { day: '2026-11-25', visitors: 2 },
    ]);
    // Running it again the same day changes nothing.
    await purgeVisitorHashes(database.db, new Date('2026-11-26T11:00:00.000Z'));
    await dropOldVisitorSalts(database.db, new Date('2026-11-26T12:00:00.000Z'));
    expect(await database.db.selectFrom('visitor_counts').selectAll().execute()).toEqual([
      { day: '2026-11-25', visitors: 2 },
    ]);
  });

  describe('GET /api/staff/visits', () => {
    const signedIn = async (role: 'writer' | 'editor' | 'admin') => {
      await addAccount(database, staff.hasher, {
        email: `${role}@example.ng`,
        role,
        password: 'a long pass phrase 1',
      });
      const browser = new Browser(staff);
      expect((await browser.signIn(`${role}@example.ng`, 'a long pass phrase 1')).status).toBe(200);
      return browser;
    };

    it('is for signed-in staff only: 401 without a session', async () => {
      expect((await staff.app.request(VISIT_FIGURES_PATH)).status).toBe(401);
    });

    it.each(['writer', 'editor', 'admin'] as const)('gives a %s the last 30 days’ figures', async (role) => {
      await view({ path: '/documents/nin', language: 'en', referrer: 'www.google.com' });
      await view({ path: '/documents/nin', language: 'yo' });
      await view({ path: '/', language: 'en' });
      // Each shown as it was most often typed.
      await search({ query: 'NIN slip', language: 'en', found: true });
      await search({ query: 'NIN slip', language: 'en', found: true });
      await search({ query: 'nin slip', language: 'en', found: true });
      await search({ query: 'Tax clearance', language: 'en', found: false });
      await search({ query: 'Tax clearance', language: 'en', found: false });
      await search({ query: 'tax  clearance', language: 'pcm', found: false });
      await search({ query: 'voter card', language: 'en', found: false });
      await search({ query: 'voter card', language: 'en', found: true }); // found later: a guide was written
      staff.clock.advance(24 * HOUR);
      await view({ path: '/', language: 'en' });
      // Older than 30 days: not in the figures.
      await database.db
        .insertInto('page_view_counts')
        .values({ day: '2026-10-01', path: '/old', language: 'en', referrer_domain: '', views: 99 })
        .execute();
      const browser = await signedIn(role);
      const response = await browser.request('GET', VISIT_FIGURES_PATH);
      expect(response.status).toBe(200);
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      const figures = (await response.json()) as VisitFigures;
      expect(v.is(visitFiguresSchema, figures)).toBe(true);
      expect(figures.from).toBe('2026-10-28');
      expect(figures.to).toBe('2026-11-26');
      expect(figures.days).toHaveLength(30);
      expect(figures.days.slice(-3)).toEqual([
        { day: '2026-11-24', views: 0 },
        { day: '2026-11-25', views: 3 },
        { day: '2026-11-26', views: 1 },
      ]);
      expect(figures.visitors).toBe(2);
      expect(figures.pages).toEqual([
        { path: '/', views: 2 },
        { path: '/documents/nin', views: 2 },
      ]);
      expect(figures.languages).toEqual([
        { language: 'en', views: 3 },
        { language: 'yo', views: 1 },
      ]);
      expect(figures.referrers).toEqual([{ domain: 'www.google.com', views: 1 }]);
      expect(figures.searches).toEqual([
        { query: 'NIN slip', searches: 3 },
        { query: 'Tax clearance', searches: 3 },
        { query: 'voter card', searches: 2 },
      ]);
      expect(figures.noResults).toEqual([{ query: 'Tax clearance', searches: 3 }]);
    });
  });
});

reportSkippedLeg();
