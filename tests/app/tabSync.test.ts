import { afterEach, describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import { STORAGE_KEYS } from '@/app/persistence';
import { syncWithOtherTabs } from '@/app/tabSync';
import { SEED_CONTENT } from '@/features/content/seedContent';

const ADMIN = { id: '1', email: 'admin@example.gov.ng', role: 'admin', name: 'Site Administrator' };

/** What the browser delivers to this tab when another tab writes a key. */
const fromOtherTab = (key: string | null, newValue: string | null) =>
  window.dispatchEvent(new StorageEvent('storage', { key, newValue }));

let stop = () => {};
afterEach(() => stop());

function setUp() {
  const store = makeStore({ session: { user: ADMIN } });
  stop = syncWithOtherTabs(window, store.dispatch);
  return store;
}

describe('syncWithOtherTabs', () => {
  it('logs this tab out when another tab logs out', () => {
    const store = setUp();
    fromOtherTab(STORAGE_KEYS.session, JSON.stringify({ user: null }));
    expect(store.getState().session.user).toBeNull();
  });

  it('logs this tab out when another tab clears the site data', () => {
    const store = setUp();
    fromOtherTab(null, null);
    expect(store.getState().session.user).toBeNull();
  });

  it('takes the content list another tab saved', () => {
    const store = setUp();
    const [first] = SEED_CONTENT;
    const edited = [{ ...first!, title: 'Edited in the other tab' }];
    fromOtherTab(STORAGE_KEYS.content, JSON.stringify(edited));
    expect(store.getState().content.items).toEqual(edited);
  });

  it('logs this tab out when another tab removes the stored session', () => {
    const store = setUp();
    fromOtherTab(STORAGE_KEYS.session, null);
    expect(store.getState().session.user).toBeNull();
  });

  it('takes the search log another tab saved', () => {
    const store = setUp();
    const log = [{ query: 'passport', source: 'hero', at: '2026-11-01T09:00:00.000Z' }];
    fromOtherTab(STORAGE_KEYS.searchLog, JSON.stringify(log));
    expect(store.getState().search.log).toEqual(log);
  });

  it('keeps its content list when another tab removes the stored one', () => {
    const store = setUp();
    fromOtherTab(STORAGE_KEYS.content, null);
    expect(store.getState().content.items).toEqual(SEED_CONTENT);
  });

  it('ignores a value from another tab that does not validate', () => {
    const store = setUp();
    fromOtherTab(STORAGE_KEYS.session, '{"user":{"role":42}}');
    fromOtherTab(STORAGE_KEYS.content, 'not json');
    expect(store.getState().session.user).toEqual(ADMIN);
    expect(store.getState().content.items).toEqual(SEED_CONTENT);
  });

  it('stops listening when asked', () => {
    const store = setUp();
    stop();
    fromOtherTab(STORAGE_KEYS.session, JSON.stringify({ user: null }));
    expect(store.getState().session.user).toEqual(ADMIN);
  });
});
