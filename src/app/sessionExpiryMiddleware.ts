import type { Middleware } from '@reduxjs/toolkit';
import { isWriteQueued } from '@/features/content/contentState';
import {
  selectSessionExpiresAt,
  selectSessionUser,
  sessionCheckDue,
  sessionExpired,
  sessionHasEnded,
  sessionSlice,
} from '@/features/session/sessionSlice';
import { setAsideNoticeDismissed, storageSlice } from '@/shared/store/storageSlice';

/**
 * What staff do in the admin area: each waits until the session has been checked. (Every content change,
 * a generated draft's Publish Content included, is first a queued write.)
 */
const isStaffAction = (action: unknown) => isWriteQueued(action) || setAsideNoticeDismissed.match(action);

export interface SessionStates {
  session: ReturnType<typeof sessionSlice.reducer>;
  storage: ReturnType<typeof storageSlice.reducer>;
}

/**
 * Ends a session whose time is over (the server's `expiresAt`), checked when the window comes back
 * (`sessionCheckDue`) and before every staff action — which is dropped, not applied, when the session has
 * ended. Ending it is `sessionExpired`: the staff guard sends the person to /login, which says why and
 * leads back afterwards. `now` is the clock (fake timers move Date.now in tests).
 */
export function sessionExpiryMiddleware(
  now: () => number = () => Date.now(),
): Middleware<object, SessionStates> {
  const ended = (state: SessionStates) =>
    selectSessionUser(state) !== null && sessionHasEnded(selectSessionExpiresAt(state), now());
  return (api) => (next) => (action) => {
    if (isStaffAction(action)) {
      if (!ended(api.getState())) return next(action);
      api.dispatch(sessionExpired());
      return undefined;
    }
    const result = next(action);
    if (sessionCheckDue.match(action) && ended(api.getState())) api.dispatch(sessionExpired());
    return result;
  };
}
