import type { Locale } from '@/shared/i18n/translate';

/**
 * The staff's feedback inbox (issue 28): the answers to "Is this page useful?" and the reports of a
 * problem with a translation, as the server keeps them (server/feedback/inbox.ts). Every route needs a
 * signed-in writer, editor or admin; changing an item's status needs an editor or an admin.
 */

/** GET with FeedbackInboxQuery's fields as the query string: FeedbackInboxPage, newest first. */
export const FEEDBACK_INBOX_PATH = '/api/staff/feedback';

/**
 * GET, optionally `?language=yo`: FeedbackCounts — per page, the "Yes" and "No" answers and the
 * translation reports, kept even after the texts are cleared (12 months). The Analytics tab may show it.
 */
export const FEEDBACK_COUNTS_PATH = '/api/staff/feedback/counts';

/** PATCH with a FeedbackStatusChange: the item, changed (FeedbackItem). */
export function feedbackItemPath(id: string): string {
  return `${FEEDBACK_INBOX_PATH}/${encodeURIComponent(id)}`;
}

/** `useful`: an answer to "Is this page useful?"; `translation`: a report about a translation. */
export const FEEDBACK_KINDS = ['useful', 'translation'] as const;
export type FeedbackKind = (typeof FEEDBACK_KINDS)[number];

export const FEEDBACK_STATUSES = ['new', 'inProgress', 'done'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

/** The one step each status may take: new → in progress → done; done is the end. */
export const NEXT_STATUS: Partial<Record<FeedbackStatus, FeedbackStatus>> = {
  new: 'inProgress',
  inProgress: 'done',
};

export const FEEDBACK_PAGE_SIZE = 25;

export interface FeedbackItem {
  id: string;
  kind: FeedbackKind;
  /** The page's path without its language: `/documents/nin`. */
  page: string;
  language: Locale;
  /** The answer to "Is this page useful?"; null for a translation report. */
  useful: boolean | null;
  /** The comment after "No", or the report's "What is wrong?"; null when none, or cleared after 12 months. */
  text: string | null;
  /** A report's section (a guide's tab id), when the reader was on one. */
  section: string | null;
  /** A report's quoted wrong text, if any. */
  quoted: string | null;
  at: string;
  status: FeedbackStatus;
  /** The e-mail of the staff member who last changed the status, and when. */
  statusChangedBy: string | null;
  statusChangedAt: string | null;
}

/** Filters, all optional; `before` is the `id` of the last item of the previous page. */
export interface FeedbackInboxQuery {
  page?: string;
  language?: Locale;
  kind?: FeedbackKind;
  status?: FeedbackStatus;
  before?: string;
  limit?: number;
}

export interface FeedbackInboxPage {
  items: FeedbackItem[];
  /** Pass as `before` for the next (older) page; null at the end. */
  next: string | null;
}

export interface PageFeedbackCounts {
  page: string;
  yes: number;
  no: number;
  reports: number;
}

export interface FeedbackCounts {
  /** The pages with any feedback, the most first. */
  pages: PageFeedbackCounts[];
}

export interface FeedbackStatusChange {
  status: FeedbackStatus;
}
