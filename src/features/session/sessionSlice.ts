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
    /** The stored session, read at start or written by another tab logging in or out (src/app/persistence.ts). */
    sessionReadFromStorage(state, action: PayloadAction<SessionState>) {
      state.user = action.payload.user;
    },
  },
  selectors: {
    selectSessionUser: (state) => state.user,
  },
});

export const { userLoggedIn, userLoggedOut, sessionReadFromStorage } = sessionSlice.actions;
export const { selectSessionUser } = sessionSlice.selectors;
