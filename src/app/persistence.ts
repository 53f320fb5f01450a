import type { UnknownAction } from '@reduxjs/toolkit';
import { itemsReadFromStorage, selectContentItems } from '@/features/content/contentSlice';
import { parseStoredContent } from '@/features/content/contentTypes';
import {
  FEEDBACK_LIMIT,
  feedbackReadFromStorage,
  selectFeedbackAnswers,
} from '@/features/feedback/feedbackSlice';
import { parseFeedbackAnswers } from '@/features/feedback/feedbackTypes';
import { SEARCH_LOG_LIMIT, searchLogReadFromStorage, selectSearchLog } from '@/features/search/searchSlice';
import { parseSearchLog } from '@/features/search/searchTypes';
import { sessionSlice, sessionReadFromStorage } from '@/features/session/sessionSlice';
import { parseStoredSession } from '@/features/session/sessionTypes';
import { languageRequested, parseLocale, selectRequestedLocale } from '@/shared/i18n/i18nSlice';
import type { Locale } from '@/shared/i18n/translate';
import { storedStateRestored } from '@/shared/store/storageSlice';
import { addAppListener } from './listeners';
import { keepAside, parseJson, readJson, writeJson, type KeyValueStorage } from './storage';
import { rootReducer, type AppDispatch, type AppStore, type RootState } from './store';

/** How one slice is kept in localStorage. */
interface PersistedSlice<T> {
  /** Versioned: a change of shape gets a new key instead of misreading an old value. */
  key: string;
  select: (state: RootState) => T;
  /** The stored value when it has the right shape, otherwise undefined. */
  parse: (value: unknown) => T | undefined;
  /** The action that applies a stored value: read at start, or written by another tab. */
  read: (value: T) => UnknownAction;
  /**
   * How the stored value meets what this tab did before it was read (the first moments of a visit run
   * on defaults); without it, the stored value wins.
   */
  mergeAtStart?: (stored: T, current: T) => T;
  /** What it means when another tab removes the key; without it, this tab keeps what it has. */
  whenRemoved?: T;
}

/** The storage key of each persisted slice, declared once. */
export const STORAGE_KEYS = {
  searchLog: 'cgn.searchLog.v1',
  session: 'cgn.session.v1',
  content: 'cgn.content.v1',
  language: 'cgn.language.v1',
  feedback: 'cgn.feedback.v1',
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
    read: searchLogReadFromStorage,
    // A search made while the page was still starting is newer than anything stored.
    mergeAtStart: (stored, current) => [...current, ...stored].slice(0, SEARCH_LOG_LIMIT),
  }),
  persisted({
    key: STORAGE_KEYS.session,
    select: sessionSlice.selectSlice,
    parse: parseStoredSession,
    read: sessionReadFromStorage,
    whenRemoved: { user: null },
  }),
  persisted({
    key: STORAGE_KEYS.content,
    select: selectContentItems,
    parse: parseStoredContent,
    read: itemsReadFromStorage,
  }),
  persisted({
    key: STORAGE_KEYS.feedback,
    select: selectFeedbackAnswers,
    parse: parseFeedbackAnswers,
    read: feedbackReadFromStorage,
    // An answer given while the page was still starting is newer than anything stored.
    mergeAtStart: (stored, current) => [...current, ...stored].slice(0, FEEDBACK_LIMIT),
  }),
  persisted<Locale | null>({
    key: STORAGE_KEYS.language,
    select: selectRequestedLocale,
    parse: (value) => parseLocale(value),
    // Asked for, not set: the language applies once its text has downloaded.
    read: (locale) => languageRequested(locale ?? 'en'),
    // A language chosen before storage was read (a `?lang=` address) wins over the stored one.
    mergeAtStart: (stored, current) => current ?? stored,
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
     * Reads the key: the action that applies it, or undefined when nothing usable is stored. A value that
     * cannot be parsed or has the wrong shape (a corrupt write, a hand edit, an older format) is kept
     * aside and reported, and the slice keeps its defaults — nothing stored can crash the app.
     */
    restore(storage: KeyValueStorage | undefined, state: RootState): UnknownAction | undefined {
      const stored = readJson(storage, slice.key);
      if (!stored) return undefined;
      const value = 'value' in stored ? slice.parse(stored.value) : undefined;
      if (value !== undefined)
        return slice.read(slice.mergeAtStart ? slice.mergeAtStart(value, slice.select(state)) : value);
      const asideKey = keepAside(storage, slice.key, 'value' in stored ? stored.raw : stored.corrupt);
      console.warn(
        asideKey
          ? `Stored ${slice.key} was unusable, so defaults are used; the old value was kept as ${asideKey}.`
          : `Stored ${slice.key} was unusable, so defaults are used; the old value could not be kept aside.`,
      );
      return undefined;
    },
    /**
     * Writes the slice after any action that changed it. Comparing the slice before and after (Immer
     * gives a new object only on change) catches every action of the slice, including ones added later.
     */
    save(dispatch: AppDispatch, storage: KeyValueStorage | undefined) {
      dispatch(
        addAppListener({
          predicate: (_action, current, previous) => slice.select(current) !== slice.select(previous),
          effect: (_action, api) => writeJson(storage, slice.key, slice.select(api.getState())),
        }),
      );
    },
    /** True when `state` holds another value for this slice than `other` does. */
    differs(state: RootState, other: RootState): boolean {
      return slice.select(state) !== slice.select(other);
    },
    /** Writes this slice's value in `state`. */
    write(storage: KeyValueStorage | undefined, state: RootState): void {
      writeJson(storage, slice.key, slice.select(state));
    },
    /** The action for a value another tab wrote (`null`: removed), or undefined when it is unusable. */
    fromAnotherTab(raw: string | null): UnknownAction | undefined {
      const value = raw === null ? slice.whenRemoved : slice.parse(parseJson(raw)?.value);
      return value === undefined ? undefined : slice.read(value);
    },
  };
}

/**
 * Brings `store` in step with `storage`: applies what is stored (anything missing or unusable leaves the
 * defaults), marks the stored state as restored, then writes each persisted slice back whenever an
 * action changes it. Writing starts only after the read, so defaults never overwrite what is stored.
 */
export function connectStorage(store: AppStore, storage: KeyValueStorage | undefined): void {
  // What the visitor changed in the moment before storage was read (a language chosen as the page
  // started): no listener saw it, so it is written once the read is done.
  const defaults = rootReducer(undefined, { type: 'storage/defaults' });
  const changedBeforeRead = PERSISTED.filter((slice) => slice.differs(store.getState(), defaults));
  for (const slice of PERSISTED) {
    const action = slice.restore(storage, store.getState());
    if (action) store.dispatch(action);
  }
  store.dispatch(storedStateRestored());
  for (const slice of PERSISTED) slice.save(store.dispatch, storage);
  for (const slice of changedBeforeRead) slice.write(storage, store.getState());
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
