import { parseStoredContent } from '@/features/content/contentGuards';
import { itemsSyncedFromAnotherTab } from '@/features/content/contentSlice';
import { parseStoredSession } from '@/features/session/sessionGuards';
import { sessionSyncedFromAnotherTab } from '@/features/session/sessionSlice';
import { STORAGE_KEYS } from './persistence';
import type { AppDispatch } from './store';

function parse(raw: string | null): unknown {
  try {
    return raw === null ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    return undefined;
  }
}

/**
 * Keeps this tab's session and content list in step with the site's other open tabs: logging out in
 * one tab logs out all of them, and an item published in one shows in the others. The browser sends
 * `storage` events only to the *other* tabs, so a tab never reacts to its own writes. A value another
 * tab wrote that does not validate is ignored here (this tab keeps what it has).
 */
export function syncWithOtherTabs(win: Window, dispatch: AppDispatch): () => void {
  const onStorage = (event: StorageEvent) => {
    // key === null: the other tab cleared all site data, which logs this tab out too.
    if (event.key === null || event.key === STORAGE_KEYS.session) {
      const session = event.key === null ? { user: null } : parseStoredSession(parse(event.newValue));
      if (session) dispatch(sessionSyncedFromAnotherTab(session));
    } else if (event.key === STORAGE_KEYS.content) {
      const items = parseStoredContent(parse(event.newValue));
      if (items) dispatch(itemsSyncedFromAnotherTab(items));
    }
  };
  win.addEventListener('storage', onStorage);
  return () => win.removeEventListener('storage', onStorage);
}
