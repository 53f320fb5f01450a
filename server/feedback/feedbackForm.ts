import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import { FEEDBACK_ACTION } from '@/shared/api/feedback';
import { feedbackFormSchema } from '@/shared/api/feedbackSchema';
import type { AppEnv } from '../appEnv';
import { FORM_BYTES, FORM_PAGES, readForm } from '../pages/forms';
import type { Renderer } from '../pages/loadRenderer';
import { sendPage } from '../pages/sendPage';
import type { FeedbackDependencies } from './feedbackRoutes';
import { storeFeedback } from './storeFeedback';

export type FeedbackFormDependencies = FeedbackDependencies & { renderer: Renderer };

/**
 * POST /feedback: "Is this page useful?" sent without the app, answered with the page it was on, the
 * question at its next step — as the app does it:
 * - Yes: stored, thanked.
 * - No: "What went wrong?" (nothing stored yet); Send from there: stored with the comment, thanked.
 * - Cancel from there: the question again.
 */
export function addFeedbackFormRoute(
  app: Hono<AppEnv>,
  { db, renderer, newId, clock }: FeedbackFormDependencies,
) {
  app.post(
    FEEDBACK_ACTION,
    bodyLimit({ maxSize: FORM_BYTES, onError: (c) => sendPage(c, renderer.badForm, 413, 'no-store') }),
    async (c) => {
      const sent = v.safeParse(feedbackFormSchema, await readForm(c.req.raw));
      if (!sent.success || !FORM_PAGES.has(sent.output.page))
        return sendPage(c, renderer.badForm, 400, 'no-store');
      const { page, language, useful, whatWentWrong } = sent.output;
      if (useful === 'cancel') return sendPage(c, await renderer.page(page), 200, 'no-store');
      if (useful === 'no' && whatWentWrong === undefined)
        return sendPage(c, await renderer.page(page, { feedback: { step: 'explaining' } }), 200, 'no-store');
      await storeFeedback(db, { page, language, useful: useful === 'yes', whatWentWrong }, newId(), clock());
      return sendPage(c, await renderer.page(page, { feedback: { step: 'thanked' } }), 200, 'no-store');
    },
  );
}
