import { createSlice } from '@reduxjs/toolkit';

interface UpdatesState {
  /** A newer version of the site has been downloaded and waits to take over. */
  ready: boolean;
  /** The visitor asked for it: the page reloads once the new version is in charge. */
  accepted: boolean;
}

const initialState: UpdatesState = { ready: false, accepted: false };

/** The offline copy's new version (see src/app/serviceWorker.ts): ready, then accepted by the visitor. */
export const updatesSlice = createSlice({
  name: 'updates',
  initialState,
  reducers: {
    updateReady(state) {
      state.ready = true;
    },
    updateAccepted(state) {
      state.accepted = true;
    },
  },
  selectors: {
    selectUpdateReady: (state) => state.ready && !state.accepted,
    selectUpdateAccepted: (state) => state.accepted,
  },
});

export const { updateReady, updateAccepted } = updatesSlice.actions;
export const { selectUpdateReady, selectUpdateAccepted } = updatesSlice.selectors;
