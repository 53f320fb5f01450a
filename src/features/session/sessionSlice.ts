import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SessionState, SessionUser } from './sessionTypes';

const initialState: SessionState = { user: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    userLoggedIn(state, action: PayloadAction<SessionUser>) {
      state.user = action.payload;
    },
    userLoggedOut(state) {
      state.user = null;
    },
    /** Another browser tab logged in or out (see src/app/persistence.ts). */
    sessionSyncedFromAnotherTab(state, action: PayloadAction<SessionState>) {
      state.user = action.payload.user;
    },
  },
  selectors: {
    selectSessionUser: (state) => state.user,
  },
});

export const { userLoggedIn, userLoggedOut, sessionSyncedFromAnotherTab } = sessionSlice.actions;
export const { selectSessionUser } = sessionSlice.selectors;
