import type { Hono } from 'hono';
import { bodyLimit } from '../http/bodyLimit';
import * as v from 'valibot';
import { looksLikeBot } from '@/shared/api/botCheck';
import { FEEDBACK_ACTION, TRANSLATION_REPORT_ACTION } from '@/shared/api/feedback';
import {
  feedbackFormSchema,
  translationReportFormSchema,
  translationReportRequestSchema,
} from '@/shared/api/feedbackSchema';
import { localePath, withoutLocale, type Locale } from '@/shared/lib/localePaths';
import type { AppEnv } from '../appEnv';
import { FORM_BYTES, FORM_PAGES, readForm } from '../pages/forms';
import type { Renderer } from '../pages/loadRenderer';
import { sendPage } from '../pages/sendPage';
import type { FeedbackDependencies } from './feedbackRoutes';
import { storeFeedback, storeTranslationReport } from './storeFeedback';

export type FeedbackFormDependencies = FeedbackDependencies & { renderer: Renderer };

/** The page a form was sent from, at its address in the language it was read in. */
const addressOf = (page: string, language: Locale) => localePath(language, withoutLocale(page));

/**
 * POST /feedback: "Is this page useful?" sent without the app, answered with the page it was on, the
 * question at its next step — as the app does it:
 * - Yes: stored, thanked.
 * - No: "What went wrong?" (nothing stored yet); Send from there: stored with the comment, thanked.
 * - Cancel from there: the question again.
 * POST /translation-report: "Report a problem with this translation" without the app, the same way:
 * - open: the page with the report's form open (nothing stored);
 * - send: stored and thanked — or, when "What is wrong?" is empty, the form again, saying so;
 * - cancel: the page with the form closed.
 * A filled-in honeypot (src/shared/api/botCheck.ts) is answered as a person is, and nothing is stored.
 */
export function addFeedbackFormRoute(
  app: Hono<AppEnv>,
  { db, renderer, newId, clock }: FeedbackFormDependencies,
) {
  const limit = bodyLimit({
    maxSize: FORM_BYTES,
    onError: (c) => sendPage(c, renderer.badForm, 413, 'no-store'),
  });

  app.post(FEEDBACK_ACTION, limit, async (c) => {
    const sent = v.safeParse(feedbackFormSchema, await readForm(c.req.raw));
    if (!sent.success || !FORM_PAGES.has(sent.output.page))
      return sendPage(c, renderer.badForm, 400, 'no-store');
    const { page, language, useful, whatWentWrong, website } = sent.output;
    const address = addressOf(page, language);
    if (useful === 'cancel') return sendPage(c, await renderer.page(address), 200, 'no-store');
    if (useful === 'no' && whatWentWrong === undefined)
      return sendPage(c, await renderer.page(address, { feedback: { step: 'explaining' } }), 200, 'no-store');
    if (!looksLikeBot({ website }))
      await storeFeedback(db, { page, language, useful: useful === 'yes', whatWentWrong }, newId(), clock());
    return sendPage(c, await renderer.page(address, { feedback: { step: 'thanked' } }), 200, 'no-store');
  });

  app.post(TRANSLATION_REPORT_ACTION, limit, async (c) => {
    const sent = v.safeParse(translationReportFormSchema, await readForm(c.req.raw));
    if (!sent.success || !FORM_PAGES.has(sent.output.page))
      return sendPage(c, renderer.badForm, 400, 'no-store');
    const { page, language, step, section, whatIsWrong, quoted, website } = sent.output;
    const address = addressOf(page, language);
    const answer = async (translationReport: Parameters<Renderer['page']>[1]) =>
      sendPage(c, await renderer.page(address, translationReport), 200, 'no-store');
    if (step === 'cancel') return answer(undefined);
    const typed = { ...(section ? { section } : {}), ...(quoted ? { quoted } : {}) };
    if (step === 'open') return answer({ translationReport: { step: 'writing', ...typed } });
    const report = v.safeParse(translationReportRequestSchema, {
      page,
      language,
      section,
      whatIsWrong: whatIsWrong ?? '',
      quoted,
    });
    if (!report.success) return answer({ translationReport: { step: 'writing', ...typed, missing: true } });
    if (!looksLikeBot({ website })) await storeTranslationReport(db, report.output, newId(), clock());
    return answer({ translationReport: { step: 'thanked' } });
  });
}
