import type { UnknownAction } from '@reduxjs/toolkit';
import { selectSessionExpiresAt, sessionCheckDue } from '@/features/session/sessionSlice';
import type { SessionStates } from './sessionExpiryMiddleware';

/*
 * The session's watchers, started with the stored data after the page shows (src/app/browserData.ts).
 * The check itself, the store's middleware, is in sessionExpiryMiddleware.ts: every page's entry holds
 * it, and not these.
 */

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
