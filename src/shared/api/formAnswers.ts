import * as v from 'valibot';
import { feedbackAnswerSchema, translationReportAnswerSchema } from './feedbackSchema';
import { newsletterAnswerSchema } from './newsletter';

/**
 * What the server answered the visitor forms sent without the app (progressive enhancement): the page
 * the form was on is rendered with it, and carries it for the browser's app, which starts from it
 * rather than from an empty form. One entry per kind of form.
 */
export const formAnswersSchema = v.partial(
  v.object({
    newsletter: newsletterAnswerSchema,
    feedback: feedbackAnswerSchema,
    translationReport: translationReportAnswerSchema,
  }),
);
export type FormAnswers = v.InferOutput<typeof formAnswersSchema>;

/** The answers a page carries (#root's data-answers, JSON), or none when absent or not well formed. */
export function parseFormAnswers(json: string | undefined): FormAnswers {
  if (!json) return {};
  try {
    const result = v.safeParse(formAnswersSchema, JSON.parse(json));
    return result.success ? result.output : {};
  } catch {
    return {};
  }
}
