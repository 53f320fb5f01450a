import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** SPEC §3: the signed-in staff member. `role` is 'admin' for the one demo account. */
export interface SessionUser {
  id: string;
  email: string;
  role: string;
  name: string;
}

export interface SessionState {
  user: SessionUser | null;
}

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
    /** Another browser tab logged in or out (see src/app/tabSync.ts). */
    sessionSyncedFromAnotherTab(state, action: PayloadAction<SessionState>) {
      state.user = action.payload.user;
    },
  },
  selectors: {
    selectSessionUser: (state) => state.user,
    selectIsAdmin: (state) => state.user?.role === 'admin',
  },
});

export const { userLoggedIn, userLoggedOut, sessionSyncedFromAnotherTab } = sessionSlice.actions;
export const { selectSessionUser, selectIsAdmin } = sessionSlice.selectors;
