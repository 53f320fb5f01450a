/**
 * The feedback answers' plain facts, without the validation library, so the pages' first load — which
 * sends answers — never carries it.
 */

/**
 * One answer to "Is this page useful?", as it is sent to the server (which notes the time). Nothing about
 * the visitor goes with it: only the page, the answer and what they chose to write.
 */
export interface FeedbackAnswer {
  /** The page's path, without query or fragment. */
  page: string;
  useful: boolean;
  /** Only after "No", and only when something was written. */
  whatWentWrong?: string;
}

/** The longest "What went wrong?" the form takes (and the server accepts). */
export { COMMENT_MAX_LENGTH } from '@/shared/api/feedback';

/**
 * A path without its query or fragment: a page is one page whatever its address carries (and a query
 * could hold what a visitor typed somewhere else).
 */
export function feedbackPage(path: string): string {
  return path.split(/[?#]/, 1)[0] || '/';
}
