import * as v from 'valibot';
import { LOCALES } from '@/shared/i18n/translate';
import { requestObject } from './requestObject';
import {
  COMMENT_MAX_LENGTH,
  PAGE_PATH_MAX_LENGTH,
  type FeedbackReceived,
  type FeedbackRequest,
} from './feedback';

/**
 * The checks of POST /api/feedback, used by the server on every request and by the browser's tests'
 * msw handlers. A comment that comes with "useful: true" is not an error: it is dropped (the form only
 * offers one after "No").
 */
export const feedbackRequestSchema = requestObject(
  {
    page: v.pipe(
      v.string('Say which page the answer is about.'),
      v.maxLength(PAGE_PATH_MAX_LENGTH, `A page's address has at most ${PAGE_PATH_MAX_LENGTH} characters.`),
      v.regex(/^\/[^?#\s]*$/, 'The page must be an address on this site, such as /documents/nin.'),
    ),
    language: v.picklist(LOCALES, `The language must be one of ${LOCALES.join(', ')}.`),
    useful: v.boolean('Say whether the page was useful (true or false).'),
    whatWentWrong: v.optional(
      v.pipe(
        v.string('"What went wrong?" must be text.'),
        v.maxLength(COMMENT_MAX_LENGTH, `"What went wrong?" has at most ${COMMENT_MAX_LENGTH} characters.`),
      ),
    ),
  },
  'The answer must be a JSON object with page, language and useful.',
) satisfies v.GenericSchema<unknown, FeedbackRequest>;

export const feedbackReceivedSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
}) satisfies v.GenericSchema<unknown, FeedbackReceived>;

/**
 * The question's form as the browser sends it without the app: the page and its language (hidden
 * fields), the button pressed (`useful`: yes, no, or cancel — back to the question), and, from the
 * "What went wrong?" step only, the comment.
 */
export const feedbackFormSchema = v.object({
  page: v.string(),
  language: v.picklist(LOCALES),
  useful: v.picklist(['yes', 'no', 'cancel']),
  whatWentWrong: v.optional(v.pipe(v.string(), v.maxLength(COMMENT_MAX_LENGTH))),
});

/** The server's answer to that form, shown in the question: the next step it reached. */
export const feedbackAnswerSchema = v.object({
  step: v.picklist(['explaining', 'thanked']),
});
