import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { contentSlice } from '@/features/content/contentSlice';
import { feedbackSlice } from '@/features/feedback/feedbackSlice';
import { searchSlice } from '@/features/search/searchSlice';
import { sessionSlice } from '@/features/session/sessionSlice';
import { toastsSlice } from '@/features/toasts/toastsSlice';
import { updatesSlice } from '@/features/updates/updatesSlice';
import { i18nSlice } from '@/shared/i18n/i18nSlice';
import { storageSlice } from '@/shared/store/storageSlice';
import { createListeners } from './listeners';

export const rootReducer = combineSlices(
  i18nSlice,
  searchSlice,
  sessionSlice,
  contentSlice,
  toastsSlice,
  updatesSlice,
  feedbackSlice,
  storageSlice,
);

export type RootState = ReturnType<typeof rootReducer>;
export type PreloadedState = Partial<RootState>;

/**
 * Builds a fresh store with the defaults, or a test's preloaded state. Nothing here reads or writes
 * storage: `connectStorage` (src/app/persistence.ts) does, once the page is showing.
 */
export function makeStore(preloadedState?: PreloadedState) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().prepend(createListeners()),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
