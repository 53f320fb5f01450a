import type { UnknownAction } from '@reduxjs/toolkit';
import { contentPersistence } from '@/features/content/contentPersistence';
import { languagePersistence } from '@/shared/i18n/languagePersistence';
import type { PersistedSlice } from '@/shared/store/persistedSlice';
import {
  storageWriteFailed,
  storageWriteSucceeded,
  storedSizeKnown,
  storedStateRestored,
  storedValueSetAside,
} from '@/shared/store/storageSlice';
import { RETIRED_STORAGE_KEYS, STORAGE_KEYS } from '@/shared/store/storageKeys';
import { addAppListener } from './listeners';
import {
  asideCopies,
  keepAside,
  parseJson,
  probeStorage,
  readJson,
  removeKey,
  writeJson,
  type KeyValueStorage,
  type WriteOutcome,
} from './storage';
import { rootReducer, type RootState } from './rootReducer';
import type { AppStore } from './store';

/** How long a burst of changes waits before it is written, in ms: one write for the lot. */
export const SAVE_DELAY_MS = 300;

export { STORAGE_KEYS };

/**
 * Every persisted slice, once: saving, loading and tab sync all read this list. Each slice declares its
 * own entry beside it (key, selector, validator, the action that applies a stored value: PersistedSlice,
 * src/shared/store/persistedSlice.ts). The session is not in it (issue 24): the server's cookie is the
 * authority, and the browser keeps who is signed in in memory.
 */
const PERSISTED = [persisted(languagePersistence), persisted(contentPersistence)];

/**
 * Wraps one entry in the three things persistence does with it. The closures keep each entry's own value
 * type, so the list holds differently typed slices without a cast.
 */
function persisted<T>(slice: PersistedSlice<T>) {
  return {
    key: slice.key,
    /**
     * Reads the key: the action that applies it, or undefined when nothing usable is stored. A value that
     * cannot be parsed or has the wrong shape (a corrupt write, a hand edit, an older format) is kept
     * aside and reported, and the slice keeps its defaults — nothing stored can crash the app.
     */
    restore(
      storage: KeyValueStorage | undefined,
      state: RootState,
      onSize: (chars: number) => void,
    ): UnknownAction | undefined {
      const stored = readJson(storage, slice.key);
      if (!stored) return undefined;
      const raw = 'value' in stored ? stored.raw : stored.corrupt;
      onSize(slice.key.length + raw.length);
      const value = 'value' in stored ? slice.parse(stored.value) : undefined;
      if (value !== undefined)
        return slice.read(slice.mergeAtStart ? slice.mergeAtStart(value, slice.select(state)) : value);
      // A newer version's value stays where that version looks for it, and this one writes nothing over it.
      if ('value' in stored && slice.isNewer?.(stored.value))
        return storedValueSetAside({ key: slice.key, asideKey: null, raw, reason: 'newer' });
      // Without a copy the key becomes read-only: the original stays until someone can rescue it.
      const asideKey = keepAside(storage, slice.key, raw) ?? null;
      return storedValueSetAside({ key: slice.key, asideKey, raw, reason: 'unusable' });
    },
    /**
     * Writes the slice after any action that changed it (after SAVE_DELAY_MS), and
     * reports the outcome. Comparing the slice before and after (Immer gives a new object only on
     * change) catches every action of the slice, including ones added later. Returns `flush`, which
     * writes a pending change at once.
     */
    save(store: AppStore, storage: KeyValueStorage | undefined, delayMs: number) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const writeNow = () => {
        timer = undefined;
        this.write(store, storage);
      };
      store.dispatch(
        addAppListener({
          predicate: (_action, current, previous) => slice.select(current) !== slice.select(previous),
          effect: () => {
            if (delayMs === 0) {
              writeNow();
              return;
            }
            clearTimeout(timer);
            timer = setTimeout(writeNow, delayMs);
          },
        }),
      );
      return () => {
        if (timer === undefined) return;
        clearTimeout(timer);
        writeNow();
      };
    },
    /** True when `state` holds another value for this slice than `other` does. */
    differs(state: RootState, other: RootState): boolean {
      return slice.select(state) !== slice.select(other);
    },
    /** Writes this slice's current value and reports how it went. */
    write(store: AppStore, storage: KeyValueStorage | undefined): void {
      const state = store.getState();
      const value = slice.select(state);
      const outcome: WriteOutcome = state.storage.readOnly.includes(slice.key)
        ? { ok: false, failure: 'kept' }
        : writeJson(storage, slice.key, slice.toStored ? slice.toStored(value) : value);
      store.dispatch(
        outcome.ok
          ? storageWriteSucceeded({ key: slice.key, chars: outcome.chars })
          : storageWriteFailed({ key: slice.key, failure: outcome.failure }),
      );
    },
    /**
     * The action for a value another tab wrote, or undefined when it is unusable or was removed (this
     * tab then keeps what it has).
     */
    fromAnotherTab(raw: string | null): UnknownAction | undefined {
      const value = raw === null ? undefined : slice.parse(parseJson(raw)?.value);
      return value === undefined ? undefined : slice.read(value);
    },
  };
}

export interface StorageOptions {
  /** How long a burst of changes waits before it is written (SAVE_DELAY_MS); 0 writes at once. */
  saveDelayMs?: number;
}

/**
 * Brings `store` in step with `storage`: applies what is stored (anything missing or unusable leaves the
 * defaults, and an unusable value is set aside and reported), marks the stored state as restored, then
 * writes each persisted slice back whenever an action changes it, reporting every write's outcome.
 * Writing starts only after the read, so defaults never overwrite what is stored. Returns what the
 * other tabs' changes and the page going away need.
 */
export function connectStorage(
  store: AppStore,
  storage: KeyValueStorage | undefined,
  { saveDelayMs = SAVE_DELAY_MS }: StorageOptions = {},
) {
  // Storage switched off, blocked or full from the start: say so before anything is lost.
  const probe = probeStorage(storage);
  if (!probe.ok) store.dispatch(storageWriteFailed({ key: '*', failure: probe.failure }));
  // What the visitor changed in the moment before storage was read (a language chosen as the page
  // started): no listener saw it, so it is written once the read is done.
  const defaults = rootReducer(undefined, { type: 'storage/defaults' });
  const changedBeforeRead = PERSISTED.filter((slice) => slice.differs(store.getState(), defaults));
  for (const slice of PERSISTED) {
    const action = slice.restore(storage, store.getState(), (chars) =>
      store.dispatch(storedSizeKnown({ key: slice.key, chars })),
    );
    if (action) store.dispatch(action);
  }
  removeRetired(storage);
  const flushes = PERSISTED.map((slice) => slice.save(store, storage, saveDelayMs));
  for (const slice of changedBeforeRead) slice.write(store, storage);
  store.dispatch(storedStateRestored());
  reportEarlierCopies(store, storage);
  return {
    /** Applies a `storage` event from another tab; `key === null`: it cleared all site data. */
    fromAnotherTab(key: string | null, newValue: string | null) {
      for (const action of actionsFromAnotherTab(key, newValue)) store.dispatch(action);
    },
    /** Writes every pending change now: the page is being hidden or closed (a listener: no `this`). */
    flush: () => {
      for (const flush of flushes) flush();
    },
  };
}

export type StorageConnection = ReturnType<typeof connectStorage>;

const RETIRED: ReadonlySet<string> = new Set(RETIRED_STORAGE_KEYS);

/**
 * Removes what earlier versions stored under keys this one no longer reads (RETIRED_STORAGE_KEYS), with
 * any copy of theirs set aside, so a returning visitor's browser keeps none of it. After the first start
 * there is nothing left to remove. Removing needs no free space; storage that refuses leaves them, and
 * the page goes on.
 */
function removeRetired(storage: KeyValueStorage | undefined) {
  for (const key of RETIRED) removeKey(storage, key);
  for (const [key, asideKey] of asideCopies(storage)) if (RETIRED.has(key)) removeKey(storage, asideKey);
}

/**
 * Values set aside on an earlier visit (maybe on a public page, where nobody was told) are named on the
 * dashboard too, until staff dismiss the notice: nothing is set aside without someone hearing of it.
 */
function reportEarlierCopies(store: AppStore, storage: KeyValueStorage | undefined) {
  const reported = new Set(store.getState().storage.setAside.map((value) => value.asideKey));
  for (const [key, asideKey] of asideCopies(storage)) {
    // A retired key's copy that storage would not remove is nothing anyone needs to hear of.
    if (reported.has(asideKey) || RETIRED.has(key)) continue;
    const stored = readJson(storage, asideKey);
    if (!stored) continue;
    const raw = 'value' in stored ? stored.raw : stored.corrupt;
    store.dispatch(storedValueSetAside({ key, asideKey, raw, reason: 'unusable' }));
  }
}

/**
 * The actions that bring this tab in step with a `storage` event from another tab. `key === null` means
 * the other tab cleared all site data, which counts as removing every key.
 */
function actionsFromAnotherTab(key: string | null, newValue: string | null): UnknownAction[] {
  return PERSISTED.filter((slice) => key === null || slice.key === key).flatMap((slice) => {
    const action = slice.fromAnotherTab(key === null ? null : newValue);
    return action ? [action] : [];
  });
}
