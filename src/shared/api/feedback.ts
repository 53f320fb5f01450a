import type { Locale } from '@/shared/i18n/translate';

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

/** The id of the question's section: the form's answer page opens scrolled to it. */
export const FEEDBACK_SECTION_ID = 'page-feedback';

/** The longest "What went wrong?" the form takes and the server stores. */
export const COMMENT_MAX_LENGTH = 500;

/** The longest page path the server accepts (the site's own are far shorter). */
export const PAGE_PATH_MAX_LENGTH = 200;

export interface FeedbackRequest {
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
