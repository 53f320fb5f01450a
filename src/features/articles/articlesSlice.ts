import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PublicArticle, PublishedArticle } from '@/shared/api/articles';

/**
 * The published articles a public page knows (issue 25). The server renders an article's page and the
 * home page with them and sends this state inside the page (src/shared/site/pageData.ts), so the browser
 * hydrates the very same page; an article reached by a link inside the app is fetched
 * (GET /api/articles/<slug>). Never stored in the browser: the server is where articles live.
 */
export interface ArticlesState {
  bySlug: Record<string, PublicArticle>;
  /** What the server answered for a slug it has no published article at: 410 (taken down) or 404. */
  missing: Record<string, 'gone' | 'notFound'>;
  /** The newest published, for the home page's latest updates; null until known. */
  latest: PublishedArticle[] | null;
}

export const initialArticlesState: ArticlesState = { bySlug: {}, missing: {}, latest: null };

export const articlesSlice = createSlice({
  name: 'articles',
  initialState: initialArticlesState,
  reducers: {
    articleLoaded(state, action: PayloadAction<PublicArticle>) {
      state.bySlug[action.payload.slug] = action.payload;
      delete state.missing[action.payload.slug];
    },
    articleMissing(state, action: PayloadAction<{ slug: string; why: 'gone' | 'notFound' }>) {
      delete state.bySlug[action.payload.slug];
      state.missing[action.payload.slug] = action.payload.why;
    },
    latestLoaded(state, action: PayloadAction<PublishedArticle[]>) {
      state.latest = action.payload;
    },
  },
  selectors: {
    selectArticle: (state, slug: string) => state.bySlug[slug],
    selectArticleMissing: (state, slug: string) => state.missing[slug],
    selectLatestArticles: (state) => state.latest,
  },
});

export const { articleLoaded, articleMissing, latestLoaded } = articlesSlice.actions;
export const { selectArticle, selectArticleMissing, selectLatestArticles } = articlesSlice.selectors;
