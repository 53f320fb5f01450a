import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import { notifyContentChanges } from '@/features/content/contentNotifications';
import { itemAdded, itemDeleted, itemEdited, itemStatusChanged } from '@/features/content/contentSlice';
import { SEED_CONTENT } from '@/features/content/seedContent';

const FIRST = SEED_CONTENT[0]!;
const DRAFT = {
  title: 'Renewing a passport',
  category: 'documents',
  content: 'Book a slot.',
  author: 'Ada',
  status: 'draft',
} as const;

/** A fresh store with the notifications started, as the staff area starts them. */
const toastAfter = (action: Parameters<ReturnType<typeof makeStore>['dispatch']>[0]) => {
  const store = makeStore();
  notifyContentChanges(store.dispatch);
  store.dispatch(action);
  return store.getState().toasts.current;
};

describe('content change notifications', () => {
  it('says an editor added an item, naming it', () => {
    expect(toastAfter(itemAdded(DRAFT))).toMatchObject({
      variant: 'success',
      title: 'content.added',
      body: 'content.addedBody',
      values: { title: 'Renewing a passport' },
    });
  });

  it("gives an item the generator published SPEC §8's own toast", () => {
    expect(toastAfter(itemAdded({ ...DRAFT, status: 'published' }, { via: 'generator' }))).toMatchObject({
      title: 'generator.publishedTitle',
      body: 'generator.published',
    });
  });

  it('names the new title after an edit', () => {
    expect(
      toastAfter(itemEdited(FIRST.id, { title: 'New title', category: 'rights', content: 'x' })),
    ).toMatchObject({
      title: 'content.edited',
      values: { title: 'New title' },
    });
  });

  it('says whether a status change published or withdrew the item', () => {
    expect(toastAfter(itemStatusChanged(FIRST.id, 'draft'))).toMatchObject({
      title: 'content.unpublished',
      values: { title: FIRST.title },
    });
    expect(toastAfter(itemStatusChanged(FIRST.id, 'published'))).toMatchObject({
      title: 'content.published',
    });
  });

  it('names a deleted item, though it is no longer in the list', () => {
    expect(toastAfter(itemDeleted(FIRST.id))).toMatchObject({
      title: 'content.deleted',
      values: { title: FIRST.title },
    });
  });

  it('says nothing when the item is not there (another tab removed it)', () => {
    expect(toastAfter(itemStatusChanged('gone', 'published'))).toBeNull();
    expect(toastAfter(itemDeleted('gone'))).toBeNull();
  });
});
