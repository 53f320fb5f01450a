import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../server/db/database';
import { queueMail } from '../../../server/mail/mailQueue';
import { subscriberReference } from '../../../server/newsletter/staffRoutes';
import {
  NEWSLETTER_EXPORT_PATH,
  NEWSLETTER_OVERVIEW_PATH,
  NEWSLETTER_SUBSCRIBER_DATA_PATH,
  NEWSLETTER_SUBSCRIBER_DELETION_PATH,
  NEWSLETTER_UPDATES_PATH,
  newsletterOverviewSchema,
  subscriberDataSchema,
} from '@/shared/api/newsletterStaff';
import type { Role } from '@/shared/api/accounts';
import { fakeBuildForTests } from '../utils/fakeBuild';
import { addAccount, Browser, sequentialId, staffApp, type StaffApp } from '../utils/staffApp';
import { databaseLegs, reportSkippedLeg } from '../utils/testDatabase';

const build = fakeBuildForTests();

const PASSWORD = 'correct horse battery staple';
const DAY = 24 * 60 * 60_000;

describe.each(databaseLegs)('the staff’s Subscribers routes on $name', ({ open }) => {
  let database: DatabaseHandle;
  let staff: StaffApp;
  const people: Partial<Record<Role, Browser>> = {};
  beforeAll(async () => {
    database = await open('migrated');
    staff = staffApp(build, database);
    for (const role of ['writer', 'editor', 'admin'] as const) {
      await addAccount(database, staff.hasher, { email: `${role}@example.gov.ng`, role, password: PASSWORD });
      people[role] = new Browser(staff);
      expect((await people[role].signIn(`${role}@example.gov.ng`, PASSWORD)).status).toBe(200);
    }
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.deleteFrom('newsletter_subscribers').execute();
    await database.db.deleteFrom('mail_queue').execute();
    await database.db.deleteFrom('audit_log').execute();
    const at = staff.clock.clock();
    const add = (email: string, status: 'pending' | 'confirmed', language: string, daysAgo: number) =>
      database.db
        .insertInto('newsletter_subscribers')
        .values({
          id: sequentialId(),
          email,
          language,
          page: '/',
          consent_text: 'We only use it to send you this newsletter.',
          status,
          signed_up_at: new Date(at.getTime() - daysAgo * DAY),
          confirmed_at: status === 'confirmed' ? new Date(at.getTime() - (daysAgo - 1) * DAY) : null,
          confirmation_sent_at: new Date(at.getTime() - daysAgo * DAY),
        })
        .execute();
    await add('ada@example.com', 'confirmed', 'yo', 3);
    await add('=cmd@example.com', 'confirmed', 'en', 2);
    await add('bala@example.com', 'pending', 'ha', 1);
  });
  const as = (role: Role) => people[role]!;
  const anonymous = () => new Browser(staff);
  const audit = () => database.db.selectFrom('audit_log').selectAll().orderBy('at').execute();
  const mail = () => database.db.selectFrom('mail_queue').selectAll().orderBy('recipient').execute();

  it.each([
    ['GET', NEWSLETTER_OVERVIEW_PATH, undefined, 'editor'],
    ['POST', NEWSLETTER_UPDATES_PATH, { subject: 'New', text: 'Text' }, 'editor'],
    ['GET', NEWSLETTER_EXPORT_PATH, undefined, 'admin'],
    ['POST', NEWSLETTER_SUBSCRIBER_DATA_PATH, { email: 'ada@example.com' }, 'admin'],
    ['POST', NEWSLETTER_SUBSCRIBER_DELETION_PATH, { email: 'ada@example.com' }, 'admin'],
  ] as const)('%s %s: 401 signed out, 403 below %s', async (method, path, body, needed) => {
    expect((await anonymous().request(method, path, body)).status).toBe(401);
    expect((await as('writer').request(method, path, body)).status).toBe(403);
    if (needed === 'admin') expect((await as('editor').request(method, path, body)).status).toBe(403);
    expect(await database.db.selectFrom('newsletter_subscribers').select('id').execute()).toHaveLength(3);
    expect(await mail()).toEqual([]);
  });

  it('the overview counts confirmed and pending, the queue by status, and says no mail server is configured', async () => {
    await queueMail(
      database.db,
      {
        kind: 'update',
        subscriberId: null,
        recipient: 'x@example.com',
        subject: 'Hello',
        text: 'Body',
        headers: {},
      },
      sequentialId(),
      staff.clock.clock(),
    );
    const response = await as('editor').request('GET', NEWSLETTER_OVERVIEW_PATH);
    expect(response.status).toBe(200);
    const overview = v.parse(newsletterOverviewSchema, await response.json());
    expect(overview.subscribers).toEqual({ confirmed: 2, pending: 1 });
    expect(overview.mail).toMatchObject({ configured: false, queued: 1, sent: 0, failed: 0 });
    expect(overview.mail.latest).toEqual([
      expect.objectContaining({
        kind: 'update',
        subject: 'Hello',
        status: 'queued',
        attempts: 0,
        lastError: null,
      }),
    ]);
    // Never a recipient or a text.
    expect(JSON.stringify(overview)).not.toContain('x@example.com');
    expect(JSON.stringify(overview)).not.toContain('Body');
  });

  it('offers the change notes of recent publications', async () => {
    const id = sequentialId();
    const at = staff.clock.clock();
    await database.db
      .insertInto('articles')
      .values({
        id,
        title: 'Renew your passport',
        category: 'documents',
        content: 'Text',
        author: 'Ada',
        status: 'published',
        created_at: at,
        updated_at: at,
        published_at: at,
        slug: 'renew-passport',
        published_revision: 1,
      })
      .execute();
    await database.db
      .insertInto('article_history')
      .values({
        article_id: id,
        revision: 1,
        event: 'published',
        at,
        actor_id: null,
        actor_name: 'Ada',
        note: 'The fee is now ₦35,000.',
        slug: 'renew-passport',
        title: 'Renew your passport',
        summary: '',
        category: 'documents',
        content: 'Text',
      } as never)
      .execute();
    const overview = v.parse(
      newsletterOverviewSchema,
      await (await as('editor').request('GET', NEWSLETTER_OVERVIEW_PATH)).json(),
    );
    expect(overview.changeNotes).toEqual([
      {
        title: 'Renew your passport',
        note: 'The fee is now ₦35,000.',
        publishedAt: at.toISOString(),
        slug: 'renew-passport',
      },
    ]);
  });

  it('an update is queued once for each confirmed subscriber, in their language, each with their own unsubscribe link', async () => {
    const response = await as('editor').request('POST', NEWSLETTER_UPDATES_PATH, {
      subject: ' New: the passport guide ',
      text: 'Read it at https://guide.example.gov.ng/documents/passport',
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ queued: 2 });
    const queued = await mail();
    expect(queued.map((row) => [row.recipient, row.kind, row.subject, row.status])).toEqual([
      ['=cmd@example.com', 'update', 'New: the passport guide', 'queued'],
      ['ada@example.com', 'update', 'New: the passport guide', 'queued'],
    ]);
    const links = queued.map(
      (row) => (JSON.parse(row.headers) as Record<string, string>)['List-Unsubscribe'],
    );
    expect(links[0]).toMatch(/^<https:\/\/[^>]+\/newsletter\/unsubscribe\?token=[\w-]{43}>$/);
    expect(links[1]).toMatch(/^<https:\/\/[^>]+\/yo\/newsletter\/unsubscribe\?token=[\w-]{43}>$/);
    expect(links[0]).not.toBe(links[1]);
    expect(queued[1]!.body_text).toContain('Ẹ dáwọ́ rẹ̀ dúró pẹ̀lú títẹ̀ ẹ̀ẹ̀kan: https://');
    expect(await audit()).toMatchObject([
      { action: 'newsletterUpdateQueued', actor_email: 'editor@example.gov.ng', detail: '2 recipients' },
    ]);
  });

  it.each([
    ['an empty subject', { subject: '', text: 'x' }, 'subject'],
    ['a subject of two lines', { subject: 'Two\r\nBcc: x@example.com', text: 'x' }, 'subject'],
    ['a subject too long', { subject: 'x'.repeat(151), text: 'x' }, 'subject'],
    ['an empty text', { subject: 'Hi', text: '  ' }, 'text'],
    ['a text too long', { subject: 'Hi', text: 'x'.repeat(5001) }, 'text'],
  ])('refuses %s, naming the field, queuing nothing', async (_what, body, field) => {
    const response = await as('admin').request('POST', NEWSLETTER_UPDATES_PATH, body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: object }).fields).toHaveProperty(field);
    expect(await mail()).toEqual([]);
  });

  it('exports the confirmed subscribers as CSV (spreadsheet formulas defused), and audits it without an address', async () => {
    const response = await as('admin').request('GET', NEWSLETTER_EXPORT_PATH);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="subscribers.csv"');
    const at = staff.clock.clock().getTime();
    expect(await response.text()).toBe(
      [
        'email,language,confirmed_at',
        `ada@example.com,yo,${new Date(at - 2 * DAY).toISOString()}`,
        `'=cmd@example.com,en,${new Date(at - DAY).toISOString()}`,
        '',
      ].join('\r\n'),
    );
    const entries = await audit();
    expect(entries).toMatchObject([
      { action: 'subscribersExported', actor_email: 'admin@example.gov.ng', subject: '2 subscribers' },
    ]);
    expect(JSON.stringify(entries)).not.toContain('@example.com');
  });

  it('exports everything stored about one subscriber as JSON, and audits it by a hash, not the address', async () => {
    const response = await as('admin').request('POST', NEWSLETTER_SUBSCRIBER_DATA_PATH, {
      email: ' ADA@example.com ',
    });
    expect(response.status).toBe(200);
    const data = v.parse(subscriberDataSchema, await response.json());
    expect(data).toMatchObject({
      email: 'ada@example.com',
      status: 'confirmed',
      language: 'yo',
      page: '/',
      consentText: 'We only use it to send you this newsletter.',
      links: [],
      mail: [],
    });
    const entries = await audit();
    expect(entries).toMatchObject([
      { action: 'subscriberDataExported', subject: subscriberReference('ada@example.com') },
    ]);
    expect(JSON.stringify(entries)).not.toContain('ada@');
  });

  it('deletes one subscriber on request, with their mail, and audits it without the address', async () => {
    await as('editor').request('POST', NEWSLETTER_UPDATES_PATH, { subject: 'Hi', text: 'News' });
    const response = await as('admin').request('POST', NEWSLETTER_SUBSCRIBER_DELETION_PATH, {
      email: 'ada@example.com',
    });
    expect([response.status, await response.json()]).toEqual([200, { deleted: true }]);
    expect(
      (await database.db.selectFrom('newsletter_subscribers').select('email').execute()).map(
        (row) => row.email,
      ),
    ).not.toContain('ada@example.com');
    expect((await mail()).map((row) => row.recipient)).toEqual(['=cmd@example.com']);
    const entries = await audit();
    expect(entries.map((entry) => entry.action)).toEqual(['newsletterUpdateQueued', 'subscriberDeleted']);
    expect(JSON.stringify(entries)).not.toContain('ada@');
  });

  it('answers 404 for an address that is not on the list, auditing nothing; 400 for one that is not an address', async () => {
    for (const path of [NEWSLETTER_SUBSCRIBER_DATA_PATH, NEWSLETTER_SUBSCRIBER_DELETION_PATH]) {
      expect((await as('admin').request('POST', path, { email: 'nobody@example.com' })).status).toBe(404);
      expect((await as('admin').request('POST', path, { email: 'not an address' })).status).toBe(400);
    }
    expect(await audit()).toEqual([]);
  });
});

reportSkippedLeg();
