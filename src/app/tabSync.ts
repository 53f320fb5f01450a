import { isAnyOf } from '@reduxjs/toolkit';
import { sessionExpired, sessionReadFromStorage, userLoggedOut } from '@/features/session/sessionSlice';
import { addAppListener } from './listeners';
import type { StorageConnection } from './persistence';
import type { AppStore } from './store';

/**
 * Keeps this tab in step with the site's other open tabs: logging out in one tab logs out all of them,
 * and an item published in one shows in the others. The browser sends `storage` events only to the
 * *other* tabs, so a tab never reacts to its own writes. A value another tab wrote that does not
 * validate is ignored here (this tab keeps what it has).
 */
export function syncWithOtherTabs(win: Window, connection: StorageConnection): () => void {
  const onStorage = (event: StorageEvent) => connection.fromAnotherTab(event.key, event.newValue);
  win.addEventListener('storage', onStorage);
  return () => win.removeEventListener('storage', onStorage);
}

/**
 * Logging out (or a session running out) reaches every tab even when storage cannot carry it (switched off, or a write that
 * throws): each tab also says it on a BroadcastChannel, which needs no storage.
 */
export function broadcastLogout(store: AppStore): () => void {
  if (typeof BroadcastChannel !== 'function') return () => {};
  // eslint-disable-next-line compat/compat -- checked on the line above (Safari before 15.4 has none)
  const channel = new BroadcastChannel('cgn.session');
  channel.onmessage = (event: MessageEvent) => {
    if (event.data === LOGGED_OUT) store.dispatch(sessionReadFromStorage({ user: null, startedAt: null }));
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
