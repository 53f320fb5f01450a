/**
 * What every visitor may read of the published articles (issue 25). Plain facts and types; the schemas
 * are articlesSchema.ts.
 *
 * - GET ARTICLES_PATH?limit=N: ArticleList, the most recently published or changed first (the home
 *   page's latest updates).
 * - GET publicArticlePath(slug): PublicArticle; an old slug answers 301 to the current one, an
 *   unpublished article 410, an unknown slug 404 (each with ApiError).
 * - GET ARTICLE_SEARCH_PATH: ArticleSearchList, every published article's searchable text, for the
 *   site search. Its ETag is the list's `version` (a digest of what it holds, weak: the same in every
 *   encoding): a browser or the service worker revalidates it
 *   (Cache-Control: no-cache) and downloads it again only when it changed.
 * - The page of an article is /articles/<slug> (articlePath in site/paths.ts), rendered by the server.
 * - UPDATES_FEED_PATH: an Atom feed of new and changed pages; /sitemap.xml lists the articles too.
 */
import type { ContentCategory } from '@/shared/api/content';

export const ARTICLES_PATH = '/api/articles';
export const publicArticlePath = (slug: string) => `${ARTICLES_PATH}/${encodeURIComponent(slug)}`;
export const ARTICLE_SEARCH_PATH = '/api/search/articles';
export const UPDATES_FEED_PATH = '/updates.xml';

/** How many a page of the list holds when the request does not say, and at most. */
export const ARTICLES_PAGE_SIZE = 20;
export const ARTICLES_PAGE_SIZE_MAX = 50;

/** How many the home page's "Latest updates" lists (the server renders it with as many). */
export const LATEST_UPDATES_COUNT = 5;

/** An article as a list shows it: what a reader needs to choose one, not its text. */
export interface PublishedArticle {
  id: string;
  slug: string;
  title: string;
  summary: string;
  category: ContentCategory;
  author: string;
  /** ISO timestamp of the latest publication (an article unpublished and published again gets a new one). */
  publishedAt: string;
  /**
   * ISO timestamp of the page's "Last updated": its first publication or its latest major change (a
   * minor fix, such as a typo, leaves it).
   */
  updatedAt: string;
}

export interface ArticleList {
  items: PublishedArticle[];
}

/** A published article with its body (Markdown subset, src/shared/markdown), as its page shows it. */
export interface PublicArticle extends PublishedArticle {
  content: string;
  /** ISO timestamp of its first publication (PublishedArticle.publishedAt moves with every one). */
  firstPublishedAt: string;
  /** The public notes of its major changes, newest first ("Fees updated for 2027"). */
  changeNotes: ChangeNote[];
}

export interface ChangeNote {
  /** When the change was published (ISO). */
  at: string;
  note: string;
}

/** What the site search indexes of a published article. */
export interface ArticleSearchEntry {
  /** A published guide (at /documents/<slug>, its English texts as `text`); an article when absent. */
  kind?: 'guide';
  slug: string;
  title: string;
  summary: string;
  category: ContentCategory;
  /** The body as plain text (Markdown marks removed). */
  text: string;
}

export interface ArticleSearchList {
  /** A digest of the items (also the list's ETag): it changes exactly when the list does. */
  version: string;
  items: ArticleSearchEntry[];
}
