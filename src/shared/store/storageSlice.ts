import { createSlice } from '@reduxjs/toolkit';

/** What this tab knows of the browser storage behind the persisted slices (src/app/persistence.ts). */
interface StorageState {
  /**
   * False until the stored session, content and search log have been read. A page first renders with the
   * defaults, exactly as its prerendered HTML does; the stored values arrive once it is showing, in their
   * own chunk, so their parsing code never delays a first visit. Screens whose answer depends on stored
   * data (the admin guard, an article published in this browser) wait for this rather than guess.
   */
  restored: boolean;
}

const initialState: StorageState = { restored: false };

export const storageSlice = createSlice({
  name: 'storage',
  initialState,
  reducers: {
    storedStateRestored(state) {
      state.restored = true;
    },
  },
  selectors: {
    selectStoredStateRestored: (state) => state.restored,
  },
});

export const { storedStateRestored } = storageSlice.actions;
export const { selectStoredStateRestored } = storageSlice.selectors;
