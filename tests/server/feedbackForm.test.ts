import { rmSync } from 'node:fs';
import { within } from '@testing-library/react';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import type { DatabaseHandle } from '../../server/db/database';
import { loadRenderer, type Renderer } from '../../server/pages/loadRenderer';
import { loadSite, type Site } from '../../server/site/loadSite';
import { removeFakeBuild, writeFakeBuild } from './utils/fakeBuild';
import { buildRenderer } from './utils/rendererBuild';
import { databaseLegs, reportSkippedLeg } from './utils/testDatabase';

/*
 * "Is this page useful?" without the app: each step is a real form, answered by the server with the
 * page at the next step (the app's real renderer, built here), and an answer is stored as the API
 * stores one.
 */
let dist: string;
let ssrDir: string;
let site: Site;
let renderer: Renderer;
beforeAll(async () => {
  ssrDir = buildRenderer();
  dist = writeFakeBuild();
  site = loadSite(dist);
  renderer = await loadRenderer(ssrDir);
}, 180_000);
afterAll(() => {
  removeFakeBuild(dist);
  rmSync(ssrDir, { recursive: true, force: true });
});

const AT = new Date('2026-11-25T10:00:00.000Z');
const ID = '00000000-0000-4000-8000-000000000001';
const QUESTION = 'Is this page useful?';

describe.each(databaseLegs)('POST /feedback without the app, on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createApp>;
  beforeEach(async () => {
    database = await open('migrated');
    app = createApp({ db: database.db, site, renderer, log: () => {}, newId: () => ID, clock: () => AT });
    return () => database.close();
  });

  const send = (fields: Record<string, string>) =>
    app.request('/feedback', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  /** The question's section of the answer page, as a browser without JavaScript shows it. */
  async function question(response: Response) {
    const { document } = new JSDOM(await response.text()).window;
    return within(within(document.body).getByRole('region', { name: QUESTION }));
  }
  const rows = () => database.db.selectFrom('page_feedback').selectAll().execute();
  const PAGE = { page: '/documents/nin', language: 'en' };

  it('Yes: stored, and the page comes back with the thanks in place of the question', async () => {
    const response = await send({ ...PAGE, useful: 'yes' });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const section = await question(response);
    expect(section.getByText('Thank you for your feedback.')).toBeTruthy();
    expect(section.queryByRole('button', { name: 'Yes' })).toBeNull();
    expect(await rows()).toEqual([
      { id: ID, page: '/documents/nin', language: 'en', useful: true, what_went_wrong: null, created_at: AT },
    ]);
  });

  it('No: asks "What went wrong?" and stores nothing; Send stores the comment as text; Cancel asks again', async () => {
    const asked = await question(await send({ ...PAGE, useful: 'no' }));
    const box = asked.getByRole('textbox', { name: 'What went wrong?' }) as HTMLTextAreaElement;
    expect(box.name).toBe('whatWentWrong');
    expect(box.form?.getAttribute('action')).toBe('/feedback#page-feedback');
    expect(await rows()).toEqual([]);

    const cancelled = await question(await send({ ...PAGE, useful: 'cancel' }));
    expect(cancelled.getByRole('button', { name: 'No' })).toBeTruthy();
    expect(await rows()).toEqual([]);

    const hostile = '<img src=x onerror=alert(1)> The fee is missing';
    const thanked = await send({ ...PAGE, useful: 'no', whatWentWrong: hostile });
    expect((await question(thanked)).getByText('Thank you for your feedback.')).toBeTruthy();
    expect(await rows()).toMatchObject([{ useful: false, what_went_wrong: hostile }]);
  });

  it.each([
    [{ page: '/no-such-page', language: 'en', useful: 'yes' }],
    [{ page: 'https://elsewhere.example/', language: 'en', useful: 'yes' }],
    [{ page: '/documents/nin', language: 'fr', useful: 'yes' }],
    [{ page: '/documents/nin', language: 'en', useful: 'maybe' }],
    [{ page: '/documents/nin', language: 'en', useful: 'no', whatWentWrong: 'x'.repeat(501) }],
  ])('refuses %j with the "could not be read" page (400), storing nothing', async (fields) => {
    const response = await send(fields);
    expect(response.status).toBe(400);
    expect(await rows()).toEqual([]);
  });
});

reportSkippedLeg();
