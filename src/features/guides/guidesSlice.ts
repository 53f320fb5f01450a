import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PublicGuide } from '@/shared/api/guideContent';

/* eslint-disable @typescript-eslint/no-dynamic-delete -- the state's records by slug are Redux state, plain
   data that must serialise (the page carries it): not a Map, so a slug's entry goes with `delete`. */

/**
 * The published guides a page knows (issue 26). The server renders a guide's page with it and sends this
 * state inside the page, so the browser hydrates the very same page; a guide reached by a link inside the
 * app is fetched (GET /api/guides/<slug>, src/app/guideLoading.ts). Never stored in the browser.
 */
export interface GuidesState {
  bySlug: Record<string, PublicGuide>;
  /** What the server answered for a slug it has no published guide at: 410 (taken down) or 404. */
  missing: Record<string, 'gone' | 'notFound'>;
  /** Slugs whose request did not reach the server (offline) or got an answer it could not read. */
  failed: Record<string, true>;
  /**
   * The slugs of every published guide, as the server last said (the catalogue's cards: a published
   * guide replaces its "coming soon"); null until it has, when the build's catalogue stands.
   */
  published: string[] | null;
}

export const initialGuidesState: GuidesState = { bySlug: {}, missing: {}, failed: {}, published: null };

export const guidesSlice = createSlice({
  name: 'guides',
  initialState: initialGuidesState,
  reducers: {
    /** A page wants the guide at `slug` and does not have it: the listener fetches it. */
    guideRequested(state, action: PayloadAction<string>) {
      delete state.failed[action.payload];
    },
    guideLoaded(state, action: PayloadAction<PublicGuide>) {
      state.bySlug[action.payload.slug] = action.payload;
      delete state.missing[action.payload.slug];
      delete state.failed[action.payload.slug];
    },
    guideMissing(state, action: PayloadAction<{ slug: string; why: 'gone' | 'notFound' }>) {
      delete state.bySlug[action.payload.slug];
      state.missing[action.payload.slug] = action.payload.why;
    },
    guideFailed(state, action: PayloadAction<string>) {
      state.failed[action.payload] = true;
    },
    /** A page lists the guides and does not know which are published: the listener asks. */
    publishedGuidesRequested() {},
    publishedGuidesLoaded(state, action: PayloadAction<string[]>) {
      state.published = action.payload;
    },
  },
  selectors: {
    selectGuide: (state, slug: string) => state.bySlug[slug],
    selectGuideMissing: (state, slug: string) => state.missing[slug],
    selectGuideFailed: (state, slug: string) => state.failed[slug] === true,
    selectPublishedGuides: (state) => state.published,
  },
});

export const {
  guideRequested,
  guideLoaded,
  guideMissing,
  guideFailed,
  publishedGuidesRequested,
  publishedGuidesLoaded,
} = guidesSlice.actions;
export const { selectGuide, selectGuideMissing, selectGuideFailed, selectPublishedGuides } =
  guidesSlice.selectors;
