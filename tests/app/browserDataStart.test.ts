import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectBrowserDataWhenNeeded } from '@/app/browserDataStart';
import { makeStore } from '@/app/store';
import { languageChosen, selectPreferredLocale } from '@/shared/i18n/i18nSlice';
import { selectStoredStateRestored } from '@/shared/store/storageSlice';
import { STAFF_HINT_COOKIE } from '@/shared/api/staffHint';
import { STORAGE_KEYS } from '@/shared/store/storageKeys';

/** A few turns of the event loop: long enough for a dynamic import that was started to have finished. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

beforeEach(() => localStorage.clear());
afterEach(() => {
  localStorage.clear();
  document.cookie = `${STAFF_HINT_COOKIE}=; max-age=0`;
});

describe('the stored data, connected only when needed', () => {
  it('stays away from a visit that only reads: nothing read, nothing written', async () => {
    const store = makeStore();
    connectBrowserDataWhenNeeded(window, store);
    await settle();
    expect(selectStoredStateRestored(store.getState())).toBe(false);
    expect(Object.keys(localStorage)).toEqual([]);
  });

  it('reads what this browser stored before', async () => {
    localStorage.setItem(STORAGE_KEYS.language, JSON.stringify('ha'));
    const store = makeStore();
    connectBrowserDataWhenNeeded(window, store);
    await waitFor(() => expect(selectStoredStateRestored(store.getState())).toBe(true));
    expect(selectPreferredLocale(store.getState())).toBe('ha');
  });

  it('keeps a language chosen on the page: it is written', async () => {
    const store = makeStore();
    connectBrowserDataWhenNeeded(window, store);
    store.dispatch(languageChosen('yo'));
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('"yo"'));
  });

  it('follows another tab that stored something, and a staff member’s browser at once', async () => {
    const visitor = makeStore();
    connectBrowserDataWhenNeeded(window, visitor);
    localStorage.setItem(STORAGE_KEYS.language, JSON.stringify('ig'));
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.language, newValue: '"ig"' }));
    await waitFor(() => expect(selectPreferredLocale(visitor.getState())).toBe('ig'));

    localStorage.clear();
    document.cookie = `${STAFF_HINT_COOKIE}=1`;
    const staff = makeStore();
    connectBrowserDataWhenNeeded(window, staff);
    await waitFor(() => expect(selectStoredStateRestored(staff.getState())).toBe(true));
  });
});
