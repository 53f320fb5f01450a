import type { UnknownAction } from '@reduxjs/toolkit';
import { itemsSyncedFromAnotherTab, selectContentItems } from '@/features/content/contentSlice';
import { parseStoredContent } from '@/features/content/contentTypes';
import { searchLogSyncedFromAnotherTab, selectSearchLog } from '@/features/search/searchSlice';
import { parseSearchLog } from '@/features/search/searchTypes';
import { sessionSlice, sessionSyncedFromAnotherTab } from '@/features/session/sessionSlice';
import { parseStoredSession } from '@/features/session/sessionTypes';
import type { AppStartListening } from './listeners';
import { keepAside, parseJson, readJson, writeJson, type KeyValueStorage } from './storage';
import type { PreloadedState, RootState } from './store';

/** How one slice is kept in localStorage. */
interface PersistedSlice<T> {
  /** Versioned: a change of shape gets a new key instead of misreading an old value. */
  key: string;
  select: (state: RootState) => T;
  /** The stored value when it has the right shape, otherwise undefined. */
  parse: (value: unknown) => T | undefined;
  /** Where a stored value goes in the store's starting state. */
  preload: (value: T) => PreloadedState;
  /** The action that applies a value another tab wrote. */
  syncFromAnotherTab: (value: T) => UnknownAction;
  /** What it means when another tab removes the key; without it, this tab keeps what it has. */
  whenRemoved?: T;
}

/** The storage key of each persisted slice, declared once. */
export const STORAGE_KEYS = {
  searchLog: 'cgn.searchLog.v1',
  session: 'cgn.session.v1',
  content: 'cgn.content.v1',
} as const;

/**
 * Every persisted slice, once: saving, loading and tab sync all read this table. The session's removal
 * (another tab cleared site data) means "logged out", so no tab stays signed in on its own.
 */
const PERSISTED = [
  persisted({
    key: STORAGE_KEYS.searchLog,
    select: selectSearchLog,
    parse: parseSearchLog,
    preload: (log) => ({ search: { log } }),
    syncFromAnotherTab: searchLogSyncedFromAnotherTab,
  }),
  persisted({
    key: STORAGE_KEYS.session,
    select: sessionSlice.selectSlice,
    parse: parseStoredSession,
    preload: (session) => ({ session }),
    syncFromAnotherTab: sessionSyncedFromAnotherTab,
    whenRemoved: { user: null },
  }),
  persisted({
    key: STORAGE_KEYS.content,
    select: selectContentItems,
    parse: parseStoredContent,
    preload: (items) => ({ content: { items } }),
    syncFromAnotherTab: itemsSyncedFromAnotherTab,
  }),
];

/**
 * Wraps one table entry in the three things persistence does with it. The closures keep each entry's
 * own value type, so the table holds differently typed slices without a cast.
 */
function persisted<T>(slice: PersistedSlice<T>) {
  return {
    key: slice.key,
    /**
     * Reads the key. A value that cannot be parsed or has the wrong shape (a corrupt write, a hand edit,
     * an older format) is kept aside and reported, and the slice keeps its defaults — nothing stored can
     * crash the app.
     */
    load(storage: KeyValueStorage | undefined): PreloadedState {
      const stored = readJson(storage, slice.key);
      if (!stored) return {};
      const value = 'value' in stored ? slice.parse(stored.value) : undefined;
      if (value !== undefined) return slice.preload(value);
      const asideKey = keepAside(storage, slice.key, 'value' in stored ? stored.raw : stored.corrupt);
      console.warn(
        asideKey
          ? `Stored ${slice.key} was unusable, so defaults are used; the old value was kept as ${asideKey}.`
          : `Stored ${slice.key} was unusable, so defaults are used; the old value could not be kept aside.`,
      );
      return {};
    },
    /**
     * Writes the slice after any action that changed it. Comparing the slice before and after (Immer
     * gives a new object only on change) catches every action of the slice, including ones added later.
     */
    save(startListening: AppStartListening, storage: KeyValueStorage | undefined) {
      return startListening({
        predicate: (_action, current, previous) => slice.select(current) !== slice.select(previous),
        effect: (_action, api) => writeJson(storage, slice.key, slice.select(api.getState())),
      });
    },
    /** The action for a value another tab wrote (`null`: removed), or undefined when it is unusable. */
    fromAnotherTab(raw: string | null): UnknownAction | undefined {
      const value = raw === null ? slice.whenRemoved : slice.parse(parseJson(raw)?.value);
      return value === undefined ? undefined : slice.syncFromAnotherTab(value);
    },
  };
}

/** Builds the store's starting state from storage; anything missing or unusable falls back to defaults. */
export function loadPersistedState(storage: KeyValueStorage | undefined): PreloadedState {
  return Object.assign({}, ...PERSISTED.map((slice) => slice.load(storage)));
}

/** Writes each persisted slice to `storage` whenever an action changes it. */
export function startPersisting(startListening: AppStartListening, storage: KeyValueStorage | undefined) {
  for (const slice of PERSISTED) slice.save(startListening, storage);
}

/**
 * The actions that bring this tab in step with a `storage` event from another tab. `key === null` means
 * the other tab cleared all site data, which counts as removing every key.
 */
export function actionsFromAnotherTab(key: string | null, newValue: string | null): UnknownAction[] {
  return PERSISTED.filter((slice) => key === null || slice.key === key).flatMap((slice) => {
    const action = slice.fromAnotherTab(key === null ? null : newValue);
    return action ? [action] : [];
  });
}
