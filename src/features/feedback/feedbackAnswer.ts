/**
 * The feedback answers' plain facts, apart from their stored-value schema (feedbackTypes.ts), so the
 * pages' first load — which records answers — never carries the validation library.
 */

/**
 * One answer to "Is this page useful?". Nothing about the visitor is kept: only the page, the answer,
 * what they chose to write, and when.
 */
export interface FeedbackAnswer {
  /** The page's path, without query or fragment. */
  page: string;
  useful: boolean;
  /** Only after "No", and only when something was written. */
  whatWentWrong?: string;
  /** ISO timestamp. */
  at: string;
}

/** Only the latest answers are kept: a hint for editors, not an archive. */
export const FEEDBACK_LIMIT = 200;

/** The longest "What went wrong?" the form takes (and storage and the server accept). */
export { COMMENT_MAX_LENGTH } from '@/shared/api/feedback';

/**
 * A path without its query or fragment: a page is one page whatever its address carries (and a query
 * could hold what a visitor typed somewhere else).
 */
export function feedbackPage(path: string): string {
  return path.split(/[?#]/, 1)[0] || '/';
}
