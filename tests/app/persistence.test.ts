import { describe, expect, it, vi } from 'vitest';
import { connectStorage, SAVE_DELAY_MS, STORAGE_KEYS } from '@/app/persistence';
import type { KeyValueStorage } from '@/app/storage';
import { makeStore } from '@/app/store';
import { storedContent } from '@/features/content/contentFormat';
import {
  initialContentState,
  itemsSeen,
  writeQueued,
  writeSaved,
  writeSending,
} from '@/features/content/contentSlice';
import type { ContentWrite } from '@/features/content/contentWrites';
import type { ContentItem } from '@/shared/api/content';
import { userLoggedIn } from '@/features/session/sessionSlice';
import { RETIRED_STORAGE_KEYS } from '@/shared/store/storageKeys';
import { toastShown } from '@/features/toasts/toastsSlice';
import { languageChosen } from '@/shared/i18n/i18nSlice';
import { memoryStorage } from '../utils/memoryStorage';
import { without } from '../utils/without';

/** An article as the server answers it. */
const ITEM: ContentItem = {
  id: '00000000-0000-4000-a000-000000000001',
  kind: 'article',
  slug: 'renewing-a-passport',
  title: 'Renewing a passport',
  summary: 'What to bring.',
  category: 'documents',
  content: 'Book an appointment with the Nigeria Immigration Service.',
  author: 'Site Administrator',
  status: 'draft',
  revision: 1,
  dateCreated: '2026-10-01T09:00:00.000Z',
  dateModified: '2026-10-02T09:00:00.000Z',
  publishedAt: null,
  firstPublishedAt: null,
  publishedRevision: null,
  hasUnpublishedChanges: false,
  review: 'none',
  reviewComment: null,
  submittedBy: null,
  scheduledAt: null,
  lastMajorUpdateAt: null,
  createdBy: null,
  updatedBy: null,
};

/** A change made in the admin that waits in this browser until the server answers it. */
const SAVING: ContentWrite = {
  kind: 'change',
  key: 'key-1',
  id: ITEM.id,
  body: {
    revision: 1,
    title: 'Renewing a passport in 2027',
    summary: ITEM.summary,
    category: ITEM.category,
    content: ITEM.content,
  },
};

/**
 * A store started the way main.tsx starts one: defaults, then connected to `storage` — here writing
 * straight after each change instead of after SAVE_DELAY_MS.
 */
function connected(storage: KeyValueStorage | undefined) {
  const store = makeStore();
  connectStorage(store, storage, { saveDelayMs: 0 });
  return store;
}

/** The state a fresh page reads back from `storage`. */
/**
 * A new store's state once it has read `storage`, without RTK Query's cache: nothing of it is stored, and
 * its bookkeeping (whether the api's middleware has seen a store yet) depends on the stores made before.
 */
const reload = (storage: KeyValueStorage | undefined) => without(connected(storage).getState(), 'api');

/** Lets a content save run: it follows the change that asked for it as soon as that dispatch is over. */
const saved = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The stored offline copy of the content. */
const storedCopy = (data: Map<string, string>) =>
  JSON.parse(data.get(STORAGE_KEYS.content)!) as ReturnType<typeof storedContent>;

/** A fresh store's state once storage has been read, with what it found out about storage. */
const freshState = (
  storage: Partial<ReturnType<ReturnType<typeof makeStore>['getState']>['storage']> = {},
) => {
  const state = without(makeStore().getState(), 'api');
  return { ...state, storage: { ...state.storage, restored: true, ...storage } };
};

describe('persistence round trip', () => {
  it('writes the offline copy after the actions that change it, and reads it back', async () => {
    const { storage, data } = memoryStorage();
    const store = connected(storage);
    store.dispatch(itemsSeen([ITEM]));
    store.dispatch(writeQueued(SAVING));

    await saved();
    expect(storedCopy(data)).toMatchObject({ format: 4, items: [ITEM], queue: [{ write: SAVING }] });

    const state = reload(storage);
    expect(state.content.items).toEqual([ITEM]);
    // Nothing is on its way when a page starts: the write waits to be sent again, with its key.
    expect(state.content.queue).toEqual([{ write: SAVING, state: 'waiting' }]);
    expect(state.storage.unsaved).toEqual({});
  });

  it('forgets a write once the server has answered it, and keeps what it saved', async () => {
    const { storage } = memoryStorage();
    const store = connected(storage);
    store.dispatch(writeQueued(SAVING));
    const changed = { ...ITEM, title: 'Renewing a passport in 2027', revision: 2 };
    store.dispatch(writeSaved({ key: SAVING.key, saved: changed }));
    await saved();

    const { content } = reload(storage);
    expect(content.queue).toEqual([]);
    expect(content.items).toEqual([changed]);
  });

  it('keeps the language chosen with the switcher', () => {
    const { storage } = memoryStorage();
    connected(storage).dispatch(languageChosen('ig'));
    expect(reload(storage).i18n.preferred).toBe('ig');
  });

  it('writes nothing for actions that leave the persisted slices unchanged', async () => {
    const { storage } = memoryStorage();
    const setItem = vi.spyOn(storage, 'setItem');
    const store = connected(storage);
    store.dispatch(
      toastShown({ variant: 'success', title: 'generator.generatedTitle', body: 'generator.generated' }),
    );
    store.dispatch(writeSending('no-such-write'));
    await saved();
    // Only the start's check that storage can be written (a tiny key, removed at once).
    expect(setItem.mock.calls.map(([key]) => key)).toEqual(['cgn.probe']);
  });
});

describe('when writes happen', () => {
  it('waits SAVE_DELAY_MS after a burst of changes and writes once; flush writes a pending change at once', () => {
    vi.useFakeTimers();
    try {
      const { storage, data } = memoryStorage();
      const setItem = vi.spyOn(storage, 'setItem');
      const store = makeStore();
      const connection = connectStorage(store, storage);
      setItem.mockClear();
      for (const locale of ['ha', 'yo', 'ig'] as const) store.dispatch(languageChosen(locale));
      expect(data.has(STORAGE_KEYS.language)).toBe(false);
      vi.advanceTimersByTime(SAVE_DELAY_MS);
      expect(setItem).toHaveBeenCalledTimes(1);
      expect(data.get(STORAGE_KEYS.language)).toBe('"ig"');

      // The page is hidden or closed before the delay is over: pagehide flushes.
      store.dispatch(languageChosen('pcm'));
      connection.flush();
      expect(data.get(STORAGE_KEYS.language)).toBe('"pcm"');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('loading what is stored', () => {
  it('writes nothing before the stored values are read, so defaults never overwrite them', () => {
    const { storage, data } = memoryStorage();
    connected(storage).dispatch(languageChosen('yo'));
    const stored = new Map(data);
    const store = makeStore();
    store.dispatch(writeQueued(SAVING));
    expect(data).toEqual(stored);
    connectStorage(store, storage, { saveDelayMs: 0 });
    expect(store.getState().i18n.preferred).toBe('yo');
    expect(store.getState().storage.restored).toBe(true);
  });

  it('saves what changed before the stored values were read (a language chosen as the page started)', () => {
    const { storage, data } = memoryStorage();
    const store = makeStore();
    store.dispatch(languageChosen('ha'));
    connectStorage(store, storage, { saveDelayMs: 0 });
    expect(data.get(STORAGE_KEYS.language)).toBe('"ha"');
    // Nothing else was changed, so nothing else is written.
    expect(data.has(STORAGE_KEYS.content)).toBe(false);
  });

  it('keeps a language chosen before the stored one was read, over the stored one', () => {
    const { storage, data } = memoryStorage({ [STORAGE_KEYS.language]: '"yo"' });
    const store = makeStore();
    store.dispatch(languageChosen('ha'));
    connectStorage(store, storage, { saveDelayMs: 0 });
    expect(store.getState().i18n.preferred).toBe('ha');
    expect(data.get(STORAGE_KEYS.language)).toBe('"ha"');
  });

  it('starts with an empty offline copy when nothing is stored', () => {
    const { storage } = memoryStorage();
    const state = reload(storage);
    expect(state).toEqual(freshState());
    expect(state.content).toEqual(initialContentState);
  });

  it('works without any storage at all, and knows nothing will be saved', () => {
    expect(reload(undefined)).toEqual(freshState({ unsaved: { '*': 'blocked' } }));
  });

  it('never stores who is signed in, and removes what older versions stored of the sign-in', () => {
    const { storage, data } = memoryStorage({
      'cgn.session.v1': JSON.stringify({ user: { id: 'admin', role: 'admin' }, startedAt: Date.now() }),
      'cgn.loginLock.v1': JSON.stringify({ failures: 3, locks: 0, until: null }),
    });
    const store = makeStore();
    connectStorage(store, storage, { saveDelayMs: 0 });
    expect(store.getState().session.user).toBeNull();
    store.dispatch(
      userLoggedIn({
        user: { id: 'x', email: 'admin@example.gov.ng', name: 'Admin', role: 'admin' },
        csrfToken: 'secret-token',
        expiresAt: '2099-01-01T00:00:00.000Z',
      }),
    );
    for (const key of RETIRED_STORAGE_KEYS) expect(data.has(key)).toBe(false);
    expect([...data.values()].join()).not.toMatch(/secret-token|admin@example/);
  });

  it("removes a returning visitor's old search log and page answers at start, with any copy set aside", () => {
    // What this browser kept before issue 28 moved searches and answers to the server.
    const { storage, data } = memoryStorage({
      'cgn.searchLog.v1': JSON.stringify([
        { query: 'passport', source: 'hero', at: '2026-10-01T10:00:00.000Z', found: 3 },
      ]),
      'cgn.feedback.v1': JSON.stringify([
        {
          page: '/guides/nin',
          useful: false,
          whatWentWrong: 'My NIN is 12345678901',
          at: '2026-10-01T10:00:00.000Z',
        },
      ]),
      'cgn.feedback.v1.corrupt-1': '[{"page":',
      [STORAGE_KEYS.language]: '"yo"',
    });
    const store = connected(storage);
    expect([...data.keys()]).toEqual([STORAGE_KEYS.language]);
    expect(store.getState().i18n.preferred).toBe('yo');
    // Nothing of it is named to staff as set aside: it is gone, not damaged.
    expect(store.getState().storage.setAside).toEqual([]);
  });

  it('starts as usual when storage will not remove the old keys, and names none of them to staff', () => {
    const { storage, data } = memoryStorage({
      'cgn.searchLog.v1': '[]',
      'cgn.feedback.v1.corrupt-1': 'older damage',
      [STORAGE_KEYS.language]: '"ha"',
    });
    storage.removeItem = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    const store = connected(storage);
    expect(store.getState().i18n.preferred).toBe('ha');
    expect(store.getState().storage.setAside).toEqual([]);
    expect(data.has('cgn.searchLog.v1')).toBe(true);
  });
});

describe.each([
  ['content', STORAGE_KEYS.content],
  ['language choice', STORAGE_KEYS.language],
])('a corrupt %s value', (_name, key) => {
  const RAW = '{"items": [{"id": "item-1", '; // cut off mid-write

  it('falls back to the defaults, keeps the raw value aside and says so', async () => {
    const { storage, data } = memoryStorage({ [key]: RAW });
    const state = reload(storage);
    await saved();

    expect(state.content).toEqual(initialContentState);
    expect(state.i18n.preferred).toBeNull();
    expect(data.get(`${key}.corrupt-1`)).toBe(RAW);
    expect(data.has(key)).toBe(false);
    expect(state.storage.setAside).toEqual([
      { key, asideKey: `${key}.corrupt-1`, raw: RAW, reason: 'unusable' },
    ]);
  });

  it('names a copy set aside on an earlier visit too, so someone hears of it', () => {
    const { storage } = memoryStorage({ [`${key}.corrupt-1`]: 'older damage' });
    expect(reload(storage).storage.setAside).toEqual([
      { key, asideKey: `${key}.corrupt-1`, raw: 'older damage', reason: 'unusable' },
    ]);
  });

  it('never overwrites an earlier copy kept aside', () => {
    const { storage, data } = memoryStorage({ [key]: RAW, [`${key}.corrupt-1`]: 'older damage' });
    reload(storage);
    expect(data.get(`${key}.corrupt-1`)).toBe('older damage');
    expect(data.get(`${key}.corrupt-2`)).toBe(RAW);
  });
});

const STORED = storedContent({
  ...initialContentState,
  items: [ITEM],
  queue: [{ write: SAVING, state: 'waiting' }],
});

const HAND_EDITED_CONTENT: [string, unknown][] = [
  ['an item of an unknown category', { ...STORED, items: [{ ...ITEM, category: 'sports' }] }],
  ['an item of an unknown status', { ...STORED, items: [{ ...ITEM, status: 'archived' }] }],
  ['an item without its revision', { ...STORED, items: [{ ...ITEM, revision: undefined }] }],
  ['a date that is not a date', { ...STORED, items: [{ ...ITEM, dateCreated: 'yesterday' }] }],
  [
    'a write of an unknown kind',
    { ...STORED, queue: [{ write: { ...SAVING, kind: 'archive' }, state: 'waiting' }] },
  ],
  [
    'a key that cannot be sent',
    { ...STORED, queue: [{ write: { ...SAVING, key: 'a key' }, state: 'waiting' }] },
  ],
  [
    'a revision below 1',
    {
      ...STORED,
      queue: [{ write: { ...SAVING, body: { ...SAVING.body, revision: 0 } }, state: 'waiting' }],
    },
  ],
  ['a format that is not a number', { ...STORED, format: '4' }],
  ['an object of no format', { items: [ITEM] }],
  ['a number', 7],
];

describe('a hand-edited value of the wrong shape', () => {
  it.each(HAND_EDITED_CONTENT)('content with %s: an empty copy, the value kept aside', (_name, value) => {
    const raw = JSON.stringify(value);
    const { storage, data } = memoryStorage({ [STORAGE_KEYS.content]: raw });
    expect(reload(storage).content).toEqual(initialContentState);
    expect(data.get(`${STORAGE_KEYS.content}.corrupt-1`)).toBe(raw);
  });

  it('content saved by a newer version (a higher format) is left where it is, named, and never written over', async () => {
    const raw = JSON.stringify({ ...STORED, format: 5 });
    const { storage, data } = memoryStorage({ [STORAGE_KEYS.content]: raw });
    const store = connected(storage);
    expect(store.getState().content).toEqual(initialContentState);
    expect(store.getState().storage.setAside).toEqual([
      { key: STORAGE_KEYS.content, asideKey: null, raw, reason: 'newer' },
    ]);
    store.dispatch(itemsSeen([ITEM]));
    await saved();
    expect(data.get(STORAGE_KEYS.content)).toBe(raw);
    expect(data.has(`${STORAGE_KEYS.content}.corrupt-1`)).toBe(false);
    expect(store.getState().storage.unsaved).toMatchObject({ [STORAGE_KEYS.content]: 'kept' });
  });

  it('only the bad key falls back; a good one beside it still loads', () => {
    const { storage } = memoryStorage({
      [STORAGE_KEYS.language]: '"ha"',
      [STORAGE_KEYS.content]: '[{"id":',
    });
    const state = reload(storage);
    expect(state.i18n.preferred).toBe('ha');
    expect(state.content).toEqual(initialContentState);
  });

  it('after a fallback, the next write stores good data and the copy aside survives it', async () => {
    const { storage, data } = memoryStorage({ [STORAGE_KEYS.content]: '"oops"' });
    const store = connected(storage);
    store.dispatch(writeQueued(SAVING));
    await saved();
    expect(storedCopy(data).queue).toEqual([{ write: SAVING, state: 'sending' }]);
    expect(data.get(`${STORAGE_KEYS.content}.corrupt-1`)).toBe('"oops"');
  });
});

describe('storage that fails', () => {
  const throwing = (): KeyValueStorage => ({
    getItem: () => {
      throw new Error('SecurityError');
    },
    setItem: () => {
      throw new Error('QuotaExceededError');
    },
    removeItem: () => {
      throw new Error('SecurityError');
    },
  });

  it('reads as "nothing stored" when getItem throws, and knows nothing will be saved', () => {
    expect(reload(throwing())).toEqual(freshState({ unsaved: { '*': 'failed' } }));
  });

  it('keeps the app running when setItem throws, and records that the change was not saved', () => {
    const store = connected(throwing());
    expect(() => store.dispatch(languageChosen('ha'))).not.toThrow();
    expect(store.getState().i18n.preferred).toBe('ha');
    expect(store.getState().storage.unsaved).toMatchObject({ [STORAGE_KEYS.language]: 'failed' });
  });

  it('tells a full quota and blocked storage apart', () => {
    const { storage } = memoryStorage();
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    expect(reload(storage).storage.unsaved).toEqual({ '*': 'quota' });
    storage.setItem = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(reload(storage).storage.unsaved).toEqual({ '*': 'blocked' });
  });

  it('works again, and says so, once a write succeeds', () => {
    const { storage } = memoryStorage();
    const setItem = storage.setItem;
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    const store = connected(storage);
    store.dispatch(languageChosen('ha'));
    expect(store.getState().storage.unsaved).toEqual({ '*': 'quota', [STORAGE_KEYS.language]: 'quota' });
    storage.setItem = setItem;
    store.dispatch(languageChosen('yo'));
    expect(store.getState().storage.unsaved).toEqual({});
    expect(reload(storage).i18n.preferred).toBe('yo');
  });

  it('leaves a bad value in place, says so, and never overwrites it, when it cannot be copied aside', () => {
    const { storage, data } = memoryStorage({ [STORAGE_KEYS.language]: 'not json' });
    const setItem = storage.setItem;
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    const store = connected(storage);
    expect(store.getState().i18n.preferred).toBeNull();
    expect(store.getState().storage.setAside).toEqual([
      { key: STORAGE_KEYS.language, asideKey: null, raw: 'not json', reason: 'unusable' },
    ]);
    // Space again: still the next choice must not write over the value nobody could copy.
    storage.setItem = setItem;
    store.dispatch(languageChosen('ha'));
    expect(data.get(STORAGE_KEYS.language)).toBe('not json');
    expect(store.getState().storage.unsaved).toMatchObject({ [STORAGE_KEYS.language]: 'kept' });
  });
});
