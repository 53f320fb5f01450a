import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import type { DatabaseHandle } from '../../server/db/database';
import { JSON_BODY_LIMIT } from '../../server/http/validation';
import { HONEYPOT_FIELD } from '@/shared/api/botCheck';
import {
  COMMENT_MAX_LENGTH,
  FEEDBACK_PATH,
  QUOTE_MAX_LENGTH,
  REPORT_MAX_LENGTH,
  TRANSLATION_REPORT_PATH,
} from '@/shared/api/feedback';
import { feedbackReceivedSchema } from '@/shared/api/feedbackSchema';
import { fakeBuildForTests } from './utils/fakeBuild';
import { databaseLegs, reportSkippedLeg } from './utils/testDatabase';

const build = fakeBuildForTests();

const AT = new Date('2026-11-25T09:30:00.000Z');

describe.each(databaseLegs)('POST /api/feedback on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createApp>;
  let ids: number;
  beforeEach(async () => {
    database = await open('migrated');
    ids = 0;
    const newId = () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`;
    app = createApp({
      site: build.site,
      renderer: build.renderer,
      db: database.db,
      log: () => {},
      newId,
      clock: () => AT,
    });
  });
  afterEach(() => database.close());

  const send = (body: unknown, path = FEEDBACK_PATH) =>
    app.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const rows = () => database.db.selectFrom('page_feedback').selectAll().orderBy('id').execute();

  it('stores a "No" with its comment, the page, the language and the time — and nothing about the visitor', async () => {
    const response = await send({
      page: '/documents/nin',
      language: 'yo',
      useful: false,
      whatWentWrong: '  The fee is not there  ',
    });
    expect(response.status).toBe(201);
    const body: unknown = await response.json();
    expect(v.is(feedbackReceivedSchema, body)).toBe(true);
    expect(await rows()).toEqual([
      {
        id: (body as { id: string }).id,
        page: '/documents/nin',
        language: 'yo',
        useful: false,
        what_went_wrong: 'The fee is not there',
        created_at: AT,
        kind: 'useful',
        section: null,
        quoted_text: null,
        status: 'new',
        status_changed_by: null,
        status_changed_at: null,
      },
    ]);
  });

  it('keeps no comment with a "Yes", and none that is only spaces', async () => {
    expect(
      (await send({ page: '/', language: 'en', useful: true, whatWentWrong: 'hidden field' })).status,
    ).toBe(201);
    expect((await send({ page: '/', language: 'en', useful: false, whatWentWrong: '   ' })).status).toBe(201);
    expect((await rows()).map((row) => row.what_went_wrong)).toEqual([null, null]);
  });

  it.each([
    [{ language: 'en', useful: true }, 'page', 'Say which page'],
    [{ page: 'https://evil.example/', language: 'en', useful: true }, 'page', 'an address on this site'],
    [{ page: '/documents/nin?q=1', language: 'en', useful: true }, 'page', 'an address on this site'],
    [{ page: '/no-such-page', language: 'en', useful: true }, 'page', 'no such page'],
    [{ page: '/assets/index-AbC123.js', language: 'en', useful: true }, 'page', 'no such page'],
    [{ page: '/', language: 'fr', useful: true }, 'language', 'en, pcm, yo, ha, ig'],
    [{ page: '/', language: 'en', useful: 'yes' }, 'useful', 'true or false'],
    [
      { page: '/', language: 'en', useful: false, whatWentWrong: 'x'.repeat(COMMENT_MAX_LENGTH + 1) },
      'whatWentWrong',
      `at most ${COMMENT_MAX_LENGTH}`,
    ],
  ])('refuses %j with 400, naming the field %s, and stores nothing', async (body, field, message) => {
    const response = await send(body);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { error: string; fields: Record<string, string> };
    expect(answer.fields[field]).toContain(message);
    expect(answer.error).toContain(message);
    expect(await rows()).toEqual([]);
  });

  it('answers a bot (honeypot filled, or sent too fast) as it answers a person, and stores nothing', async () => {
    const filled = await send({
      page: '/',
      language: 'en',
      useful: true,
      [HONEYPOT_FIELD]: 'http://spam.example',
    });
    const fast = await send({
      page: '/',
      language: 'en',
      useful: false,
      whatWentWrong: 'buy now',
      elapsedMs: 40,
    });
    for (const response of [filled, fast]) {
      expect(response.status).toBe(201);
      expect(v.is(feedbackReceivedSchema, await response.json())).toBe(true);
    }
    expect(await rows()).toEqual([]);
    // A person who took their time, with the honeypot left empty, is stored.
    expect(
      (await send({ page: '/', language: 'en', useful: true, [HONEYPOT_FIELD]: '', elapsedMs: 4000 })).status,
    ).toBe(201);
    expect(await rows()).toHaveLength(1);
  });

  it('keeps a page read in another language under its own path, with the language beside it', async () => {
    expect((await send({ page: '/yo/documents/nin', language: 'yo', useful: true })).status).toBe(201);
    expect(await rows()).toMatchObject([{ page: '/documents/nin', language: 'yo' }]);
  });

  it('refuses a body that is not JSON (400) or too large (413)', async () => {
    const notJson = await send('page=/&useful=true');
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toEqual({ error: 'The request body must be JSON.' });
    const notObject = await send('"page=/"');
    expect(notObject.status).toBe(400);
    expect(((await notObject.json()) as { error: string }).error).toBe(
      'The answer must be a JSON object with page, language and useful.',
    );
    const huge = await send({
      page: '/',
      language: 'en',
      useful: false,
      whatWentWrong: 'x'.repeat(JSON_BODY_LIMIT),
    });
    expect(huge.status).toBe(413);
    expect(await rows()).toEqual([]);
  });

  describe('POST /api/feedback/translation', () => {
    const report = (body: unknown) => send(body, TRANSLATION_REPORT_PATH);

    it('stores the page, section, language, texts and time of a report — and nothing about the visitor', async () => {
      const response = await report({
        page: '/yo/documents/nin',
        language: 'yo',
        section: ' fees ',
        whatIsWrong: '  "Owó" should be "owó ìforúkọsílẹ̀"  ',
        quoted: ' Owó ',
        elapsedMs: 9000,
        [HONEYPOT_FIELD]: '',
      });
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      expect(await rows()).toEqual([
        {
          id,
          kind: 'translation',
          page: '/documents/nin',
          language: 'yo',
          useful: null,
          what_went_wrong: '"Owó" should be "owó ìforúkọsílẹ̀"',
          section: 'fees',
          quoted_text: 'Owó',
          created_at: AT,
          status: 'new',
          status_changed_by: null,
          status_changed_at: null,
        },
      ]);
    });

    it('keeps no empty section or quote', async () => {
      expect(
        (await report({ page: '/documents/nin', language: 'ha', section: ' ', whatIsWrong: 'x', quoted: '' }))
          .status,
      ).toBe(201);
      expect(await rows()).toMatchObject([{ section: null, quoted_text: null, what_went_wrong: 'x' }]);
    });

    it('answers a bot as a person and stores nothing', async () => {
      const response = await report({
        page: '/documents/nin',
        language: 'yo',
        whatIsWrong: 'spam',
        [HONEYPOT_FIELD]: 'me@spam.example',
      });
      expect(response.status).toBe(201);
      expect(v.is(feedbackReceivedSchema, await response.json())).toBe(true);
      expect(
        (await report({ page: '/documents/nin', language: 'yo', whatIsWrong: 'spam', elapsedMs: 10 })).status,
      ).toBe(201);
      expect(await rows()).toEqual([]);
    });

    it.each([
      [{ language: 'yo', whatIsWrong: 'x' }, 'page', 'Say which page'],
      [{ page: '/no-such-page', language: 'yo', whatIsWrong: 'x' }, 'page', 'no such page'],
      [{ page: '/documents/nin', language: 'en', whatIsWrong: 'x' }, 'language', 'one of the translations'],
      [{ page: '/documents/nin', language: 'yo' }, 'whatIsWrong', 'Say what is wrong'],
      [{ page: '/documents/nin', language: 'yo', whatIsWrong: '   ' }, 'whatIsWrong', 'Say what is wrong'],
      [
        { page: '/documents/nin', language: 'yo', whatIsWrong: 'x'.repeat(REPORT_MAX_LENGTH + 1) },
        'whatIsWrong',
        `at most ${REPORT_MAX_LENGTH}`,
      ],
      [
        {
          page: '/documents/nin',
          language: 'yo',
          whatIsWrong: 'x',
          quoted: 'x'.repeat(QUOTE_MAX_LENGTH + 1),
        },
        'quoted',
        `at most ${QUOTE_MAX_LENGTH}`,
      ],
      [
        { page: '/documents/nin', language: 'yo', whatIsWrong: 'x', section: 'x'.repeat(101) },
        'section',
        'at most 100',
      ],
    ])('refuses %j with 400, naming the field %s, and stores nothing', async (body, field, message) => {
      const response = await report(body);
      expect(response.status).toBe(400);
      const answer = (await response.json()) as { error: string; fields: Record<string, string> };
      expect(answer.fields[field]).toContain(message);
      expect(await rows()).toEqual([]);
    });
  });
});

reportSkippedLeg();
