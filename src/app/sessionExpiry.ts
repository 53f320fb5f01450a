import { isAnyOf, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { isContentChangedHere } from '@/features/content/contentSlice';
import { SESSION_MAX_AGE_MS, sessionHasEnded } from '@/features/session/sessionExpiry';
import {
  selectSessionStartedAt,
  selectSessionUser,
  sessionCheckDue,
  sessionExpired,
  sessionReadFromStorage,
  sessionSlice,
} from '@/features/session/sessionSlice';
import {
  selectStoredStateRestored,
  setAsideNoticeDismissed,
  storageSlice,
  storedStateRestored,
} from '@/shared/store/storageSlice';

/**
 * What staff do in the admin area: each waits until the session has been checked. (A generated draft
 * published becomes an `itemAdded`, so publishing is checked too.)
 */
const isStaffAction = isAnyOf(isContentChangedHere, setAsideNoticeDismissed);

interface SessionStates {
  session: ReturnType<typeof sessionSlice.reducer>;
  storage: ReturnType<typeof storageSlice.reducer>;
}

/**
 * Ends a session whose 8 hours are over (SESSION_MAX_AGE_MS), checked when the stored session has been
 * read (the page loaded), when the window comes back (`sessionCheckDue`), when another tab's change
 * arrives, and before every staff action — which is dropped, not applied, when the session has ended.
 * Ending it is `sessionExpired`: the stored session is removed (in every tab, by persistence and tab
 * sync), and the guard sends the admin to /login, which says why and leads back afterwards. `now` is
 * the clock (fake timers move Date.now in tests).
 */
export function sessionExpiryMiddleware(
  now: () => number = () => Date.now(),
): Middleware<object, SessionStates> {
  const ended = (state: SessionStates) =>
    selectSessionUser(state) !== null && sessionHasEnded(selectSessionStartedAt(state), now());
  return (api) => (next) => (action) => {
    if (isStaffAction(action)) {
      if (!ended(api.getState())) return next(action);
      api.dispatch(sessionExpired());
      return undefined;
    }
    const endedBefore = ended(api.getState());
    const result = next(action);
    const state = api.getState();
    // Another tab removed a session that had run its time: this tab says why as well.
    const removedWhenOver =
      sessionReadFromStorage.match(action) && action.payload.user === null && endedBefore;
    const due =
      storedStateRestored.match(action) ||
      sessionCheckDue.match(action) ||
      (sessionReadFromStorage.match(action) && selectStoredStateRestored(state));
    if (removedWhenOver || (due && ended(state))) api.dispatch(sessionExpired());
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
 * Checks the session the moment its 8 hours are up, so a dashboard left open in a focused window (where
 * no focus event comes) does not stay signed in. Rescheduled whenever the session starts or ends.
 */
export function checkSessionAtItsEnd(win: Window, store: SessionStore, now = () => Date.now()): () => void {
  let scheduledFor: number | null | undefined;
  let timer: ReturnType<Window['setTimeout']> | undefined;
  const schedule = () => {
    const startedAt = selectSessionStartedAt(store.getState());
    if (startedAt === scheduledFor) return;
    scheduledFor = startedAt;
    win.clearTimeout(timer);
    if (startedAt === null) return;
    const wait = Math.min(Math.max(0, startedAt + SESSION_MAX_AGE_MS - now()), LONGEST_TIMER_MS);
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
