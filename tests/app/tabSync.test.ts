import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectStorage, STORAGE_KEYS } from '@/app/persistence';
import { makeStore } from '@/app/store';
import { broadcastLogout, syncWithOtherTabs } from '@/app/tabSync';
import { storedContent } from '@/features/content/contentFormat';
import { initialContentState, writeQueued } from '@/features/content/contentSlice';
import type { ContentWrite } from '@/features/content/contentWrites';
import type { ContentSummary } from '@/shared/api/content';
import { sessionExpired, userLoggedIn, userLoggedOut } from '@/features/session/sessionSlice';
import type { SessionInfo } from '@/shared/api/accounts';
import { memoryStorage } from '../utils/memoryStorage';

let stop = () => {};

const ITEM: ContentSummary = {
  id: '00000000-0000-4000-a000-000000000001',
  kind: 'article',
  slug: 'voter-card',
  title: 'Voter card',
  summary: '',
  category: 'government',
  author: 'Test editor',
  status: 'published',
  revision: 2,
  dateCreated: '2026-11-01T09:00:00.000Z',
  dateModified: '2026-11-01T10:00:00.000Z',
  publishedAt: '2026-11-01T10:00:00.000Z',
  firstPublishedAt: '2026-11-01T10:00:00.000Z',
  publishedRevision: 2,
  hasUnpublishedChanges: false,
  review: 'none',
  reviewComment: null,
  submittedBy: null,
  scheduledAt: null,
  lastMajorUpdateAt: '2026-11-01T10:00:00.000Z',
  createdBy: null,
  updatedBy: null,
};
const DELETING: ContentWrite = {
  kind: 'delete',
  key: 'other-tab-key',
  id: ITEM.id,
  title: ITEM.title,
  revision: 2,
};
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
  it('takes the offline copy another tab saved: its items, and its queued writes as waiting here', async () => {
    const { store, otherTabWrites } = setUp();
    const theirs = {
      ...initialContentState,
      items: [ITEM],
      queue: [{ write: DELETING, state: 'sending' as const }],
    };
    otherTabWrites(STORAGE_KEYS.content, JSON.stringify(storedContent(theirs)));
    await synced();
    expect(store.getState().content.items).toEqual([ITEM]);
    // Sending is the other tab's: here it only waits, and its key keeps a second sending harmless.
    expect(store.getState().content.queue).toEqual([{ write: DELETING, state: 'waiting' }]);
  });

  it('takes the language another tab chose', () => {
    const { store, otherTabWrites } = setUp();
    otherTabWrites(STORAGE_KEYS.language, '"yo"');
    expect(store.getState().i18n.preferred).toBe('yo');
  });

  it('keeps its own queued write when another tab removes the stored copy', async () => {
    const { store, data, otherTabWrites } = setUp();
    store.dispatch(writeQueued(DELETING));
    otherTabWrites(STORAGE_KEYS.content, null);
    await synced();
    expect(store.getState().content.queue).toEqual([{ write: DELETING, state: 'sending' }]);
    store.dispatch(writeQueued({ ...DELETING, key: 'second-key' }));
    expect((JSON.parse(data.get(STORAGE_KEYS.content)!) as { queue: unknown[] }).queue).toHaveLength(2);
  });

  it('keeps its own copy when another tab wrote one it cannot read, and stores good data with the next change', async () => {
    const { store, data, otherTabWrites } = setUp();
    store.dispatch(writeQueued(DELETING));
    otherTabWrites(STORAGE_KEYS.content, 'not json');
    await synced();
    expect(store.getState().content.queue).toEqual([{ write: DELETING, state: 'sending' }]);
    store.dispatch(writeQueued({ ...DELETING, key: 'second-key' }));
    expect(JSON.parse(data.get(STORAGE_KEYS.content)!)).toEqual(storedContent(store.getState().content));
  });

  it('stops listening when asked', () => {
    const { store, otherTabWrites } = setUp();
    stop();
    otherTabWrites(STORAGE_KEYS.language, '"yo"');
    expect(store.getState().i18n.preferred).toBeNull();
  });
});

const SESSION: SessionInfo = {
  user: {
    id: '00000000-0000-4000-9000-000000000001',
    email: 'editor@example.gov.ng',
    name: 'Ed',
    role: 'editor',
  },
  csrfToken: 'token',
  expiresAt: '2099-01-01T00:00:00.000Z',
};

/** Lets a BroadcastChannel message reach the other tabs (delivered in a later task). */
const delivered = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('broadcastLogout (the tabs share the session cookie)', () => {
  /** Two tabs of the site, both signed in, each saying and hearing sign-outs on the channel. */
  function twoTabs() {
    const tabs = [makeStore(), makeStore()] as const;
    const stops = tabs.map((tab) => broadcastLogout(tab));
    for (const tab of tabs) tab.dispatch(userLoggedIn(SESSION));
    stop = () => stops.forEach((stopTab) => stopTab());
    return { tabs, stops };
  }

  it('signs every other tab out when one signs out, without saying the session ran out', async () => {
    const {
      tabs: [here, other],
    } = twoTabs();
    here.dispatch(userLoggedOut());
    await vi.waitFor(() => expect(other.getState().session.user).toBeNull());
    expect(other.getState().session).toEqual({ user: null, expiresAt: null, csrfToken: null });
  });

  it('signs the other tabs out when the session runs out in one', async () => {
    const {
      tabs: [here, other],
    } = twoTabs();
    here.dispatch(sessionExpired());
    await vi.waitFor(() => expect(other.getState().session.user).toBeNull());
  });

  it('does not echo: a tab signed out by another does not sign the first out again', async () => {
    const {
      tabs: [here, other],
    } = twoTabs();
    here.dispatch(userLoggedOut());
    await vi.waitFor(() => expect(other.getState().session.user).toBeNull());
    here.dispatch(userLoggedIn(SESSION));
    await delivered();
    expect(here.getState().session.user).toEqual(SESSION.user);
  });

  it('stops hearing the others when asked', async () => {
    const {
      tabs: [here, other],
      stops,
    } = twoTabs();
    stops[1]!();
    here.dispatch(userLoggedOut());
    await delivered();
    expect(other.getState().session.user).toEqual(SESSION.user);
  });
});
