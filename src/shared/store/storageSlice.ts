import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/* eslint-disable @typescript-eslint/no-dynamic-delete -- `unsaved`, by storage key, is Redux state, plain
   data that must serialise: not a Map, so a key's entry goes with `delete`. */

/**
 * Why a write did not happen: storage full, storage switched off or blocked, a stored value that is
 * being kept as it is (read-only: see `readOnly`), or anything else.
 */
export type WriteFailure = 'quota' | 'blocked' | 'kept' | 'failed';

/** A stored value that could not be used, and what became of it (src/app/persistence.ts). */
export interface SetAsideValue {
  key: string;
  /** Where the original was copied to, or null when it could not be copied and stays in place. */
  asideKey: string | null;
  /** The original text, so staff can download it even when no copy could be made. */
  raw: string;
  /** 'newer': written by a newer version of the site, so left as it is. */
  reason: 'unusable' | 'newer';
}

/** What this tab knows of the browser storage behind the persisted slices (src/app/persistence.ts). */
export interface StorageState {
  /**
   * False until the stored data has been read. A page first renders with the defaults, exactly as its
   * prerendered HTML does; the stored values arrive in their own chunk, only when something is stored or
   * to keep (src/app/browserDataStart.ts), so their parsing code never delays a first visit. Screens whose answer depends on stored
   * data (the admin guard, an article published in this browser) wait for this rather than guess.
   */
  restored: boolean;
  /** Keys whose last write failed, with why: while any is here, changes are not being saved. */
  unsaved: Record<string, WriteFailure>;
  /**
   * Keys this tab must not write: their stored value could not be read and could not be copied aside
   * (or comes from a newer version), so writing would destroy it.
   */
  readOnly: string[];
  setAside: SetAsideValue[];
  /** Staff closed the set-aside notice. */
  setAsideDismissed: boolean;
  /** How many characters each key takes in storage (key and value), as last read or written. */
  storedChars: Record<string, number>;
}

const initialState: StorageState = {
  restored: false,
  unsaved: {},
  readOnly: [],
  setAside: [],
  setAsideDismissed: false,
  storedChars: {},
};

/**
 * About how much localStorage a site gets, in characters: 5 million (10 MB of UTF-16) in Chrome, Firefox
 * and Safari. Browsers do not say how much is left, so the portal counts what it stores against this.
 */
export const STORAGE_LIMIT_CHARS = 5_000_000;
/** From this share of the limit on, staff are warned that storage is nearly full. */
export const NEARLY_FULL = 0.8;

export const storageSlice = createSlice({
  name: 'storage',
  initialState,
  reducers: {
    storedStateRestored(state) {
      state.restored = true;
    },
    storageWriteFailed(state, action: PayloadAction<{ key: string; failure: WriteFailure }>) {
      state.unsaved[action.payload.key] = action.payload.failure;
    },
    /** A write went through: that key is saving again, and so is storage as a whole ('*', the start probe). */
    storageWriteSucceeded(state, action: PayloadAction<{ key: string; chars: number }>) {
      delete state.unsaved[action.payload.key];
      delete state.unsaved['*'];
      state.storedChars[action.payload.key] = action.payload.chars;
    },
    /** A key's size as read at start (or 0: removed). */
    storedSizeKnown(state, action: PayloadAction<{ key: string; chars: number }>) {
      state.storedChars[action.payload.key] = action.payload.chars;
    },
    storedValueSetAside(state, action: PayloadAction<SetAsideValue>) {
      state.setAside.push(action.payload);
      if (action.payload.asideKey === null) state.readOnly.push(action.payload.key);
    },
    setAsideNoticeDismissed(state) {
      state.setAsideDismissed = true;
    },
  },
  selectors: {
    selectStoredStateRestored: (state) => state.restored,
    /** Why changes are not being saved (the first failing key's reason), or null while they are. */
    selectStorageFailure: (state): WriteFailure | null => Object.values(state.unsaved)[0] ?? null,
    selectSetAside: (state) => (state.setAsideDismissed ? [] : state.setAside),
    selectReadOnlyKeys: (state) => state.readOnly,
    selectStoredChars: (state) => state.storedChars,
  },
});

export const {
  storedStateRestored,
  storageWriteFailed,
  storageWriteSucceeded,
  storedSizeKnown,
  storedValueSetAside,
  setAsideNoticeDismissed,
} = storageSlice.actions;
export const {
  selectStoredStateRestored,
  selectStorageFailure,
  selectSetAside,
  selectReadOnlyKeys,
  selectStoredChars,
} = storageSlice.selectors;

/**
 * How long a page waits for what was just chosen to be written before it goes on without it: on a first
 * visit the stored data's code loads with the choice (src/app/browserDataStart.ts), a moment's work.
 */
export const STORE_WAIT_MS = 1000;

/** Settles once the stored data is connected (what was chosen is written), or after `waitMs` at most. */
export function storedOrAfter(
  store: { getState(): { storage: StorageState }; subscribe(listener: () => void): () => void },
  waitMs = STORE_WAIT_MS,
): Promise<void> {
  return new Promise((resolve) => {
    if (selectStoredStateRestored(store.getState())) {
      resolve();
      return;
    }
    const done = () => {
      unsubscribe();
      clearTimeout(timer);
      resolve();
    };
    const unsubscribe = store.subscribe(() => {
      if (selectStoredStateRestored(store.getState())) done();
    });
    const timer = setTimeout(done, waitMs);
  });
}
