import type { Locale } from '@/shared/i18n/translate';
import type { BotSignals } from './botCheck';

export { FEEDBACK_SECTION_ID, TRANSLATION_REPORT_ID, TRANSLATION_REPORT_OPENER_ID } from './gatedParts';

/**
 * POST /api/feedback: one answer to "Is this page useful?". Plain facts only — the pages' first load
 * sends answers and must not carry the validation library; the schema the server checks with is
 * feedbackSchema.ts.
 */
export const FEEDBACK_PATH = '/api/feedback';

/**
 * Where the question's form is sent when the app is not running (no JavaScript, or not arrived yet),
 * with the fields of feedbackFormSchema (./feedbackSchema.ts); the server answers with the page.
 */
export const FEEDBACK_ACTION = '/feedback';

/** The longest "What went wrong?" the form takes and the server stores. */
export const COMMENT_MAX_LENGTH = 500;

/** The longest page path the server accepts (the site's own are far shorter). */
export const PAGE_PATH_MAX_LENGTH = 200;

export interface FeedbackRequest extends BotSignals {
  /** The page's path, without query or fragment: `/documents/nin`. */
  page: string;
  /** The language the page was read in. */
  language: Locale;
  useful: boolean;
  /** Only after "No", and only when something was written. */
  whatWentWrong?: string;
}

/** 201: the answer was stored under this id. */
export interface FeedbackReceived {
  id: string;
}

/**
 * POST /api/feedback/translation: one "Report a problem with this translation" (TranslationReportRequest),
 * from a page read in a language other than English. 201 with the report's id, as FEEDBACK_PATH.
 */
export const TRANSLATION_REPORT_PATH = '/api/feedback/translation';

/**
 * The report's form without the app (translationReportFormSchema): the server answers with the page, the
 * form opened (step `open`), sent (`send`) or closed again (`cancel`).
 */
export const TRANSLATION_REPORT_ACTION = '/translation-report';

/** The longest "What is wrong?" the report's form takes and the server stores. */
export const REPORT_MAX_LENGTH = 1000;

/** The longest quoted wrong text. */
export const QUOTE_MAX_LENGTH = 500;

/** The longest section name (a guide's tab id, such as `fees`). */
export const SECTION_MAX_LENGTH = 100;

export interface TranslationReportRequest extends BotSignals {
  /** The page's path, without query or fragment: `/yo/documents/nin`. */
  page: string;
  /** The language the page was read in: never English, the original. */
  language: Locale;
  /** The part of the page (a guide's tab) the reader was on, when known; empty: the whole page. */
  section?: string;
  /** What is wrong: required. */
  whatIsWrong: string;
  /** The wrong text, quoted, if the reader copied it. */
  quoted?: string;
}
