import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TranslationReport } from '@/features/feedback/TranslationReport';
import { guideFromContent } from '@/features/guides/guideFromContent';
import { ninGuideContent } from '@/features/guides/ninGuideContent';
import { GuidePage } from '@/compose/GuidePage';
import { loadLocale } from '@/shared/i18n/translate';
import { feedbackMessages } from '@/features/feedback/messages';
import { TRANSLATION_REPORT_PATH, type TranslationReportRequest } from '@/shared/api/feedback';
import { feedbackReceivedSchema, translationReportRequestSchema } from '@/shared/api/feedbackSchema';
import { FormAnswersProvider } from '@/shared/hooks/formAnswers';
import type { FormAnswers } from '@/shared/api/formAnswers';
import { renderWithProviders } from '../../utils/renderWithProviders';
import { server } from '../../utils/server';

const PAGE = '/documents/nin';
const TABS = [
  { id: 'overview', label: 'tab.overview' },
  { id: 'fees', label: 'tab.fees' },
] as const;
const LABELS = { 'tab.overview': 'Àkópọ̀', 'tab.fees': 'Owó' };
const OPEN = 'Ròyìn ìṣòro kan nínú ìtumọ̀ yìí';
const WHAT = 'Kí ni kò tọ̀nà?';
const QUOTED = 'Ọ̀rọ̀ tí kò tọ̀nà (tí ẹ bá fẹ́)';
const SEND = 'Fi ìròyìn ránṣẹ́';
const THANKS = 'A dúpẹ́. Àwọn olùtumọ̀ wa yóò yẹ̀ ẹ́ wò.';

/** What the server was sent, checked with the server's own schema (a request it would refuse fails). */
let received: TranslationReportRequest[];
beforeAll(() => Promise.all([feedbackMessages.load('yo'), loadLocale('yo')]));
beforeEach(() => {
  received = [];
  server.use(
    http.post(TRANSLATION_REPORT_PATH, async ({ request }) => {
      const parsed = v.safeParse(translationReportRequestSchema, await request.json());
      if (!parsed.success) return HttpResponse.json({ error: parsed.issues[0].message }, { status: 400 });
      received.push(parsed.output);
      return HttpResponse.json(
        v.parse(feedbackReceivedSchema, { id: '00000000-0000-4000-8000-000000000001' }),
        { status: 201 },
      );
    }),
  );
});
afterEach(() => vi.restoreAllMocks());

function renderReport(path = '/documents/nin?tab=fees', answers: FormAnswers = {}) {
  return renderWithProviders(
    <FormAnswersProvider answers={answers}>
      <TranslationReport page={PAGE} tabs={TABS} label={(key) => LABELS[key]} />
    </FormAnswersProvider>,
    { path, preloadedState: { i18n: { locale: 'yo', preferred: null } } },
  );
}

describe('TranslationReport', () => {
  it('is a real form without the app: the button sends the page, its language and the tab the reader is on', () => {
    renderReport();
    const button = screen.getByRole('button', { name: OPEN });
    expect(button).toHaveAttribute('name', 'step');
    expect(button).toHaveAttribute('value', 'open');
    const form = button.closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/translation-report#translation-report');
    expect(Object.fromEntries(new FormData(form))).toEqual({ page: PAGE, language: 'yo', section: 'fees' });
  });

  it('opens the form with focus in "What is wrong?", the tab preselected; sends the report with the bot check and thanks', async () => {
    let now = 10_000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const { user } = renderReport();
    await user.click(screen.getByRole('button', { name: OPEN }));

    const form = await screen.findByRole('form', { name: OPEN });
    const what = within(form).getByRole('textbox', { name: WHAT });
    await waitFor(() => expect(what).toHaveFocus());
    expect(what).toHaveAttribute('maxLength', '1000');
    expect(what).toHaveAccessibleDescription(/NIN/);
    expect(within(form).getByRole('combobox', { name: 'Apá wo ní ojú-ìwé náà?' })).toHaveValue('fees');
    // The honeypot is there for bots, hidden from people and from assistive technology.
    const honeypot = form.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot.closest('[hidden]')).not.toBeNull();
    expect(within(form).queryByRole('textbox', { name: /empty|òfìfo/i })).toBeNull();

    await user.type(what, '"Owó" yẹ kí ó jẹ́ "owó ìforúkọsílẹ̀"');
    await user.type(within(form).getByRole('textbox', { name: QUOTED }), 'Owó');
    now = 25_000;
    await user.click(within(form).getByRole('button', { name: SEND }));

    const thanks = await screen.findByText(THANKS);
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(within(screen.getByRole('status')).getByText(THANKS)).toBe(thanks);
    expect(screen.queryByRole('form', { name: OPEN })).toBeNull();
    expect(received).toEqual([
      {
        page: PAGE,
        language: 'yo',
        section: 'fees',
        whatIsWrong: '"Owó" yẹ kí ó jẹ́ "owó ìforúkọsílẹ̀"',
        quoted: 'Owó',
        website: '',
        elapsedMs: 15_000,
      },
    ]);
  });

  it('says what is missing, and sends nothing, when "What is wrong?" is empty', async () => {
    const { user } = renderReport();
    await user.click(screen.getByRole('button', { name: OPEN }));
    const form = await screen.findByRole('form', { name: OPEN });
    await user.type(within(form).getByRole('textbox', { name: WHAT }), '   ');
    await user.click(within(form).getByRole('button', { name: SEND }));
    const what = within(form).getByRole('textbox', { name: WHAT });
    expect(what).toBeInvalid();
    expect(what).toHaveAccessibleDescription(/Ẹ sọ ohun tí kò tọ̀nà\./);
    expect(what).toHaveFocus();
    expect(received).toEqual([]);
  });

  it('keeps what was typed and says so when the report could not be sent', async () => {
    server.use(http.post(TRANSLATION_REPORT_PATH, () => HttpResponse.error()));
    const { user } = renderReport();
    await user.click(screen.getByRole('button', { name: OPEN }));
    const form = await screen.findByRole('form', { name: OPEN });
    await user.type(within(form).getByRole('textbox', { name: WHAT }), 'Ọ̀rọ̀ kan kò tọ̀nà');
    await user.click(within(form).getByRole('button', { name: SEND }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A kò lè fi ìròyìn yín ránṣẹ́');
    expect(within(form).getByRole('textbox', { name: WHAT })).toHaveValue('Ọ̀rọ̀ kan kò tọ̀nà');
  });

  it('Cancel closes the form and puts focus back on the button', async () => {
    const { user } = renderReport();
    await user.click(screen.getByRole('button', { name: OPEN }));
    const form = await screen.findByRole('form', { name: OPEN });
    await user.click(within(form).getByRole('button', { name: 'Fagilé' }));
    expect(screen.queryByRole('form', { name: OPEN })).toBeNull();
    expect(screen.getByRole('button', { name: OPEN })).toHaveFocus();
    expect(received).toEqual([]);
  });

  it('starts from the server answer to the form sent without the app: open, with the section and what is missing', async () => {
    renderReport('/documents/nin', {
      translationReport: { step: 'writing', section: 'overview', missing: true },
    });
    const form = await screen.findByRole('form', { name: OPEN });
    expect(form).toHaveAttribute('action', '/translation-report#translation-report');
    expect(within(form).getByRole('combobox', { name: 'Apá wo ní ojú-ìwé náà?' })).toHaveValue('overview');
    expect(within(form).getByRole('textbox', { name: WHAT })).toHaveAccessibleDescription(
      /Ẹ sọ ohun tí kò tọ̀nà\./,
    );
    const buttons = within(form).getAllByRole('button');
    expect(buttons.map((button) => [button.getAttribute('name'), button.getAttribute('value')])).toEqual([
      ['step', 'send'],
      ['step', 'cancel'],
    ]);
  });

  it('thanks the reader when the server answered that the report was sent', () => {
    renderReport('/documents/nin', { translationReport: { step: 'thanked' } });
    expect(screen.getByText(THANKS)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: OPEN })).toBeNull();
  });

  it("is in the notice of a translated guide page, with the guide's tabs to choose from; not on the English page", async () => {
    const guide = guideFromContent('nin', await ninGuideContent());
    const yo = renderWithProviders(<GuidePage guide={guide} path={PAGE} />, {
      path: '/documents/nin?tab=verification',
      preloadedState: { i18n: { locale: 'yo', preferred: null } },
    });
    const button = await screen.findByRole('button', { name: OPEN });
    expect(Object.fromEntries(new FormData(button.closest('form')!))).toMatchObject({
      page: PAGE,
      language: 'yo',
      section: 'verification',
    });
    yo.unmount();

    renderWithProviders(<GuidePage guide={guide} path={PAGE} />, { path: PAGE });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: /Report a problem with this translation/ })).toBeNull();
  });
});
