import { isAnyOf, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { writeQueued } from '@/features/content/contentSlice';
import { sessionHasEnded } from '@/features/session/sessionExpiry';
import {
  selectSessionExpiresAt,
  selectSessionUser,
  sessionCheckDue,
  sessionExpired,
  sessionSlice,
} from '@/features/session/sessionSlice';
import { setAsideNoticeDismissed, storageSlice } from '@/shared/store/storageSlice';

/**
 * What staff do in the admin area: each waits until the session has been checked. (Every content change,
 * a generated draft's Publish Content included, is first a queued write.)
 */
const isStaffAction = isAnyOf(writeQueued, setAsideNoticeDismissed);

interface SessionStates {
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

/** Checks the session each time the admin comes back to this tab: it takes focus or becomes visible. */
export function checkSessionOnReturn(win: Window, dispatch: (action: UnknownAction) => unknown): () => void {
  const check = () => {
    if (win.document.visibilityState !== 'hidden') dispatch(sessionCheckDue());
  };
  win.addEventListener('focus', check);
  win.document.addEventListener('visibilitychange', check);
  return () => {
    win.removeEventListener('focus', check);
    win.document.removeEventListener('visibilitychange', check);
  };
}

/** The longest wait a browser timer holds (about 24.8 days); a longer one would fire at once. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

interface SessionStore {
  getState: () => SessionStates;
  dispatch: (action: UnknownAction) => unknown;
  subscribe: (listener: () => void) => () => void;
}

/**
 * Checks the session the moment the server's limit is reached, so a dashboard left open in a focused window (where
 * no focus event comes) does not stay signed in. Rescheduled whenever the session starts or ends.
 */
export function checkSessionAtItsEnd(win: Window, store: SessionStore, now = () => Date.now()): () => void {
  let scheduledFor: number | null | undefined;
  let timer: ReturnType<Window['setTimeout']> | undefined;
  const schedule = () => {
    const expiresAt = selectSessionExpiresAt(store.getState());
    if (expiresAt === scheduledFor) return;
    scheduledFor = expiresAt;
    win.clearTimeout(timer);
    if (expiresAt === null) return;
    const wait = Math.min(Math.max(0, expiresAt - now()), LONGEST_TIMER_MS);
    timer = win.setTimeout(() => {
      scheduledFor = undefined; // a check that finds time left (a clock turned back) schedules again
      store.dispatch(sessionCheckDue());
      schedule();
    }, wait);
  };
  schedule();
  const unsubscribe = store.subscribe(schedule);
  return () => {
    unsubscribe();
    win.clearTimeout(timer);
  };
}
