import { afterLoad } from '@/shared/lib/afterLoad';
import { connectStorage } from './persistence';
import { checkSessionAtItsEnd, checkSessionOnReturn } from './sessionExpiry';
import { browserStorage } from './storage';
import type { AppStore } from './store';
import { broadcastLogout, syncWithOtherTabs } from './tabSync';
import { startTesterTools } from './tester/testerSwitch';

/**
 * Connects the running app to this browser's stored data: reads the stored session, content and search
 * log into the store, writes them back as they change, and follows the other open tabs; checks the
 * session's age whenever the admin comes back to the tab, and when its time is up. Changes still
 * waiting to be written are written when the page is hidden or closed. main.tsx loads this module once
 * the page is showing, so its validation code is never part of a first visit.
 */
export function connectBrowserData(win: Window, store: AppStore): void {
  const connection = connectStorage(store, browserStorage());
  syncWithOtherTabs(win, connection);
  broadcastLogout(store);
  checkSessionOnReturn(win, store.dispatch);
  checkSessionAtItsEnd(win, store);
  win.addEventListener('pagehide', connection.flush);
  // Not stored data, but the same moment: once, in the browser, after the page has shown. It fetches the
  // tester tools only when `?tester` or `?inspect` switched them on (docs/TESTERS.md).
  startTesterTools(win);
  // The private page count (src/shared/lib/visitBeacon.ts): its code is fetched once the page has loaded
  // and the browser is idle — not a byte of it in a page's first load — and whatever fails is ignored.
  afterLoad(win, () => {
    import('@/shared/lib/visitBeacon').then((beacon) => beacon.countPageViews(win)).catch(() => {});
  });
}
