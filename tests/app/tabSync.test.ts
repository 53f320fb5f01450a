import { afterEach, describe, expect, it } from 'vitest';
import { connectStorage, STORAGE_KEYS } from '@/app/persistence';
import { makeStore } from '@/app/store';
import { syncWithOtherTabs } from '@/app/tabSync';
import { storedContent } from '@/features/content/contentFormat';
import { SEED_CONTENT } from '@/features/content/seedContent';
import { memoryStorage } from '../utils/memoryStorage';

let stop = () => {};
afterEach(() => stop());

/** Lets a content sync run (it follows the event in the same task, or the next microtask). */
const synced = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * This tab, connected to the browser's storage (shared with the other tabs) and listening to
 * them. `otherTabWrites` is another tab writing a key: the browser stores it, then tells this tab.
 */
function setUp() {
  const { storage, data } = memoryStorage();
  const store = makeStore();
  const connection = connectStorage(store, storage, { saveDelayMs: 0 });
  stop = syncWithOtherTabs(window, connection);
  const otherTabWrites = (key: string | null, newValue: string | null) => {
    if (key === null) data.clear();
    else if (newValue === null) data.delete(key);
    else data.set(key, newValue);
    window.dispatchEvent(new StorageEvent('storage', { key, newValue }));
  };
  return { store, data, otherTabWrites };
}

describe('syncWithOtherTabs', () => {
  it('takes the content list another tab saved', async () => {
    const { store, otherTabWrites } = setUp();
    const edited = [{ ...SEED_CONTENT[0]!, title: 'Edited in the other tab', revision: 2 }];
    otherTabWrites(STORAGE_KEYS.content, JSON.stringify(storedContent(edited)));
    await synced();
    expect(store.getState().content.items).toEqual(edited);
  });

  it('takes the search log another tab saved', () => {
    const { store, otherTabWrites } = setUp();
    const log = [{ query: 'passport', source: 'hero', at: '2026-11-01T09:00:00.000Z' }];
    otherTabWrites(STORAGE_KEYS.searchLog, JSON.stringify(log));
    expect(store.getState().search.log).toEqual(log);
  });

  it('goes back to the sample items when another tab removes the stored list (nothing stored)', async () => {
    const { store, otherTabWrites } = setUp();
    otherTabWrites(STORAGE_KEYS.content, null);
    await synced();
    expect(store.getState().content.items).toEqual(SEED_CONTENT);
  });

  it('keeps an unreadable list another tab wrote aside, and puts its own copy back', async () => {
    const { store, data, otherTabWrites } = setUp();
    otherTabWrites(STORAGE_KEYS.content, 'not json');
    await synced();
    expect(data.get(`${STORAGE_KEYS.content}.corrupt-1`)).toBe('not json');
    expect(store.getState().content.items).toEqual(SEED_CONTENT);
    expect(JSON.parse(data.get(STORAGE_KEYS.content)!)).toEqual(storedContent(SEED_CONTENT));
    expect(store.getState().storage.setAside).toMatchObject([
      { key: STORAGE_KEYS.content, reason: 'unusable' },
    ]);
  });

  it('stops listening when asked', () => {
    const { store, otherTabWrites } = setUp();
    stop();
    otherTabWrites(
      STORAGE_KEYS.searchLog,
      JSON.stringify([{ query: 'x', source: 'hero', at: '2026-11-01T09:00:00.000Z' }]),
    );
    expect(store.getState().search.log).toEqual([]);
  });
});
