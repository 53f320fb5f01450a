import { createListenerMiddleware } from '@reduxjs/toolkit';
import { parseSearchLog, searchSubmitted } from '@/features/search/searchSlice';
import { readJson, writeJson, type KeyValueStorage } from './storage';
import type { PreloadedState, RootState } from './store';

/** Versioned keys: a change of shape gets a new key instead of misreading an old value. */
export const STORAGE_KEYS = {
  searchLog: 'cgn.searchLog.v1',
} as const;

/** Builds the store's starting state from storage, ignoring anything missing or malformed. */
export function loadPersistedState(storage: KeyValueStorage | undefined): PreloadedState {
  const preloaded: PreloadedState = {};
  const log = readJson(storage, STORAGE_KEYS.searchLog);
  const parsedLog = log && 'value' in log ? parseSearchLog(log.value) : undefined;
  if (parsedLog) preloaded.search = { log: parsedLog };
  return preloaded;
}

/** A listener middleware that writes the persisted slices after the actions that change them. */
export function createPersistenceMiddleware(storage: KeyValueStorage | undefined) {
  const listener = createListenerMiddleware();
  listener.startListening({
    actionCreator: searchSubmitted,
    effect: (_action, api) => {
      writeJson(storage, STORAGE_KEYS.searchLog, (api.getState() as RootState).search.log);
    },
  });
  return listener.middleware;
}
