import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import type { DatabaseHandle } from '../../../server/db/database';
import { purgeUnconfirmedSignups } from '../../../server/newsletter/subscriptions';
import { NEWSLETTER_PATH } from '@/shared/api/newsletterAction';
import { fakeBuildForTests } from '../utils/fakeBuild';
import { fakeClock, sequentialId } from '../utils/staffApp';
import { databaseLegs, reportSkippedLeg } from '../utils/testDatabase';

const build = fakeBuildForTests();

const CONSENT = 'We only use it to send you this newsletter.';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const FORM = 'application/x-www-form-urlencoded';

/** A person's sign-up: after more than 1.5 s on screen, the honeypot empty. */
const signup = (fields: Record<string, unknown> = {}) => ({
  email: '  Ada.Obi@Example.COM ',
  language: 'yo',
  page: '/yo/documents/nin',
  consent: CONSENT,
  website: '',
  elapsedMs: 8000,
  ...fields,
});

describe.each(databaseLegs)('the newsletter sign-up on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createApp>;
  let clock: ReturnType<typeof fakeClock>;
  let tokens: number;
  beforeEach(async () => {
    database = await open('migrated');
    clock = fakeClock();
    tokens = 0;
    app = createApp({
      site: build.site,
      renderer: build.renderer,
      db: database.db,
      log: () => {},
      newId: sequentialId,
      clock: clock.clock,
      randomToken: () => `token-${++tokens}`,
      clientAddress: () => '203.0.113.9',
      origin: { trustProxy: false, publicOrigin: 'https://guide.example.gov.ng' },
    });
  });
  afterEach(() => database.close());

  const send = (body: unknown) =>
    app.request(NEWSLETTER_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const postForm = (path: string, fields: Record<string, string>) =>
    app.request(path, {
      method: 'POST',
      headers: { 'Content-Type': FORM },
      body: new URLSearchParams(fields),
    });
  const subscribers = () => database.db.selectFrom('newsletter_subscribers').selectAll().execute();
  const tokenRows = () =>
    database.db
      .selectFrom('newsletter_tokens')
      .selectAll()
      .orderBy('created_at')
      .orderBy('purpose')
      .execute();
  const mail = () =>
    database.db.selectFrom('mail_queue').selectAll().orderBy('created_at').orderBy('id').execute();
  /** Everything the database holds, as text: for what must not be in it. */
  const everything = async () => JSON.stringify([await subscribers(), await tokenRows(), await mail()]);

  it('stores the address normalised, pending, with the language, page, consent wording and time — and no IP', async () => {
    const response = await send(signup());
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ status: 'checkYourInbox' });
    expect(await subscribers()).toEqual([
      {
        id: expect.any(String) as string,
        email: 'ada.obi@example.com',
        language: 'yo',
        page: '/yo/documents/nin',
        consent_text: CONSENT,
        status: 'pending',
        signed_up_at: clock.clock(),
        confirmed_at: null,
        confirmation_sent_at: clock.clock(),
      },
    ]);
    expect(await everything()).not.toContain('203.0.113.9');
  });

  it('queues a confirmation e-mail in the sign-up’s language, with its links and List-Unsubscribe headers; tokens stored only hashed', async () => {
    await send(signup());
    const [message] = await mail();
    expect(message).toMatchObject({
      kind: 'confirmation',
      recipient: 'ada.obi@example.com',
      status: 'queued',
      attempts: 0,
      next_attempt_at: clock.clock(),
    });
    expect(message!.subject).toBe('Ẹ jẹ́rìí sí ìforúkọsílẹ̀ yín fún Citizen Guide Nigeria');
    expect(message!.body_text).toContain('https://guide.example.gov.ng/yo/newsletter/confirm?token=token-1');
    expect(message!.body_text).toContain(
      'https://guide.example.gov.ng/yo/newsletter/unsubscribe?token=token-2',
    );
    expect(JSON.parse(message!.headers)).toEqual({
      'List-Unsubscribe': '<https://guide.example.gov.ng/yo/newsletter/unsubscribe?token=token-2>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect((await tokenRows()).map((row) => [row.purpose, row.token_hash])).toEqual([
      ['confirm', sha256('token-1')],
      ['unsubscribe', sha256('token-2')],
    ]);
    expect(JSON.stringify(await tokenRows())).not.toContain('token-1');
  });

  it('answers a duplicate exactly like a new sign-up, pending or confirmed; a pending one gets at most one mail an hour', async () => {
    const first = await send(signup());
    const again = await send(signup({ email: 'ada.obi@example.com' }));
    expect([again.status, await again.text()]).toEqual([
      first.status,
      JSON.stringify({ status: 'checkYourInbox' }),
    ]);
    expect(await mail()).toHaveLength(1);
    expect(await subscribers()).toHaveLength(1);

    clock.advance(61 * 60_000);
    expect((await send(signup({ language: 'ha', page: '/ha' }))).status).toBe(202);
    const messages = await mail();
    expect(messages).toHaveLength(2);
    expect(messages[1]!.subject).toBe('Tabbatar da rajistarka ga Citizen Guide Nigeria');
    expect((await subscribers())[0]).toMatchObject({ language: 'ha', page: '/ha', status: 'pending' });

    // Confirmed: the same answer, and nothing queued.
    await postForm('/newsletter/confirm', { token: 'token-3' });
    expect((await subscribers())[0]!.status).toBe('confirmed');
    clock.advance(2 * 60 * 60_000);
    const confirmed = await send(signup());
    expect([confirmed.status, await confirmed.json()]).toEqual([202, { status: 'checkYourInbox' }]);
    expect(await mail()).toHaveLength(2);
  });

  it.each([
    ['the honeypot filled in', { website: 'https://spam.example' }],
    ['sent faster than a person types', { elapsedMs: 300 }],
  ])('answers a bot (%s) like a person, and stores nothing', async (_what, fields) => {
    const response = await send(signup(fields));
    expect([response.status, await response.json()]).toEqual([202, { status: 'checkYourInbox' }]);
    expect(await subscribers()).toEqual([]);
    expect(await mail()).toEqual([]);
  });

  it.each([
    ['email', { ...signup(), email: 'ada@example' }],
    ['email', { ...signup(), email: '' }],
    ['email', { ...signup(), email: `${'a'.repeat(250)}@b.co` }],
    ['language', { ...signup(), language: 'fr' }],
    ['page', { ...signup(), page: 'https://evil.example/' }],
    ['page', { ...signup(), page: '/no-such-page' }],
    ['consent', { ...signup(), consent: '' }],
    ['consent', { ...signup(), consent: 'x'.repeat(501) }],
    ['elapsedMs', { ...signup(), elapsedMs: 'soon' }],
    ['language', { email: 'ada@example.com' }],
  ])('refuses a bad %s with 400 naming it, storing nothing', async (field, body) => {
    const response = await send(body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: Record<string, string> }).fields).toHaveProperty(field);
    expect(await subscribers()).toEqual([]);
  });

  it('refuses a body that is not JSON, and one over the limit', async () => {
    expect((await send('email=ada')).status).toBe(400);
    expect((await send(signup({ consent: 'x'.repeat(20_000) }))).status).toBe(413);
  });

  describe('the form sent without the app (POST /newsletter)', () => {
    it('stores the sign-up with the hint it showed, in the page’s language', async () => {
      const response = await postForm('/newsletter', {
        email: ' Ada@Example.com',
        page: '/ha/documents',
        consent: CONSENT,
        website: '',
      });
      expect(response.status).toBe(200);
      expect(await subscribers()).toMatchObject([
        { email: 'ada@example.com', language: 'ha', page: '/ha/documents', consent_text: CONSENT },
      ]);
      expect(await mail()).toHaveLength(1);
    });

    it('answers a bot (honeypot) with the same thanks page, storing nothing', async () => {
      const person = await postForm('/newsletter', { email: 'ada@example.com', page: '/', consent: CONSENT });
      const bot = await postForm('/newsletter', {
        email: 'bot@example.com',
        page: '/',
        consent: CONSENT,
        website: 'spam',
      });
      expect(bot.status).toBe(person.status);
      expect((await subscribers()).map((row) => row.email)).toEqual(['ada@example.com']);
    });

    it('refuses a form without the consent wording (not ours), storing nothing', async () => {
      expect((await postForm('/newsletter', { email: 'ada@example.com', page: '/' })).status).toBe(400);
      expect(await subscribers()).toEqual([]);
    });

    it('stores nothing for a refused address', async () => {
      expect((await postForm('/newsletter', { email: 'ada@', page: '/', consent: CONSENT })).status).toBe(
        422,
      );
      expect(await subscribers()).toEqual([]);
    });
  });

  /** The answer the page was rendered with (#root's data-answers). */
  const answerOf = async (response: Response) => {
    const html = await response.text();
    const carried = /data-answers="([^"]*)"/.exec(html)?.[1] ?? '{}';
    const lang = /<html lang="([^"]+)"/.exec(html)?.[1];
    return { lang, ...(JSON.parse(carried.replace(/&quot;/g, '"').replace(/&amp;/g, '&')) as object) };
  };

  describe('the confirmation link', () => {
    it('GET shows the page with the button in the subscriber’s language, and confirms nothing (mail scanners follow links)', async () => {
      await send(signup());
      const response = await app.request('/newsletter/confirm?token=token-1');
      expect(response.status).toBe(200);
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      expect(await answerOf(response)).toEqual({
        lang: 'yo',
        newsletter: { link: 'confirm', step: 'ask', token: 'token-1' },
      });
      expect((await subscribers())[0]!.status).toBe('pending');
    });

    it('POST confirms: only then the address counts', async () => {
      await send(signup());
      clock.advance(5 * 60_000);
      const response = await postForm('/yo/newsletter/confirm', { token: 'token-1' });
      expect(response.status).toBe(200);
      expect(await answerOf(response)).toEqual({ lang: 'yo', newsletter: { link: 'confirm', step: 'done' } });
      expect((await subscribers())[0]).toMatchObject({ status: 'confirmed', confirmed_at: clock.clock() });
      // The link again: already done.
      expect(await answerOf(await app.request('/newsletter/confirm?token=token-1'))).toMatchObject({
        newsletter: { link: 'confirm', step: 'done' },
      });
    });

    it.each([
      ['an unknown token', '/newsletter/confirm?token=nope'],
      ['the unsubscribe token', '/newsletter/confirm?token=token-2'],
      ['no token', '/newsletter/confirm'],
    ])('answers %s with 404 and the page saying the link does not work', async (_what, path) => {
      await send(signup());
      const response = await app.request(path);
      expect(response.status).toBe(404);
      expect(await answerOf(response)).toMatchObject({ newsletter: { link: 'confirm', step: 'invalid' } });
      expect((await postForm('/newsletter/confirm', { token: 'token-2' })).status).toBe(404);
      expect((await subscribers())[0]!.status).toBe('pending');
    });
  });

  describe('unsubscribing', () => {
    it('RFC 8058: a POST of List-Unsubscribe=One-Click to the link deletes the address and everything about it', async () => {
      await send(signup());
      await postForm('/newsletter/confirm', { token: 'token-1' });
      const response = await app.request('/yo/newsletter/unsubscribe?token=token-2', {
        method: 'POST',
        headers: { 'Content-Type': FORM },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(response.status).toBe(200);
      expect(await answerOf(response)).toEqual({
        lang: 'yo',
        newsletter: { link: 'unsubscribe', step: 'done' },
      });
      expect(await subscribers()).toEqual([]);
      expect(await tokenRows()).toEqual([]);
      expect(await mail()).toEqual([]);
    });

    it('also from a mail program that posts multipart/form-data', async () => {
      await send(signup());
      const body = new FormData();
      body.set('List-Unsubscribe', 'One-Click');
      const response = await app.request('/newsletter/unsubscribe?token=token-2', { method: 'POST', body });
      expect(response.status).toBe(200);
      expect(await subscribers()).toEqual([]);
    });

    it('GET shows the page with the button, and deletes nothing', async () => {
      await send(signup());
      const response = await app.request('/newsletter/unsubscribe?token=token-2');
      expect(await answerOf(response)).toEqual({
        lang: 'yo',
        newsletter: { link: 'unsubscribe', step: 'ask', token: 'token-2' },
      });
      expect(await subscribers()).toHaveLength(1);
    });

    it('answers a used or unknown link with 404, in the address’s language', async () => {
      const response = await app.request('/ig/newsletter/unsubscribe?token=gone', { method: 'POST' });
      expect(response.status).toBe(404);
      expect(await answerOf(response)).toEqual({
        lang: 'ig',
        newsletter: { link: 'unsubscribe', step: 'invalid' },
      });
    });
  });

  describe('purgeUnconfirmedSignups', () => {
    it('deletes the sign-ups pending for more than 7 days, with their mail; keeps newer and confirmed ones', async () => {
      await send(signup({ email: 'old@example.com' }));
      await send(signup({ email: 'kept@example.com' }));
      await postForm('/newsletter/confirm', { token: 'token-3' });
      clock.advance(6 * 24 * 60 * 60_000);
      await send(signup({ email: 'new@example.com' }));
      clock.advance(24 * 60 * 60_000 + 1);
      expect(await purgeUnconfirmedSignups(database.db, clock.clock())).toBe(1);
      expect((await subscribers()).map((row) => row.email).sort()).toEqual([
        'kept@example.com',
        'new@example.com',
      ]);
      expect((await mail()).map((row) => row.recipient)).not.toContain('old@example.com');
    });
  });
});

reportSkippedLeg();
