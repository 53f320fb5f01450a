import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SessionState, SessionUser } from './sessionTypes';

interface SessionSliceState extends SessionState {
  /** Why the last session ended, when it was not a logout: the login page says so. */
  endedBy?: 'expiry';
}

const initialState: SessionSliceState = { user: null, startedAt: null };

// Persistence writes the session when this value changes identity, so it is kept while its parts stay
// the same (by hand: reselect's createSelector would add a kilobyte to every page's first load).
let lastStored: SessionState = { user: null, startedAt: null };

/** The session as stored (without why the last one ended); a new object only when it changes. */
function storedSession({ user, startedAt }: SessionSliceState): SessionState {
  const stored = { user, startedAt: user ? startedAt : null };
  if (stored.user !== lastStored.user || stored.startedAt !== lastStored.startedAt) lastStored = stored;
  return lastStored;
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    userLoggedIn: {
      reducer(state, action: PayloadAction<{ user: SessionUser; startedAt: number }>) {
        state.user = action.payload.user;
        state.startedAt = action.payload.startedAt;
        delete state.endedBy;
      },
      // The clock is read when the action is made (fake timers move it in tests), never in a reducer.
      prepare(user: SessionUser, startedAt: number = Date.now()) {
        return { payload: { user, startedAt } };
      },
    },
    userLoggedOut(state) {
      state.user = null;
      state.startedAt = null;
      delete state.endedBy;
    },
    /** The session's 8 hours are over (src/app/sessionExpiry.ts): logged out, and told why. */
    sessionExpired(state) {
      state.user = null;
      state.startedAt = null;
      state.endedBy = 'expiry';
    },
    /** Time to see whether the session is over: the window has come back into focus or view. */
    sessionCheckDue() {},
    /** The stored session, read at start or written by another tab logging in or out (src/app/persistence.ts). */
    sessionReadFromStorage(state, action: PayloadAction<SessionState>) {
      state.user = action.payload.user;
      state.startedAt = action.payload.user ? action.payload.startedAt : null;
      // Signed in again (in another tab): a later logout is a logout, not the old expiry.
      if (action.payload.user) delete state.endedBy;
    },
  },
  selectors: {
    selectSessionUser: (state) => state.user,
    selectSessionStartedAt: (state) => state.startedAt,
    selectSessionEndedBy: (state) => state.endedBy ?? null,
    selectStoredSession: (state) => storedSession(state),
  },
});

export const { userLoggedIn, userLoggedOut, sessionExpired, sessionCheckDue, sessionReadFromStorage } =
  sessionSlice.actions;
export const { selectSessionUser, selectSessionStartedAt, selectSessionEndedBy, selectStoredSession } =
  sessionSlice.selectors;
