import { describe, expect, it } from 'vitest';
import { connectStorage } from '@/app/persistence';
import type { KeyValueStorage } from '@/app/storage';
import { makeStore } from '@/app/store';
import { storedContent } from '@/features/content/contentFormat';
import { notifyContentChanges } from '@/features/content/contentNotifications';
import { itemAdded, itemDeleted, itemEdited, itemStatusChanged } from '@/features/content/contentSlice';
import { SEED_CONTENT } from '@/features/content/seedContent';
import { STORAGE_KEYS } from '@/shared/store/storageKeys';
import { memoryStorage } from '../../utils/memoryStorage';

const FIRST = SEED_CONTENT[0]!;
const DRAFT = {
  title: 'Renewing a passport',
  category: 'documents',
  content: 'Book a slot.',
  author: 'Ada',
  status: 'draft',
} as const;

/**
 * A fresh store connected to `storage`, with the notifications started as the staff area starts them:
 * the toast shown once `action`'s change has been saved (or has failed to be).
 */
async function toastAfter(
  action: Parameters<ReturnType<typeof makeStore>['dispatch']>[0],
  storage: KeyValueStorage = memoryStorage().storage,
) {
  const store = makeStore();
  connectStorage(store, storage, { saveDelayMs: 0 });
  notifyContentChanges(store.dispatch);
  store.dispatch(action);
  // The save follows the change in a microtask; the toast follows the save.
  await new Promise((resolve) => setTimeout(resolve, 0));
  return store.getState().toasts.current;
}

describe('content change notifications', () => {
  it('says an editor added an item, naming it', async () => {
    expect(await toastAfter(itemAdded(DRAFT))).toMatchObject({
      variant: 'success',
      title: 'content.added',
      body: 'content.addedBody',
      values: { title: 'Renewing a passport' },
    });
  });

  it("gives an item the generator published SPEC §8's own toast", async () => {
    expect(
      await toastAfter(itemAdded({ ...DRAFT, status: 'published' }, { via: 'generator' })),
    ).toMatchObject({
      title: 'generator.publishedTitle',
      body: 'generator.published',
    });
  });

  it('names the new title after an edit', async () => {
    expect(
      await toastAfter(itemEdited(FIRST, { title: 'New title', category: 'rights', content: 'x' })),
    ).toMatchObject({
      title: 'content.edited',
      values: { title: 'New title' },
    });
  });

  it('says whether a status change published or withdrew the item', async () => {
    expect(await toastAfter(itemStatusChanged(FIRST.id, 'draft'))).toMatchObject({
      title: 'content.unpublished',
      values: { title: FIRST.title },
    });
    expect(await toastAfter(itemStatusChanged(FIRST.id, 'published'))).toMatchObject({
      title: 'content.published',
    });
  });

  it('names a deleted item, though it is no longer in the list', async () => {
    expect(await toastAfter(itemDeleted(FIRST.id))).toMatchObject({
      title: 'content.deleted',
      values: { title: FIRST.title },
    });
  });

  it('says nothing when the item is not there (another tab removed it)', async () => {
    expect(await toastAfter(itemStatusChanged('gone', 'published'))).toBeNull();
    expect(await toastAfter(itemDeleted('gone'))).toBeNull();
  });

  it('says a change was not saved, and why, when the browser refuses the write — never "Content added"', async () => {
    const full: KeyValueStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {},
    };
    expect(await toastAfter(itemAdded(DRAFT), full)).toMatchObject({
      variant: 'danger',
      title: 'content.notSaved',
      body: 'content.notSavedQuota',
      values: { title: 'Renewing a passport' },
    });
    const blocked: KeyValueStorage = {
      ...full,
      setItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(await toastAfter(itemAdded(DRAFT), blocked)).toMatchObject({ body: 'content.notSavedBlocked' });
  });

  it('says an edit was not saved when another tab saved that item first', async () => {
    // Another tab saved a newer version after this store read the list (it starts from the samples).
    const { storage, data } = memoryStorage();
    const store = makeStore();
    connectStorage(store, storage, { saveDelayMs: 0 });
    notifyContentChanges(store.dispatch);
    const theirs = SEED_CONTENT.map((item) =>
      item.id === FIRST.id ? { ...item, title: 'Their title', revision: 2 } : item,
    );
    data.set(STORAGE_KEYS.content, JSON.stringify(storedContent(theirs)));
    store.dispatch(itemEdited(FIRST, { title: 'My title', category: 'documents', content: 'x' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.getState().toasts.current).toMatchObject({
      variant: 'danger',
      title: 'content.conflict',
      values: { title: 'My title' },
    });
  });
});
