import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ArticleSearchEntry, ArticleSearchList } from '@/shared/api/articles';

/**
 * The published articles' searchable text, as the server lists it (ARTICLE_SEARCH_PATH), for the site
 * search of every visitor. Fetched when a page first searches, checked again when a search starts and
 * the list is older than ARTICLE_LIST_MAX_AGE_MS. Never stored by the page: the service worker keeps the
 * last copy for searching offline.
 */
export interface ArticleSearchState {
  list: ArticleSearchList | null;
  /** When the server last confirmed the list (ms since the epoch, the page's clock). */
  checkedAt: number | null;
  status: 'idle' | 'loading' | 'failed';
}

/** How old the list may be when a search starts before the server is asked whether it changed. */
export const ARTICLE_LIST_MAX_AGE_MS = 10_000;

const initialState: ArticleSearchState = { list: null, checkedAt: null, status: 'idle' };

/** The articles searched when the list could not be fetched at all: the rest of the site still is. */
const NO_ARTICLES: readonly ArticleSearchEntry[] = [];

export const articleSearchSlice = createSlice({
  name: 'articleSearch',
  initialState,
  reducers: {
    /**
     * A page began a search (src/compose/useSiteSearch.ts): the list is fetched, or checked if it is
     * older than ARTICLE_LIST_MAX_AGE_MS (src/app/articleSearchRefresh.ts).
     */
    siteSearchStarted: {
      reducer() {},
      prepare(startedAt: number = Date.now()) {
        return { payload: { startedAt } };
      },
    },
    articleSearchListRequested(state) {
      state.status = 'loading';
    },
    /** A list from the server, or the one a server-rendered page was rendered with (src/main.tsx). */
    articleSearchListLoaded(state, action: PayloadAction<{ list: ArticleSearchList; checkedAt: number }>) {
      // The same version is the same list: keeping the one held means the index is not built again.
      if (state.list?.version !== action.payload.list.version) state.list = action.payload.list;
      state.checkedAt = action.payload.checkedAt;
      state.status = 'idle';
    },
    /** The server answered 304: the list held is still the current one. */
    articleSearchListUnchanged(state, action: PayloadAction<number>) {
      state.checkedAt = action.payload;
      state.status = 'idle';
    },
    articleSearchListFailed(state) {
      state.status = 'failed';
    },
  },
  selectors: {
    /**
     * The articles to search: the list held; none when it could not be fetched (offline, never saved);
     * null while the first one is on its way.
     */
    selectSearchedArticles: (state): readonly ArticleSearchEntry[] | null =>
      state.list?.items ?? (state.status === 'failed' ? NO_ARTICLES : null),
    selectArticleSearchState: (state) => state,
  },
});

export const {
  siteSearchStarted,
  articleSearchListRequested,
  articleSearchListLoaded,
  articleSearchListUnchanged,
  articleSearchListFailed,
} = articleSearchSlice.actions;
export const { selectSearchedArticles, selectArticleSearchState } = articleSearchSlice.selectors;
