import { within } from '@testing-library/react';
import { JSDOM } from 'jsdom';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { seedGuides } from '../../server/articles/guideSeeds';
import type { DatabaseHandle } from '../../server/db/database';
import type { Renderer } from '../../server/pages/loadRenderer';
import type { Site } from '../../server/site/loadSite';
import { realRendererOnFakeBuild } from './utils/rendererBuild';
import { databaseLegs, reportSkippedLeg } from './utils/testDatabase';

/*
 * "Is this page useful?" without the app: each step is a real form, answered by the server with the
 * page at the next step (the app's real renderer, built once a run), and an answer is stored as the API
 * stores one.
 */
let site: Site;
let renderer: Renderer;
realRendererOnFakeBuild((built) => ({ site, renderer } = built));

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
    expect(await rows()).toMatchObject([
      { id: ID, kind: 'useful', page: '/documents/nin', language: 'en', useful: true, what_went_wrong: null },
    ]);
    expect((await rows())[0]!.created_at).toEqual(AT);
  });

  it('No: asks "What went wrong?" and stores nothing; Send stores the comment as text; Cancel asks again', async () => {
    const asked = await question(await send({ ...PAGE, useful: 'no' }));
    const box = asked.getByRole<HTMLTextAreaElement>('textbox', { name: 'What went wrong?' });
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

  it('a filled-in honeypot is thanked as a person is, and nothing is stored', async () => {
    const response = await send({
      ...PAGE,
      useful: 'no',
      whatWentWrong: 'cheap pills',
      website: 'spam.example',
    });
    expect((await question(response)).getByText('Thank you for your feedback.')).toBeTruthy();
    expect(await rows()).toEqual([]);
  });

  it('answers with the page in the language it was read in', async () => {
    const response = await send({ page: '/documents/nin', language: 'yo', useful: 'yes' });
    const { document } = new JSDOM(await response.text()).window;
    expect(document.documentElement.lang).toBe('yo');
    expect(within(document.body).getByText('A dúpẹ́ fún èsì yín.')).toBeTruthy();
    expect(await rows()).toMatchObject([{ page: '/documents/nin', language: 'yo', useful: true }]);
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

  describe('POST /translation-report', () => {
    const OPEN = 'Ròyìn ìṣòro kan nínú ìtumọ̀ yìí';
    const report = (fields: Record<string, string>) =>
      app.request('/translation-report', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      });
    const documentOf = async (response: Response) => {
      expect(response.status).toBe(200);
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      const { document } = new JSDOM(await response.text()).window;
      expect(document.documentElement.lang).toBe('yo');
      return within(document.body);
    };
    const YO = { page: '/documents/nin', language: 'yo' };

    it('open: the page in its language with the form open, the section kept; nothing stored', async () => {
      const page = await documentOf(await report({ ...YO, step: 'open', section: 'verification' }));
      const form = page.getByRole('form', { name: OPEN });
      expect(form.getAttribute('action')).toBe('/translation-report#translation-report');
      expect(
        within(form).getByRole<HTMLSelectElement>('combobox', { name: 'Apá wo ní ojú-ìwé náà?' }).value,
      ).toBe('verification');
      const what = within(form).getByRole<HTMLTextAreaElement>('textbox', { name: 'Kí ni kò tọ̀nà?' });
      expect(what.name).toBe('whatIsWrong');
      expect(form.querySelector('[hidden] input[name="website"]')).not.toBeNull();
      expect(await rows()).toEqual([]);
    });

    it('answers on a guide with the guide its own page carries, so the app takes the page over as it is', async () => {
      // What the server's first start does: the NIN guide, published, from the renderer's seeds.
      await seedGuides(database.db, { clock: () => AT, newId: () => ID }, await renderer.guideSeeds());
      const response = await report({ ...YO, step: 'open', section: 'verification' });
      const { document } = new JSDOM(await response.text()).window;
      // Without it the app found no guide to hydrate and drew the page afresh: typing was lost.
      const data = JSON.parse(document.getElementById('page-data')?.textContent ?? '{}') as {
        guides?: { bySlug?: Record<string, { slug: string }>; published?: string[] };
      };
      expect(data.guides?.bySlug?.nin?.slug).toBe('nin');
      expect(data.guides?.published).toContain('nin');
    });

    it('send with nothing in "What is wrong?": the form again, saying so, with the section and quote kept', async () => {
      const page = await documentOf(
        await report({ ...YO, step: 'send', section: 'verification', whatIsWrong: '  ', quoted: 'Owó' }),
      );
      const form = page.getByRole('form', { name: OPEN });
      expect(within(form).getByText('Ẹ sọ ohun tí kò tọ̀nà.')).toBeTruthy();
      expect(
        within(form).getByRole<HTMLTextAreaElement>('textbox', { name: 'Ọ̀rọ̀ tí kò tọ̀nà (tí ẹ bá fẹ́)' }).value,
      ).toBe('Owó');
      expect(await rows()).toEqual([]);
    });

    it('send: stored with the page, section, language, texts and time, and the reader thanked', async () => {
      const hostile = '<script>alert(1)</script> "Owó" kò tọ̀nà';
      const page = await documentOf(
        await report({
          ...YO,
          step: 'send',
          section: 'verification',
          whatIsWrong: hostile,
          quoted: 'Owó',
          website: '',
        }),
      );
      expect(page.getByText('A dúpẹ́. Àwọn olùtumọ̀ wa yóò yẹ̀ ẹ́ wò.')).toBeTruthy();
      expect(page.queryByRole('form', { name: OPEN })).toBeNull();
      expect(await rows()).toEqual([
        {
          id: ID,
          kind: 'translation',
          page: '/documents/nin',
          language: 'yo',
          useful: null,
          what_went_wrong: hostile,
          section: 'verification',
          quoted_text: 'Owó',
          created_at: AT,
          status: 'new',
          status_changed_by: null,
          status_changed_at: null,
        },
      ]);
    });

    it('a filled-in honeypot is thanked as a person is, and nothing is stored', async () => {
      const page = await documentOf(
        await report({ ...YO, step: 'send', whatIsWrong: 'visit my shop', website: 'https://spam.example' }),
      );
      expect(page.getByText('A dúpẹ́. Àwọn olùtumọ̀ wa yóò yẹ̀ ẹ́ wò.')).toBeTruthy();
      expect(await rows()).toEqual([]);
    });

    it('cancel: the page with the button again', async () => {
      const page = await documentOf(await report({ ...YO, step: 'cancel', whatIsWrong: 'x' }));
      expect(page.getByRole('button', { name: OPEN })).toBeTruthy();
      expect(page.queryByRole('form', { name: OPEN })).toBeNull();
      expect(await rows()).toEqual([]);
    });

    it.each([
      [{ page: '/documents/nin', language: 'en', step: 'open' }],
      [{ page: '/no-such-page', language: 'yo', step: 'open' }],
      [{ page: '/documents/nin', language: 'yo', step: 'publish' }],
      [{ page: '/documents/nin', language: 'yo', step: 'send', whatIsWrong: 'x'.repeat(1001) }],
    ])('refuses %j with the "could not be read" page (400), storing nothing', async (fields) => {
      expect((await report(fields)).status).toBe(400);
      expect(await rows()).toEqual([]);
    });
  });
});

reportSkippedLeg();
