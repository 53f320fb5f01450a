import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/database';
import { clearOldFeedbackText } from '../../server/feedback/retention';
import { type Role } from '@/shared/api/accounts';
import { FEEDBACK_PATH, TRANSLATION_REPORT_PATH } from '@/shared/api/feedback';
import {
  FEEDBACK_COUNTS_PATH,
  FEEDBACK_INBOX_PATH,
  feedbackItemPath,
  type FeedbackInboxPage,
  type FeedbackItem,
} from '@/shared/api/feedbackInbox';
import {
  feedbackCountsSchema,
  feedbackInboxPageSchema,
  feedbackItemSchema,
} from '@/shared/api/feedbackInboxSchema';
import { fakeBuildForTests } from './utils/fakeBuild';
import { addAccount, Browser, fakeClock, staffApp, type StaffApp } from './utils/staffApp';
import { databaseLegs, reportSkippedLeg } from './utils/testDatabase';

const build = fakeBuildForTests();

const PASSWORD = 'correct horse battery staple';
const MINUTE = 60_000;

describe.each(databaseLegs)('the feedback inbox on $name', ({ open }) => {
  let database: DatabaseHandle;
  let staff: StaffApp;
  let clock: ReturnType<typeof fakeClock>;
  beforeEach(async () => {
    database = await open('migrated');
    clock = fakeClock('2026-11-25T09:00:00.000Z');
    staff = staffApp(build, database, clock);
    for (const role of ['writer', 'editor', 'admin'] as const)
      await addAccount(database, staff.hasher, { email: `${role}@example.gov.ng`, role, password: PASSWORD });
  });
  afterEach(() => database.close());

  const signedIn = async (role: Role) => {
    const browser = new Browser(staff);
    expect((await browser.signIn(`${role}@example.gov.ng`, PASSWORD)).status).toBe(200);
    return browser;
  };
  /** A visitor: no session, posting as the pages do; each item a minute after the last. */
  async function post(path: string, body: unknown) {
    clock.advance(MINUTE);
    const response = await staff.app.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(201);
  }
  const answer = (page: string, language: string, useful: boolean, whatWentWrong?: string) =>
    post(FEEDBACK_PATH, { page, language, useful, ...(whatWentWrong ? { whatWentWrong } : {}) });
  const report = (page: string, language: string, whatIsWrong: string, section?: string) =>
    post(TRANSLATION_REPORT_PATH, { page, language, whatIsWrong, ...(section ? { section } : {}) });

  async function seed() {
    await answer('/documents/nin', 'en', true);
    await answer(
      '/documents/nin',
      'yo',
      false,
      '<script>alert(1)</script> **bold** <img src=x onerror=alert(1)>',
    );
    await report('/documents/nin', 'yo', 'The fee tab says "free" twice', 'fees');
    await answer('/contact', 'ha', false);
    await report('/documents/nin', 'ha', 'Wrong word for "slip"');
  }
  const list = async (browser: Browser, query = '') => {
    const response = await browser.request('GET', `${FEEDBACK_INBOX_PATH}${query}`);
    expect(response.status).toBe(200);
    return v.parse(feedbackInboxPageSchema, await response.json());
  };
  const texts = (page: FeedbackInboxPage) =>
    page.items.map((item) => item.text ?? (item.useful ? 'yes' : 'no'));

  it('lists every answer and report newest first, the texts exactly as written, with the page, language, kind, time and status', async () => {
    await seed();
    const page = await list(await signedIn('writer'));
    expect(texts(page)).toEqual([
      'Wrong word for "slip"',
      'no',
      'The fee tab says "free" twice',
      '<script>alert(1)</script> **bold** <img src=x onerror=alert(1)>',
      'yes',
    ]);
    expect(page.items[2]).toMatchObject({
      kind: 'translation',
      page: '/documents/nin',
      language: 'yo',
      useful: null,
      section: 'fees',
      at: '2026-11-25T09:03:00.000Z',
      status: 'new',
      statusChangedBy: null,
    });
    expect(page.next).toBeNull();
  });

  it('filters by page, language, kind and status, and pages with a cursor', async () => {
    await seed();
    const writer = await signedIn('writer');
    expect(texts(await list(writer, '?language=yo'))).toEqual([
      'The fee tab says "free" twice',
      '<script>alert(1)</script> **bold** <img src=x onerror=alert(1)>',
    ]);
    expect(texts(await list(writer, '?kind=translation'))).toEqual([
      'Wrong word for "slip"',
      'The fee tab says "free" twice',
    ]);
    expect(texts(await list(writer, '?page=%2Fcontact'))).toEqual(['no']);
    expect(texts(await list(writer, '?page=%2Fdocuments%2Fnin&kind=useful&language=en'))).toEqual(['yes']);
    expect(texts(await list(writer, '?status=done'))).toEqual([]);

    const first = await list(writer, '?limit=2');
    expect(first.items).toHaveLength(2);
    const second = await list(writer, `?limit=2&before=${first.next}`);
    const third = await list(writer, `?limit=2&before=${second.next}`);
    expect([...first.items, ...second.items, ...third.items].map((item) => item.id)).toEqual(
      (await list(writer)).items.map((item) => item.id),
    );
    expect(third.next).toBeNull();
  });

  it.each([
    ['?language=fr', 'en, pcm, yo, ha, ig'],
    ['?kind=praise', 'useful, translation'],
    ['?status=closed', 'new, inProgress, done'],
    ['?page=https%3A%2F%2Fevil.example', 'an address on this site'],
    ['?limit=0', 'from 1 to 25'],
    ['?limit=26', 'from 1 to 25'],
    ['?before=nope', 'not valid'],
  ])('refuses the filter %s with 400', async (query, message) => {
    const response = await (await signedIn('writer')).request('GET', `${FEEDBACK_INBOX_PATH}${query}`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toContain(message);
  });

  it('counts per page: yes, no and reports, the most first; by language too', async () => {
    await seed();
    const writer = await signedIn('writer');
    const counts = async (query = '') => {
      const response = await writer.request('GET', `${FEEDBACK_COUNTS_PATH}${query}`);
      expect(response.status).toBe(200);
      return v.parse(feedbackCountsSchema, await response.json());
    };
    expect(await counts()).toEqual({
      pages: [
        { page: '/documents/nin', yes: 1, no: 1, reports: 2 },
        { page: '/contact', yes: 0, no: 1, reports: 0 },
      ],
    });
    expect(await counts('?language=ha')).toEqual({
      pages: [
        { page: '/contact', yes: 0, no: 1, reports: 0 },
        { page: '/documents/nin', yes: 0, no: 0, reports: 1 },
      ],
    });
    expect((await writer.request('GET', `${FEEDBACK_COUNTS_PATH}?language=xx`)).status).toBe(400);
  });

  it('needs a session for every route; writers read, only editors and admins change a status', async () => {
    await seed();
    const [newest] = (await list(await signedIn('admin'))).items as [FeedbackItem];
    const nobody = new Browser(staff);
    expect((await nobody.request('GET', FEEDBACK_INBOX_PATH)).status).toBe(401);
    expect((await nobody.request('GET', FEEDBACK_COUNTS_PATH)).status).toBe(401);
    expect(
      (await nobody.request('PATCH', feedbackItemPath(newest.id), { status: 'inProgress' })).status,
    ).toBe(401);
    const writer = await signedIn('writer');
    expect(
      (await writer.request('PATCH', feedbackItemPath(newest.id), { status: 'inProgress' })).status,
    ).toBe(403);
    expect((await list(writer)).items[0]!.status).toBe('new');
  });

  it('moves an item new → in progress → done, recording who and when; no other step', async () => {
    await seed();
    const editor = await signedIn('editor');
    const admin = await signedIn('admin');
    const [newest] = (await list(editor)).items as [FeedbackItem];
    const change = (browser: Browser, status: string) =>
      browser.request('PATCH', feedbackItemPath(newest.id), { status });

    const skipped = await change(editor, 'done');
    expect(skipped.status).toBe(409);
    expect(((await skipped.json()) as { error: string }).error).toContain('This feedback is new now');

    clock.advance(MINUTE);
    const started = await change(editor, 'inProgress');
    expect(started.status).toBe(200);
    expect(v.parse(feedbackItemSchema, await started.json())).toMatchObject({
      id: newest.id,
      status: 'inProgress',
      statusChangedBy: 'editor@example.gov.ng',
      statusChangedAt: '2026-11-25T09:06:00.000Z',
    });
    expect((await change(admin, 'inProgress')).status).toBe(409);
    expect((await change(admin, 'new')).status).toBe(409);

    clock.advance(MINUTE);
    expect((await change(admin, 'done')).status).toBe(200);
    expect((await change(admin, 'inProgress')).status).toBe(409);
    const row = await database.db
      .selectFrom('page_feedback')
      .select(['status', 'status_changed_by', 'status_changed_at'])
      .where('id', '=', newest.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      status: 'done',
      status_changed_by: 'admin@example.gov.ng',
      status_changed_at: new Date('2026-11-25T09:07:00.000Z'),
    });
    expect(texts(await list(editor, '?status=done'))).toEqual(['Wrong word for "slip"']);
  });

  it('refuses a status that is not one, and an unknown item (404)', async () => {
    await seed();
    const editor = await signedIn('editor');
    const [newest] = (await list(editor)).items as [FeedbackItem];
    const wrong = await editor.request('PATCH', feedbackItemPath(newest.id), { status: 'closed' });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { fields: Record<string, string> }).fields.status).toContain(
      'new, inProgress, done',
    );
    expect(
      (
        await editor.request('PATCH', feedbackItemPath('00000000-0000-4000-8000-999999999999'), {
          status: 'inProgress',
        })
      ).status,
    ).toBe(404);
    expect(
      (await editor.request('PATCH', feedbackItemPath('not-an-id'), { status: 'inProgress' })).status,
    ).toBe(404);
  });

  it('stores no address, cookie or identifier of the visitor: the rows hold only the page, language, answer, texts and time', async () => {
    await staff.app.request(FEEDBACK_PATH, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Cookie: 'cgn_session=abc; tracking=xyz',
        'X-Test-Client': '203.0.113.77',
        'User-Agent': 'Visitor Browser 1.0',
      },
      body: JSON.stringify({ page: '/documents/nin', language: 'yo', useful: false, whatWentWrong: 'hi' }),
    });
    const rows = await database.db.selectFrom('page_feedback').selectAll().execute();
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows);
    for (const secret of ['203.0.113.77', 'abc', 'xyz', 'Visitor Browser'])
      expect(stored).not.toContain(secret);
    expect(Object.keys(rows[0]!).sort()).toEqual(
      [
        'id',
        'page',
        'language',
        'useful',
        'what_went_wrong',
        'created_at',
        'kind',
        'section',
        'quoted_text',
        'status',
        'status_changed_by',
        'status_changed_at',
      ].sort(),
    );
  });

  it('clearOldFeedbackText clears the texts older than 12 months and keeps the rows, so the counts stay', async () => {
    await seed(); // 2026-11-25 09:01 to 09:05
    const before = await (await signedIn('writer')).request('GET', FEEDBACK_COUNTS_PATH);
    const countsBefore: unknown = await before.json();

    expect(await clearOldFeedbackText(database.db, new Date('2027-11-25T09:02:30.000Z'))).toBe(1);
    const rows = async () =>
      database.db
        .selectFrom('page_feedback')
        .select(['what_went_wrong', 'quoted_text'])
        .orderBy('created_at')
        .execute();
    expect((await rows()).map((row) => row.what_went_wrong)).toEqual([
      null,
      null,
      'The fee tab says "free" twice',
      null,
      'Wrong word for "slip"',
    ]);
    await database.db
      .updateTable('page_feedback')
      .set({ quoted_text: 'Owó' })
      .where('kind', '=', 'translation')
      .execute();
    expect(await clearOldFeedbackText(database.db, new Date('2028-01-01T00:00:00.000Z'))).toBe(2);
    expect((await rows()).every((row) => row.what_went_wrong === null && row.quoted_text === null)).toBe(
      true,
    );
    expect(await clearOldFeedbackText(database.db, new Date('2028-01-01T00:00:00.000Z'))).toBe(0);

    const after = await (await signedIn('writer')).request('GET', FEEDBACK_COUNTS_PATH);
    expect(await after.json()).toEqual(countsBefore);
  });
});

reportSkippedLeg();
