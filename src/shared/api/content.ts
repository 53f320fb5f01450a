/**
 * Content in the database (issue 25): the addresses, limits and shapes the staff area, the public pages
 * and the server share. Plain facts and types only; the checks are contentSchema.ts.
 *
 * Roles (accounts.ts) and the workflow (issue 26): anyone on the staff creates and edits articles, and
 * submits them for review. Editing a published article changes its working copy only: visitors keep
 * reading the published version until the new one is published. Editors and admins publish (now or at a
 * scheduled time), send a submitted item back with a comment, unpublish, and delete; changing a published
 * article's address is theirs too, and takes effect at once (the old address redirects). Every saved
 * version is kept (the history) and any of them can be restored as a new version of the working copy.
 * Visitors read only what is published (articles.ts).
 *
 * Every change carries the revision it was made from: a change made from a stale copy is refused with
 * 409 ContentConflict (the current version), never applied over it. A change may carry IDEMPOTENCY_HEADER
 * (the offline queue always does): a replay of the same key by the same person gets the first answer.
 */

import type { ContentCategory } from './contentCategories';

export { CONTENT_CATEGORIES, type ContentCategory } from './contentCategories';

/**
 * What an item is: an article (Markdown, at /articles/<slug>) or a guide (the structured JSON of
 * guideContent.ts, at /documents/<slug>). Set when it is created.
 */
export const CONTENT_KINDS = ['article', 'guide'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** Whether visitors can read a version of it: published, or not (never, or unpublished since). */
export const CONTENT_STATUSES = ['draft', 'published'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** Where the working copy stands in review: not asked for, waiting for an editor, or sent back. */
export const REVIEW_STATES = ['none', 'submitted', 'sentBack'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/** What made a version (HistoryEntry.event). */
export const HISTORY_EVENTS = [
  'created',
  'saved',
  'restored',
  'submitted',
  'sentBack',
  'scheduled',
  'scheduleCancelled',
  'published',
  'unpublished',
] as const;
export type HistoryEvent = (typeof HISTORY_EVENTS)[number];

/** Staff only. GET with ContentQuery's fields as the query string: ContentPage. POST NewContent: 201 ContentItem. */
export const CONTENT_PATH = '/api/content';
/** Staff only. GET: ContentItem. PUT ContentChange: 200 ContentItem. DELETE ?revision=N: 204 (editors). */
export const contentItemPath = (id: string) => `${CONTENT_PATH}/${encodeURIComponent(id)}`;
/**
 * The workflow's steps, each a POST of its request (with the revision it was decided on) answering
 * 200 ContentItem, or 409 ContentConflict, 403 ApiError (a role that may not), 422 ApiError (a step the
 * item's state does not allow, or a bad field: `fields` names it).
 * - submit (anyone): SubmitForReview. The working copy waits for an editor (review "submitted").
 * - sendBack (editors; not their own submission): SendBack. Review "sentBack" with the comment.
 * - publish (editors): Publish. Now, or at `scheduledAt` (in the future). A submitted item is approved by
 *   publishing it; an editor may also publish without a submission.
 * - cancelSchedule (editors): CancelSchedule.
 * - unpublish (editors): Unpublish. Its address then answers 410, or redirects to `redirectTo`.
 * - restore (anyone): Restore. The version `from` becomes a new revision of the working copy.
 */
export const contentStepPath = (id: string, step: WorkflowStep) => `${contentItemPath(id)}/${step}`;
export const WORKFLOW_STEPS = [
  'submit',
  'sendBack',
  'publish',
  'cancelSchedule',
  'unpublish',
  'restore',
] as const;
export type WorkflowStep = (typeof WORKFLOW_STEPS)[number];
/** Staff only. GET: ContentHistory, newest first. */
export const contentHistoryPath = (id: string) => `${contentItemPath(id)}/history`;
/** Staff only. GET: ContentVersion (one saved version, with its text). */
export const contentVersionPath = (id: string, revision: number) => `${contentHistoryPath(id)}/${revision}`;
/** Staff only. POST (no body): 201 PreviewLink, a private address for someone without an account. */
export const previewLinksPath = (id: string) => `${contentItemPath(id)}/preview-links`;

/**
 * Pages the server renders of the working copy, with a "draft — not published" banner, `noindex` and
 * no caching: staffPreviewPath for signed-in staff (others get the sign-in page), and the outside
 * reviewer's link, previewLinkPath(token), until it expires (then 410 with a page that says so).
 */
export const staffPreviewPath = (id: string) => `/preview/articles/${encodeURIComponent(id)}`;
export const previewLinkPath = (token: string) => `/preview/${encodeURIComponent(token)}`;
/** How long a preview link works. */
export const PREVIEW_LINK_HOURS = 24;

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
  kind: ContentKind;
  /** The public address is /articles/<slug>, or /documents/<slug> for a guide. */
  slug: string;
  title: string;
  summary: string;
  category: ContentCategory;
  /**
   * An article's body, in the Markdown subset of src/shared/markdown (no raw HTML); a guide's JSON
   * (GuideContent, checked by guideSchema.ts).
   */
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
  /** The revision visitors read; null while status is draft. */
  publishedRevision: number | null;
  /** Published, and the working copy holds changes visitors do not see yet. */
  hasUnpublishedChanges: boolean;
  review: ReviewState;
  /** The editor's comment when review is sentBack; null otherwise. */
  reviewComment: string | null;
  /**
   * Who submitted it, while review is submitted: their account and
   * name (the editor's screen names the submitter, and an editor is not offered "Send back" on their own
   * submission); null otherwise, or once that account is gone.
   */
  submittedBy: { id: string; name: string } | null;
  /** When it will be published, if scheduled (ISO, UTC); null otherwise. */
  scheduledAt: string | null;
  /** The public "Last updated": first publication or last major change; null until published. */
  lastMajorUpdateAt: string | null;
  /** The accounts that created it and last changed its text (for "my work"), or null once removed. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What the list shows of an item (no body). */
export type ContentSummary = Omit<ContentItem, 'content'>;

export const CONTENT_VIEWS = ['review', 'scheduled', 'mine', 'factsDue'] as const;
export type ContentView = (typeof CONTENT_VIEWS)[number];

export const CONTENT_SORTS = ['updated', 'created', 'title'] as const;
export type ContentSort = (typeof CONTENT_SORTS)[number];

/** Filters and paging of the staff list, all optional: newest change first, page 1, CONTENT_PAGE_SIZE. */
export interface ContentQuery {
  status?: ContentStatus;
  /**
   * One of the admin's work lists: waiting for review, scheduled, or mine (created or last changed by
   * the signed-in person, with something unpublished), or the guides with a fact due for checking (its
   * check-by date come, in Lagos).
   */
  view?: ContentView;
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
  /** An article unless said. */
  kind?: ContentKind;
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

/** The longest comment, reason or change note a workflow step takes. */
export const NOTE_MAX_LENGTH = 300;
/** The longest address an unpublished page may redirect to. */
export const REDIRECT_MAX_LENGTH = 200;
/** A path on this site: "/documents/nin", "/articles/a-slug" (no scheme, host, "//" or spaces). */
export const SITE_PATH_PATTERN = /^\/(?!\/)[A-Za-z0-9\-._~%!$&'()*+,;=:@/?#]*$/;

export interface SubmitForReview {
  revision: number;
}

export interface SendBack {
  revision: number;
  /** What to change: shown to the author. */
  comment: string;
}

/**
 * Publishes the working copy. `change` "major" needs `changeNote` (shown on the page and in the feed,
 * and it moves "Last updated"); "minor" (a typo) takes none and leaves "Last updated". The first
 * publication is always major; its note is optional. `scheduledAt` (ISO, in the future) publishes then
 * instead of now.
 */
export interface Publish {
  revision: number;
  change: 'major' | 'minor';
  changeNote?: string;
  scheduledAt?: string;
  /**
   * Admins only, for a guide: why this change goes out without a second editor's review (a guide's
   * change otherwise needs an editor who did not write it). Kept in the history and the audit log.
   */
  withoutReview?: string;
}

export interface CancelSchedule {
  revision: number;
}

export interface Unpublish {
  revision: number;
  /** Why it is taken down: kept in the history and the audit log. */
  reason: string;
  /** A path on this site the old address redirects to (SITE_PATH_PATTERN), instead of 410 Gone. */
  redirectTo?: string;
}

export interface Restore {
  revision: number;
  /** The revision whose text becomes the working copy's. */
  from: number;
}

/** One saved version, as the history lists it. */
export interface HistoryEntry {
  revision: number;
  event: HistoryEvent;
  at: string;
  /** Who made it (their name). */
  by: string;
  /** The comment, reason, change note, or "from revision N" of a restore; null when none. */
  note: string | null;
  title: string;
  /** Whether the title, summary, category, address or text differ from the version before. */
  textChanged: boolean;
  /** A guide published without a second editor: the admin's reason; null otherwise. */
  withoutReview: string | null;
}

export interface ContentHistory {
  entries: HistoryEntry[];
}

/** One saved version with its text. */
export interface ContentVersion extends Omit<HistoryEntry, 'textChanged'> {
  slug: string;
  summary: string;
  category: ContentCategory;
  content: string;
}

export interface PreviewLink {
  /** The whole address (origin included) to send to the reviewer. */
  url: string;
  expiresAt: string;
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
