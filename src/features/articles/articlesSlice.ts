import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PublicArticle, PublishedArticle } from '@/shared/api/articles';

/* eslint-disable @typescript-eslint/no-dynamic-delete -- the state's records by slug are Redux state, plain
   data that must serialise (the page carries it): not a Map, so a slug's entry goes with `delete`. */

/**
 * The published articles a public page knows (issue 25). The server renders an article's page and the
 * home page with them and sends this state inside the page (src/shared/site/pageData.ts), so the browser
 * hydrates the very same page; an article reached by a link inside the app is fetched
 * (GET /api/articles/<slug>, src/app/articleLoading.ts). Never stored in the browser: the server is where
 * articles live.
 */
export interface ArticlesState {
  bySlug: Record<string, PublicArticle>;
  /** What the server answered for a slug it has no published article at: 410 (taken down) or 404. */
  missing: Record<string, 'gone' | 'notFound'>;
  /** An old slug the server redirected to the article's current one. */
  moved: Record<string, string>;
  /** Slugs whose request did not reach the server (offline) or got an answer it could not read. */
  failed: Record<string, true>;
  /** The newest published, for the home page's latest updates; null until known. */
  latest: PublishedArticle[] | null;
}

export const initialArticlesState: ArticlesState = {
  bySlug: {},
  missing: {},
  moved: {},
  failed: {},
  latest: null,
};

export const articlesSlice = createSlice({
  name: 'articles',
  initialState: initialArticlesState,
  reducers: {
    /** A page wants the article at `slug` and does not have it: the listener fetches it. */
    articleRequested(state, action: PayloadAction<string>) {
      delete state.failed[action.payload];
    },
    articleLoaded(state, action: PayloadAction<PublicArticle>) {
      state.bySlug[action.payload.slug] = action.payload;
      delete state.missing[action.payload.slug];
      delete state.failed[action.payload.slug];
    },
    articleMoved(state, action: PayloadAction<{ from: string; to: string }>) {
      state.moved[action.payload.from] = action.payload.to;
    },
    articleMissing(state, action: PayloadAction<{ slug: string; why: 'gone' | 'notFound' }>) {
      delete state.bySlug[action.payload.slug];
      delete state.failed[action.payload.slug];
      state.missing[action.payload.slug] = action.payload.why;
    },
    articleFailed(state, action: PayloadAction<string>) {
      state.failed[action.payload] = true;
    },
    /** The home page has no latest updates (a page the build wrote, or reached inside the app). */
    latestRequested() {},
    latestLoaded(state, action: PayloadAction<PublishedArticle[]>) {
      state.latest = action.payload;
    },
  },
  selectors: {
    selectArticle: (state, slug: string) => state.bySlug[slug],
    selectArticleMissing: (state, slug: string) => state.missing[slug],
    selectArticleMovedTo: (state, slug: string) => state.moved[slug],
    selectArticleFailed: (state, slug: string) => state.failed[slug] === true,
    selectLatestArticles: (state) => state.latest,
  },
});

export const {
  articleRequested,
  articleLoaded,
  articleMoved,
  articleMissing,
  articleFailed,
  latestRequested,
  latestLoaded,
} = articlesSlice.actions;
export const {
  selectArticle,
  selectArticleMissing,
  selectArticleMovedTo,
  selectArticleFailed,
  selectLatestArticles,
} = articlesSlice.selectors;
