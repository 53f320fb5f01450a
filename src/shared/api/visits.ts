import type { Locale } from '@/shared/i18n/translate';

/**
 * The site's own, private count of its readers (issue 28): page views and searches, counted per day and
 * never per person. Plain facts only — the beacon that sends them (src/shared/lib/visitBeacon.ts) is
 * fetched after a page has loaded and must stay tiny; the checks the server applies are visitsSchema.ts.
 */

/** POST: one page view, `PageViewRequest`; 204, whatever was counted. */
export const PAGE_VIEW_PATH = '/api/visits/page-view';

/** POST: one search made in the app, `SearchCountRequest`; 204, whatever was counted. */
export const SEARCH_COUNT_PATH = '/api/visits/search';

/** GET, staff only: the figures of the last `days` days, `VisitFigures`. */
export const VISIT_FIGURES_PATH = '/api/staff/visits';

/** The longest page path and the longest query counted (the site's own are far shorter). */
export const VISIT_PATH_MAX_LENGTH = 200;
export const QUERY_MAX_LENGTH = 200;

/** A body larger than this is refused: a page view or a search is a few dozen bytes. */
export const VISIT_BODY_LIMIT = 1024;

/** How many days the Analytics tab shows. */
export const FIGURES_DAYS = 30;

/**
 * The staff's pages, never counted: the dashboard, signing in and its refusals, one-time links, and the
 * previews of drafts. A path is compared without its language prefix (/yo/login is /login).
 */
const STAFF_PATHS = ['/admin', '/login', '/unauthorized', '/account', '/preview'];

/** Whether `path` (without its language prefix) is one of the staff's pages, never counted. */
export function isStaffPath(path: string): boolean {
  return STAFF_PATHS.some((staff) => path === staff || path.startsWith(`${staff}/`));
}

/**
 * A query as it is counted beside the words typed: lower-case (in every language), trimmed, runs of
 * spaces made one. Tone marks and dots under letters are KEPT: in Yorùbá, Hausa and Igbo they tell words
 * apart (ọkọ́ and ọkọ are different words), so "owó" and "owo" stay two searches.
 */
export function normaliseQuery(query: string): string {
  return query.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
}

export interface PageViewRequest {
  /** The page's path, without query or fragment, with its language prefix: `/yo/documents/nin`. */
  path: string;
  /** The language the page was read in. */
  language: Locale;
  /** The referring page's host when it was another site (`www.google.com`); nothing else of it. */
  referrer?: string;
}

export interface SearchCountRequest {
  /** The words searched for, as typed. */
  query: string;
  language: Locale;
  /** Whether the search found anything. */
  found: boolean;
}

/** One day's page views (`day`: YYYY-MM-DD, Lagos time). */
export interface DayViews {
  day: string;
  views: number;
}

export interface VisitFigures {
  /** The first and last day counted, YYYY-MM-DD. */
  from: string;
  to: string;
  /** Every day of the period, oldest first, days without a view included (0). */
  days: DayViews[];
  /** Unique visitors over the period, estimated from a daily salted hash (never an address). */
  visitors: number;
  pages: { path: string; views: number }[];
  languages: { language: Locale; views: number }[];
  referrers: { domain: string; views: number }[];
  /** The most searched, normalised (the words as most often typed shown), with how often. */
  searches: { query: string; searches: number }[];
  /** The searches that found nothing, most often first: the guides to write next. */
  noResults: { query: string; searches: number }[];
}
