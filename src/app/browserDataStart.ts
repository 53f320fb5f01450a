import { selectSessionUser } from '@/features/session/sessionSlice';
import { staffHinted } from '@/features/session/staffHint';
import { selectPreferredLocale } from '@/shared/i18n/i18nSlice';
import { browserStorage, listKeys } from './storage';
import type { RootState } from './rootReducer';
import type { AppStore } from './store';

/** Where the site's keys start (STORAGE_KEYS, the retired ones, copies set aside): `cgn.` */
const SITE_KEY_PREFIX = 'cgn.';

/**
 * What the stored data is kept for (the persisted slices src/app/persistence.ts lists, and the session's
 * watchers): a change to one of them means there is something to write, or a signed-in person to look
 * after.
 */
const KEPT: readonly ((state: RootState) => unknown)[] = [
  selectPreferredLocale,
  (state) => state.content,
  selectSessionUser,
];

/**
 * Connects the stored data (src/app/browserData.ts: its reader, validation and tab sync, about 11 KiB
 * gzip) only when there is something to read or keep: data this browser stored before, or a change to
 * what is kept (a language chosen, staff's content, someone signed in), or a staff member's browser. A visit that only reads — most
 * first visits — downloads none of it (issue 30).
 */
export function connectBrowserDataWhenNeeded(win: Window, store: AppStore): void {
  const isSiteKey = (key: string | null) => key === null || key.startsWith(SITE_KEY_PREFIX);
  const atStart = store.getState();
  let connected = false;
  const connect = () => {
    if (connected) return;
    connected = true;
    unsubscribe();
    win.removeEventListener('storage', onStorage);
    void import('./browserData').then((data) => data.connectBrowserData(win, store));
  };
  const unsubscribe = store.subscribe(() => {
    const state = store.getState();
    if (KEPT.some((select) => select(state) !== select(atStart))) connect();
  });
  // Another tab stored something (a language chosen there): read it here too, and follow from then on.
  const onStorage = (event: StorageEvent) => {
    if (isSiteKey(event.key)) connect();
  };
  win.addEventListener('storage', onStorage);
  // Staff's browsers (the sign-in hint) keep a session to watch and an offline copy of the content.
  if (staffHinted(win.document.cookie) || listKeys(browserStorage()).some(isSiteKey)) connect();
}
