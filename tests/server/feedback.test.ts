import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import type { DatabaseHandle } from '../../server/db/database';
import { JSON_BODY_LIMIT } from '../../server/http/validation';
import { COMMENT_MAX_LENGTH, FEEDBACK_PATH } from '@/shared/api/feedback';
import { feedbackReceivedSchema } from '@/shared/api/feedbackSchema';
import { loadFakeBuild } from './utils/fakeBuild';
import { databaseLegs, reportSkippedLeg } from './utils/testDatabase';

let build: Awaited<ReturnType<typeof loadFakeBuild>>;
beforeAll(async () => {
  build = await loadFakeBuild();
});
afterAll(() => build.remove());

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

  const send = (body: unknown) =>
    app.request(FEEDBACK_PATH, {
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
});

reportSkippedLeg();
