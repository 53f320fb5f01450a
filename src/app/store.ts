import { configureStore } from '@reduxjs/toolkit';
import type { AppStoreAccess } from '@/shared/store/hooks';
import { lateMiddleware } from './lateMiddleware';
import { createListeners } from './listeners';
import { rootReducer, type PreloadedState } from './rootReducer';
import { sessionExpiryMiddleware } from './sessionExpiryMiddleware';

export interface StoreOptions {
  /** The clock that decides when a session is over (src/app/sessionExpiryMiddleware.ts); Date.now by default. */
  now?: () => number;
}

/**
 * Builds a fresh store with the defaults, or a test's preloaded state. Nothing here reads or writes
 * storage: `connectStorage` (src/app/persistence.ts) does, once the page is showing. The session check
 * comes first, so a staff action on an ended session reaches neither the reducers nor the listeners.
 */
export function makeStore(preloadedState?: PreloadedState, { now }: StoreOptions = {}) {
  // `satisfies`: this is the store the hooks promise the components (src/shared/store/hooks.ts).
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault().prepend(sessionExpiryMiddleware(now), createListeners()).concat(lateMiddleware),
  }) satisfies AppStoreAccess;
}

export type AppStore = ReturnType<typeof makeStore>;
