import { createListenerMiddleware } from '@reduxjs/toolkit';
import { parseStoredContent } from '@/features/content/contentGuards';
import { parseSearchLog } from '@/features/search/searchSlice';
import { parseStoredSession } from '@/features/session/sessionGuards';
import { keepAside, readJson, writeJson, type KeyValueStorage } from './storage';
import type { PreloadedState, RootState } from './store';

/** Versioned keys: a change of shape gets a new key instead of misreading an old value. */
export const STORAGE_KEYS = {
  searchLog: 'cgn.searchLog.v1',
  session: 'cgn.session.v1',
  content: 'cgn.content.v1',
} as const;

/**
 * Reads one key and returns what `parse` accepts. A value that cannot be parsed or has the wrong shape
 * (a corrupt write, a hand edit, an older format) is kept aside and reported, and the caller falls back
 * to the slice's defaults — nothing stored can crash the app.
 */
function loadValidated<T>(
  storage: KeyValueStorage | undefined,
  key: string,
  parse: (value: unknown) => T | undefined,
): T | undefined {
  const stored = readJson(storage, key);
  if (!stored) return undefined;
  if ('value' in stored) {
    const parsed = parse(stored.value);
    if (parsed !== undefined) return parsed;
  }
  const raw = 'value' in stored ? stored.raw : stored.corrupt;
  const asideKey = keepAside(storage, key, raw);
  console.warn(
    asideKey
      ? `Stored ${key} was unusable, so defaults are used; the old value was kept as ${asideKey}.`
      : `Stored ${key} was unusable, so defaults are used; the old value could not be kept aside.`,
  );
  return undefined;
}

/** Builds the store's starting state from storage; anything missing or unusable falls back to defaults. */
export function loadPersistedState(storage: KeyValueStorage | undefined): PreloadedState {
  const preloaded: PreloadedState = {};
  const log = loadValidated(storage, STORAGE_KEYS.searchLog, parseSearchLog);
  if (log) preloaded.search = { log };
  const session = loadValidated(storage, STORAGE_KEYS.session, parseStoredSession);
  if (session) preloaded.session = session;
  const items = loadValidated(storage, STORAGE_KEYS.content, parseStoredContent);
  if (items) preloaded.content = { items };
  return preloaded;
}

/** A listener middleware that writes each persisted slice after any action that changed it. */
export function createPersistenceMiddleware(storage: KeyValueStorage | undefined) {
  const listener = createListenerMiddleware();
  // Comparing the slice before and after (Immer gives a new object only on change) catches every action
  // of the slice, including ones added later, and skips writes for actions that changed nothing.
  const persist = <T>(key: string, select: (state: RootState) => T) =>
    listener.startListening({
      predicate: (_action, current, previous) =>
        select(current as RootState) !== select(previous as RootState),
      effect: (_action, api) => writeJson(storage, key, select(api.getState() as RootState)),
    });
  persist(STORAGE_KEYS.searchLog, (state) => state.search.log);
  persist(STORAGE_KEYS.session, (state) => state.session);
  persist(STORAGE_KEYS.content, (state) => state.content.items);
  return listener.middleware;
}
