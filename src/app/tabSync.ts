import type { Dispatch } from '@reduxjs/toolkit';
import { actionsFromAnotherTab } from './persistence';

/**
 * Keeps this tab in step with the site's other open tabs: logging out in one tab logs out all of them,
 * and an item published in one shows in the others. The browser sends `storage` events only to the
 * *other* tabs, so a tab never reacts to its own writes. A value another tab wrote that does not
 * validate is ignored here (this tab keeps what it has).
 */
export function syncWithOtherTabs(win: Window, dispatch: Dispatch): () => void {
  const onStorage = (event: StorageEvent) => {
    for (const action of actionsFromAnotherTab(event.key, event.newValue)) dispatch(action);
  };
  win.addEventListener('storage', onStorage);
  return () => win.removeEventListener('storage', onStorage);
}
