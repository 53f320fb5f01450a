import { connectStorage } from './persistence';
import { browserStorage } from './storage';
import type { AppStore } from './store';
import { syncWithOtherTabs } from './tabSync';

/**
 * Connects the running app to this browser's stored data: reads the stored session, content and search
 * log into the store, writes them back as they change, and follows the other open tabs. main.tsx loads
 * this module once the page is showing, so its validation code is never part of a first visit.
 */
export function connectBrowserData(win: Window, store: AppStore): void {
  connectStorage(store, browserStorage());
  syncWithOtherTabs(win, store.dispatch);
}
