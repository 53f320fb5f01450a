/**
 * GET /api/articles: the published articles, newest first, for every visitor. Plain facts; the schema is
 * articlesSchema.ts.
 */
export const ARTICLES_PATH = '/api/articles';

/** How many a page of the list holds when the request does not say, and at most. */
export const ARTICLES_PAGE_SIZE = 20;
export const ARTICLES_PAGE_SIZE_MAX = 50;

/** An article as a list shows it: what a reader needs to choose one, not its text. */
export interface PublishedArticle {
  id: string;
  title: string;
  category: string;
  author: string;
  /** ISO timestamp of the first publication. */
  publishedAt: string;
  /** ISO timestamp of the last change. */
  updatedAt: string;
}

export interface ArticleList {
  items: PublishedArticle[];
}
