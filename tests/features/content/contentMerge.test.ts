import { describe, expect, it } from 'vitest';
import { mergeContent } from '@/features/content/contentMerge';
import {
  conflictResolved,
  contentSlice,
  contentSynced,
  revisionsOf,
  itemAdded,
  itemDeleted,
  itemEdited,
  type ContentState,
} from '@/features/content/contentSlice';
import type { ContentItem } from '@/features/content/contentTypes';
import { SEED_CONTENT } from '@/features/content/seedContent';

const [A, B, C] = SEED_CONTENT as [ContentItem, ContentItem, ContentItem];
const reduce = contentSlice.reducer;
/** A tab that has just read `items` from storage. */
const tabWith = (items: ContentItem[]): ContentState =>
  reduce(undefined, contentSynced({ items, conflicts: [] }));
const NEW = {
  title: 'Renewing a passport',
  category: 'documents',
  content: 'Book a slot.',
  author: 'Ada',
  status: 'draft',
} as const;

/** The list a tab would store: its changes merged into `stored`. */
const save = (tab: ContentState, stored: ContentItem[]) =>
  mergeContent(stored, tab.items, { synced: tab.synced, deleted: tab.deleted });

describe('merging a tab’s changes into the stored list', () => {
  it('keeps both items when two tabs add at the same moment', () => {
    const first = reduce(tabWith(SEED_CONTENT), itemAdded(NEW, { id: 'one', today: '2026-11-01' }));
    const second = reduce(tabWith(SEED_CONTENT), itemAdded(NEW, { id: 'two', today: '2026-11-01' }));
    const afterFirst = save(first, SEED_CONTENT).items;
    const afterSecond = save(second, afterFirst);
    expect(afterSecond.items.map((item) => item.id)).toEqual(['two', 'one', A.id, B.id, C.id]);
    expect(afterSecond.conflicts).toEqual([]);
  });

  it('takes in what another tab saved while keeping this tab’s own change to another item', () => {
    const tab = reduce(tabWith(SEED_CONTENT), itemEdited(A, { ...A, title: 'Mine' }, '2026-11-01'));
    const stored = [A, { ...B, title: 'Theirs', revision: 2 }, C];
    const { items, conflicts, changed } = save(tab, stored);
    expect(items.map((item) => item.title)).toEqual(['Mine', 'Theirs', C.title]);
    expect(items[0]!.revision).toBe(2);
    expect(conflicts).toEqual([]);
    expect(changed).toBe(true);
  });

  it('refuses to write over an item another tab saved first, and reports it', () => {
    const tab = reduce(tabWith(SEED_CONTENT), itemEdited(A, { ...A, title: 'Mine' }, '2026-11-01'));
    const theirs = { ...A, content: 'Theirs', revision: 2 };
    const { items, conflicts } = save(tab, [theirs, B, C]);
    expect(items[0]).toEqual(theirs);
    expect(conflicts).toMatchObject([{ id: A.id, kind: 'changed', title: 'Mine' }]);
  });

  it('reports an edit to an item another tab deleted, instead of storing nothing and saying "saved"', () => {
    const tab = reduce(tabWith(SEED_CONTENT), itemEdited(A, { ...A, title: 'Mine' }, '2026-11-01'));
    const { items, conflicts } = save(tab, [B, C]);
    expect(items).toEqual([B, C]);
    expect(conflicts).toMatchObject([{ id: A.id, kind: 'deleted' }]);
  });

  it('deletes an item nobody changed since, and reports a delete of one another tab changed', () => {
    const tab = reduce(reduce(tabWith(SEED_CONTENT), itemDeleted(A.id)), itemDeleted(B.id));
    const { items, conflicts } = save(tab, [A, { ...B, title: 'Theirs', revision: 2 }, C]);
    expect(items.map((item) => item.id)).toEqual([B.id, C.id]);
    expect(conflicts).toEqual([{ id: B.id, kind: 'changed', mine: null, title: 'Theirs' }]);
  });

  it('keeps fields this version does not know when it writes its change over an item', () => {
    const tab = reduce(tabWith(SEED_CONTENT), itemEdited(A, { ...A, title: 'Mine' }, '2026-11-01'));
    const { items } = save(tab, [{ ...A, tags: ['nin'] } as ContentItem, B, C]);
    expect(items[0]).toMatchObject({ title: 'Mine', tags: ['nin'] });
  });

  it('writes nothing when this tab changed nothing', () => {
    expect(save(tabWith(SEED_CONTENT), [B, C]).changed).toBe(false);
  });
});

describe('an edit made from a copy that has changed since', () => {
  it('is not applied: it becomes a conflict, and "Keep mine" saves it over the newer version', () => {
    const theirs = { ...A, content: 'Changed in another tab', revision: 2 };
    // The dialog opened on revision 1; another tab's save (revision 2) came in before Save.
    let tab = tabWith([theirs, B, C]);
    tab = reduce(
      tab,
      itemEdited(A, { title: 'Mine', category: A.category, content: A.content }, '2026-11-01'),
    );
    expect(tab.items[0]).toEqual(theirs);
    expect(tab.conflicts).toMatchObject([{ id: A.id, kind: 'changed', title: 'Mine' }]);

    tab = reduce(tab, conflictResolved({ id: A.id, keep: 'mine' }));
    expect(tab.conflicts).toEqual([]);
    expect(tab.items[0]).toMatchObject({ title: 'Mine', revision: 3 });
    expect(save(tab, [theirs, B, C]).items[0]).toMatchObject({ title: 'Mine', revision: 3 });
  });

  it('"Reload it" keeps the other tab’s version', () => {
    const theirs = { ...A, content: 'Changed in another tab', revision: 2 };
    let tab = reduce(tabWith([theirs, B, C]), itemEdited(A, { ...A, title: 'Mine' }, '2026-11-01'));
    tab = reduce(tab, conflictResolved({ id: A.id, keep: 'theirs' }));
    expect(tab.items[0]).toEqual(theirs);
    expect(save(tab, [theirs, B, C]).changed).toBe(false);
  });

  it('to an item deleted elsewhere: "Keep mine" brings it back as a new item', () => {
    let tab = reduce(tabWith([B, C]), itemEdited(A, { ...A, title: 'Mine' }, '2026-11-01'));
    expect(tab.conflicts).toMatchObject([{ id: A.id, kind: 'deleted' }]);
    tab = reduce(tab, conflictResolved({ id: A.id, keep: 'mine' }));
    expect(save(tab, [B, C]).items.map((item) => item.title)).toEqual(['Mine', B.title, C.title]);
  });
});

describe('revisionsOf', () => {
  it('maps each id to its revision', () => {
    expect(revisionsOf([A, { ...B, revision: 4 }])).toEqual({ [A.id]: 1, [B.id]: 4 });
  });
});
