import * as v from 'valibot';
import { LOCALES } from '@/shared/i18n/translate';
import { requestObject } from './requestObject';
import { HONEYPOT_FIELD } from './botCheck';
import {
  COMMENT_MAX_LENGTH,
  PAGE_PATH_MAX_LENGTH,
  QUOTE_MAX_LENGTH,
  REPORT_MAX_LENGTH,
  SECTION_MAX_LENGTH,
  type FeedbackReceived,
  type FeedbackRequest,
  type TranslationReportRequest,
} from './feedback';

/** The page an answer or a report is about: a path on this site (the server also checks it exists). */
const page = v.pipe(
  v.string('Say which page the answer is about.'),
  v.maxLength(PAGE_PATH_MAX_LENGTH, `A page's address has at most ${PAGE_PATH_MAX_LENGTH} characters.`),
  v.regex(/^\/[^?#\s]*$/, 'The page must be an address on this site, such as /documents/nin.'),
);

/** The bot check's fields (./botCheck.ts): the honeypot's value and the time the form was on screen. */
const botSignals = {
  [HONEYPOT_FIELD]: v.optional(v.pipe(v.string(), v.maxLength(COMMENT_MAX_LENGTH))),
  elapsedMs: v.optional(v.pipe(v.number(), v.minValue(0))),
} as const;

/**
 * The checks of POST /api/feedback, used by the server on every request and by the browser's tests'
 * msw handlers. A comment that comes with "useful: true" is not an error: it is dropped (the form only
 * offers one after "No").
 */
export const feedbackRequestSchema = requestObject(
  {
    page,
    language: v.picklist(LOCALES, `The language must be one of ${LOCALES.join(', ')}.`),
    useful: v.boolean('Say whether the page was useful (true or false).'),
    whatWentWrong: v.optional(
      v.pipe(
        v.string('"What went wrong?" must be text.'),
        v.maxLength(COMMENT_MAX_LENGTH, `"What went wrong?" has at most ${COMMENT_MAX_LENGTH} characters.`),
      ),
    ),
    ...botSignals,
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
  [HONEYPOT_FIELD]: v.optional(v.pipe(v.string(), v.maxLength(COMMENT_MAX_LENGTH))),
});

/** The server's answer to that form, shown in the question: the next step it reached. */
export const feedbackAnswerSchema = v.object({
  step: v.picklist(['explaining', 'thanked']),
});

/** The languages a page is translated into: a report is about a translation, never the English original. */
const TRANSLATED = LOCALES.filter((locale) => locale !== 'en');

const whatIsWrongMessage = `Say what is wrong, in at most ${REPORT_MAX_LENGTH} characters.`;

/**
 * The checks of POST /api/feedback/translation. The texts are trimmed; "What is wrong?" must say
 * something.
 */
export const translationReportRequestSchema = requestObject(
  {
    page,
    language: v.picklist(
      TRANSLATED,
      `The language must be one of the translations: ${TRANSLATED.join(', ')}.`,
    ),
    section: v.optional(
      v.pipe(
        v.string('The section must be text.'),
        v.trim(),
        v.maxLength(SECTION_MAX_LENGTH, `A section's name has at most ${SECTION_MAX_LENGTH} characters.`),
      ),
    ),
    whatIsWrong: v.pipe(
      v.string(whatIsWrongMessage),
      v.trim(),
      v.nonEmpty(whatIsWrongMessage),
      v.maxLength(REPORT_MAX_LENGTH, whatIsWrongMessage),
    ),
    quoted: v.optional(
      v.pipe(
        v.string('The quoted text must be text.'),
        v.trim(),
        v.maxLength(QUOTE_MAX_LENGTH, `The quoted text has at most ${QUOTE_MAX_LENGTH} characters.`),
      ),
    ),
    ...botSignals,
  },
  'The report must be a JSON object with page, language and whatIsWrong.',
) satisfies v.GenericSchema<unknown, TranslationReportRequest>;

/**
 * The report's form as the browser sends it without the app: the page and its language (hidden), the
 * button pressed (`step`: open the form, send it, or cancel), and from the open form its fields and the
 * honeypot. The texts are checked as the API checks them once `step` is `send` (the server does that).
 */
export const translationReportFormSchema = v.object({
  page: v.string(),
  language: v.picklist(TRANSLATED),
  step: v.picklist(['open', 'send', 'cancel']),
  section: v.optional(v.pipe(v.string(), v.maxLength(SECTION_MAX_LENGTH))),
  whatIsWrong: v.optional(v.pipe(v.string(), v.maxLength(REPORT_MAX_LENGTH))),
  quoted: v.optional(v.pipe(v.string(), v.maxLength(QUOTE_MAX_LENGTH))),
  [HONEYPOT_FIELD]: v.optional(v.pipe(v.string(), v.maxLength(COMMENT_MAX_LENGTH))),
});

/**
 * The server's answer to that form, shown in the notice: the form open (with what was typed when
 * "What is wrong?" was empty, and `missing` set), or the thanks.
 */
export const translationReportAnswerSchema = v.object({
  step: v.picklist(['writing', 'thanked']),
  section: v.optional(v.string()),
  quoted: v.optional(v.string()),
  missing: v.optional(v.boolean()),
});
export type TranslationReportAnswer = v.InferOutput<typeof translationReportAnswerSchema>;
