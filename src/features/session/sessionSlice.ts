import { createSlice } from '@reduxjs/toolkit';
import type { SessionInfo, StaffUser } from '@/shared/api/accounts';
import { serverSessionEnded } from '@/shared/api/apiEvents';

/**
 * Who is signed in, for the UI (issue 24). The server's cookie (HttpOnly, never seen here) is the
 * authority: this is what its last answer said, kept in memory only — nothing of it is stored, so no
 * script can forge a sign-in through storage, and a reload asks the server again (the staff guard).
 */
interface SessionSliceState {
  user: StaffUser | null;
  /** When the server ends the session at the latest, in ms since 1970 (its `expiresAt`). */
  expiresAt: number | null;
  /** Sent back in CSRF_HEADER with every change (the API client). Memory only, like the rest. */
  csrfToken: string | null;
  /** Why the last session ended, when it was not a sign-out here: the login page says so. */
  endedBy?: 'expiry';
}

const initialState: SessionSliceState = { user: null, expiresAt: null, csrfToken: null };

const ended = (endedBy?: 'expiry'): SessionSliceState => ({ ...initialState, ...(endedBy && { endedBy }) });

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /** The server signed this person in, or confirmed the session (GET SESSION_PATH). */
    userLoggedIn: {
      reducer(_state, action: { payload: Omit<SessionSliceState, 'endedBy'> }) {
        return action.payload;
      },
      prepare(session: SessionInfo) {
        return {
          payload: {
            user: session.user,
            expiresAt: Date.parse(session.expiresAt),
            csrfToken: session.csrfToken,
          },
        };
      },
    },
    userLoggedOut: () => ended(),
    /** The session's time is over (src/app/sessionExpiryMiddleware.ts): signed out, and told why. */
    sessionExpired: () => ended('expiry'),
    /** Another tab signed out (src/app/tabSync.ts): the cookie they share is gone. */
    sessionEndedElsewhere: () => ended(),
    /** Time to see whether the session is over: the window has come back into focus or view. */
    sessionCheckDue() {},
  },
  extraReducers: (builder) => {
    builder.addCase(serverSessionEnded, (state) => (state.user ? ended('expiry') : state));
  },
  selectors: {
    selectSessionUser: (state) => state.user,
    selectSessionExpiresAt: (state) => state.expiresAt,
    selectSessionEndedBy: (state) => state.endedBy ?? null,
  },
});

export const { userLoggedIn, userLoggedOut, sessionExpired, sessionEndedElsewhere, sessionCheckDue } =
  sessionSlice.actions;
export const { selectSessionUser, selectSessionExpiresAt, selectSessionEndedBy } = sessionSlice.selectors;

/**
 * True when a session the server ends at `expiresAt` (ms since 1970, its `expiresAt`) is over at `now`;
 * no end at all counts as over. The server is the authority (it may end the session sooner, when idle):
 * this only keeps a dashboard left open from looking signed in after the server's absolute limit.
 */
export function sessionHasEnded(expiresAt: number | null | undefined, now: number): boolean {
  return expiresAt === null || expiresAt === undefined || !Number.isFinite(expiresAt) || now >= expiresAt;
}
