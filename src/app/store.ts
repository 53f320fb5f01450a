import { combineSlices, configureStore, type WithSlice } from '@reduxjs/toolkit';
import type { api } from '@/shared/api/apiSlice';
import { articlesSlice } from '@/features/articles/articlesSlice';
import { guidesSlice } from '@/features/guides/guidesSlice';
import { contentReducer } from '@/features/content/contentState';
import { articleSearchSlice } from '@/features/search/articleSearchSlice';
import { sessionSlice } from '@/features/session/sessionSlice';
import { toastsSlice } from '@/features/toasts/toastsSlice';
import { updatesSlice } from '@/features/updates/updatesSlice';
import { i18nSlice } from '@/shared/i18n/i18nSlice';
import { storageSlice } from '@/shared/store/storageSlice';
import { lateMiddleware } from './lateMiddleware';
import { createListeners } from './listeners';
import { sessionExpiryMiddleware } from './sessionExpiryMiddleware';

export const rootReducer = combineSlices(
  i18nSlice,
  articleSearchSlice,
  sessionSlice,
  // The staff's offline copy: its slice loads later (contentState.ts).
  { content: contentReducer },
  articlesSlice,
  guidesSlice,
  toastsSlice,
  updatesSlice,
  storageSlice,
).withLazyLoadedSlices<WithSlice<typeof api>>();

export type RootState = ReturnType<typeof rootReducer>;
export type PreloadedState = Partial<RootState>;

export interface StoreOptions {
  /** The clock that decides when a session is over (src/app/sessionExpiry.ts); Date.now by default. */
  now?: () => number;
}

/**
 * Builds a fresh store with the defaults, or a test's preloaded state. Nothing here reads or writes
 * storage: `connectStorage` (src/app/persistence.ts) does, once the page is showing. The session check
 * comes first, so a staff action on an ended session reaches neither the reducers nor the listeners.
 */
export function makeStore(preloadedState?: PreloadedState, { now }: StoreOptions = {}) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault().prepend(sessionExpiryMiddleware(now), createListeners()).concat(lateMiddleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
