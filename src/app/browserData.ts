import { connectStorage } from './persistence';
import { checkSessionAtItsEnd, checkSessionOnReturn } from './sessionWatchers';
import { browserStorage } from './storage';
import type { AppStore } from './store';
import { broadcastLogout, syncWithOtherTabs } from './tabSync';

/**
 * Connects the running app to this browser's stored data: reads the stored session, content and search
 * log into the store, writes them back as they change, and follows the other open tabs; checks the
 * session's age whenever the admin comes back to the tab, and when its time is up. Changes still
 * waiting to be written are written when the page is hidden or closed. Loaded only when there is
 * something stored or to keep (browserDataStart.ts), so its validation code is not part of a visit that
 * only reads.
 */
export function connectBrowserData(win: Window, store: AppStore): void {
  const connection = connectStorage(store, browserStorage());
  syncWithOtherTabs(win, connection);
  broadcastLogout(store);
  checkSessionOnReturn(win, store.dispatch);
  checkSessionAtItsEnd(win, store);
  win.addEventListener('pagehide', connection.flush);
}
