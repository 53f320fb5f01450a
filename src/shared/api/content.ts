/**
 * Content in the database (issue 25): the addresses, limits and shapes the staff area, the public pages
 * and the server share. Plain facts and types only; the checks are contentSchema.ts.
 *
 * Roles (accounts.ts): writers create and change drafts; editors and admins also change published
 * articles, publish, unpublish and delete. Visitors read only what is published (articles.ts).
 *
 * Every change carries the revision it was made from: a change made from a stale copy is refused with
 * 409 ContentConflict (the current version), never applied over it. A change may carry IDEMPOTENCY_HEADER
 * (the offline queue always does): a replay of the same key by the same person gets the first answer.
 */

/** SPEC §3: the sections a content item can belong to (the navigation's categories, less the FAQs). */
export const CONTENT_CATEGORIES = [
  'documents',
  'government',
  'education',
  'rights',
  'history',
  'services',
] as const;
export type ContentCategory = (typeof CONTENT_CATEGORIES)[number];

export const CONTENT_STATUSES = ['draft', 'published'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** Staff only. GET with ContentQuery's fields as the query string: ContentPage. POST NewContent: 201 ContentItem. */
export const CONTENT_PATH = '/api/content';
/** Staff only. GET: ContentItem. PUT ContentChange: 200 ContentItem. DELETE ?revision=N: 204 (editors). */
export const contentItemPath = (id: string) => `${CONTENT_PATH}/${encodeURIComponent(id)}`;
/** Editors and admins. PUT StatusChange: 200 ContentItem (publish or unpublish). */
export const contentStatusPath = (id: string) => `${contentItemPath(id)}/status`;

/** The header that makes a change safe to send again (a fresh random key per change, e.g. a UUID). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** 1–100 letters a–z A–Z, digits, hyphens and underscores (a UUID is one). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;
/** Set to "true" on an answer that is the stored first answer to an earlier request with the same key. */
export const IDEMPOTENT_REPLAY_HEADER = 'Idempotent-Replayed';

export const TITLE_MAX_LENGTH = 150;
export const SUMMARY_MAX_LENGTH = 300;
export const BODY_MAX_LENGTH = 50_000;
export const SLUG_MAX_LENGTH = 80;
/** Lower-case letters and digits in words joined by single hyphens: "how-to-get-your-nin". */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A content item as staff see it. Dates are ISO timestamps. */
export interface ContentItem {
  id: string;
  /** The public address is /articles/<slug>. */
  slug: string;
  title: string;
  summary: string;
  category: ContentCategory;
  /** The body, in the Markdown subset of src/shared/markdown (no raw HTML). */
  content: string;
  author: string;
  status: ContentStatus;
  /** Counts the saved changes: 1 when created, one more with each change. */
  revision: number;
  dateCreated: string;
  dateModified: string;
  /** When it was last published; null while a draft. */
  publishedAt: string | null;
  /** When it was first published: from then on the slug changes only when staff rename it. */
  firstPublishedAt: string | null;
}

/** What the list shows of an item (no body). */
export type ContentSummary = Omit<ContentItem, 'content'>;

export const CONTENT_SORTS = ['updated', 'created', 'title'] as const;
export type ContentSort = (typeof CONTENT_SORTS)[number];

/** Filters and paging of the staff list, all optional: newest change first, page 1, CONTENT_PAGE_SIZE. */
export interface ContentQuery {
  status?: ContentStatus;
  category?: ContentCategory;
  /** Words in the title (case-insensitive). */
  q?: string;
  sort?: ContentSort;
  dir?: 'asc' | 'desc';
  /** From 1. */
  page?: number;
  pageSize?: number;
}

export const CONTENT_PAGE_SIZE = 25;
export const CONTENT_PAGE_SIZE_MAX = 100;

export interface ContentPage {
  items: ContentSummary[];
  /** How many items match the filters, on all pages. */
  total: number;
  page: number;
  pageSize: number;
}

/**
 * POST CONTENT_PATH. The slug, when absent, is made from the title (slugFromTitle). `status` published
 * needs an editor. The author is the signed-in person.
 */
export interface NewContent {
  title: string;
  slug?: string;
  summary: string;
  category: ContentCategory;
  content: string;
  status?: ContentStatus;
}

/**
 * PUT contentItemPath: the whole editable item and the revision it was made from. Before the first
 * publication an absent slug follows the title; after it, a different slug renames the article and the
 * old address redirects (301).
 */
export interface ContentChange {
  revision: number;
  title: string;
  slug?: string;
  summary: string;
  category: ContentCategory;
  content: string;
}

/** PUT contentStatusPath. */
export interface StatusChange {
  revision: number;
  status: ContentStatus;
}

/**
 * 409: the change was made from a stale copy; `current` is the item as stored now. (A slug already taken
 * is a field error, 422 ApiError with fields.slug.)
 */
export interface ContentConflict {
  error: string;
  /** Null when the item was deleted meanwhile. */
  current: ContentItem | null;
}
