import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { contentSlice } from '@/features/content/contentSlice';
import { searchSlice } from '@/features/search/searchSlice';
import { sessionSlice } from '@/features/session/sessionSlice';
import { toastsSlice } from '@/features/toasts/toastsSlice';
import { updatesSlice } from '@/features/updates/updatesSlice';
import { i18nSlice } from '@/shared/i18n/i18nSlice';
import { createListeners } from './listeners';
import type { KeyValueStorage } from './storage';

const rootReducer = combineSlices(
  i18nSlice,
  searchSlice,
  sessionSlice,
  contentSlice,
  toastsSlice,
  updatesSlice,
);

export type RootState = ReturnType<typeof rootReducer>;
export type PreloadedState = Partial<RootState>;

/**
 * Builds a fresh store. Tests pass their own preloaded state; the app passes what it read from storage.
 * `storage` is where persisted slices are written (none in tests unless they ask for it).
 */
export function makeStore(preloadedState?: PreloadedState, storage?: KeyValueStorage) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().prepend(createListeners(storage)),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
