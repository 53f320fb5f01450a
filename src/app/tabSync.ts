import { isAnyOf } from '@reduxjs/toolkit';
import { sessionEndedElsewhere, sessionExpired, userLoggedOut } from '@/features/session/sessionSlice';
import { addAppListener } from './listeners';
import type { StorageConnection } from './persistence';
import type { AppStore } from './store';

/**
 * Keeps this tab in step with the site's other open tabs: an item published in one shows in the others. The browser sends `storage` events only to the
 * *other* tabs, so a tab never reacts to its own writes. A value another tab wrote that does not
 * validate is ignored here (this tab keeps what it has).
 */
export function syncWithOtherTabs(win: Window, connection: StorageConnection): () => void {
  const onStorage = (event: StorageEvent) => connection.fromAnotherTab(event.key, event.newValue);
  win.addEventListener('storage', onStorage);
  return () => win.removeEventListener('storage', onStorage);
}

/**
 * Logging out (or a session running out) reaches every tab at once: the tabs share the session cookie,
 * so each says it on a BroadcastChannel and the others end their UI's session too (the server would
 * refuse their next call anyway). A tab never hears its own message, and the action the others apply is
 * not one they pass on, so the message does not echo between tabs.
 */
export function broadcastLogout(store: AppStore): () => void {
  if (typeof BroadcastChannel !== 'function') return () => {};
  // eslint-disable-next-line compat/compat -- checked on the line above (Safari before 15.4 has none)
  const channel = new BroadcastChannel('cgn.session');
  channel.onmessage = (event: MessageEvent) => {
    if (event.data === LOGGED_OUT) store.dispatch(sessionEndedElsewhere());
  };
  const stop = store.dispatch(
    addAppListener({
      matcher: isAnyOf(userLoggedOut, sessionExpired),
      effect: () => channel.postMessage(LOGGED_OUT),
    }),
  );
  return () => {
    stop();
    channel.close();
  };
}
const LOGGED_OUT = 'logged-out';
