import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { connectStorage, STORAGE_KEYS } from '@/app/persistence';
import { makeStore } from '@/app/store';
import { readStoredContent, storedContent } from '@/features/content/contentFormat';
import { itemAdded, itemDeleted, itemEdited, itemStatusChanged } from '@/features/content/contentSlice';
import { SEED_CONTENT } from '@/features/content/seedContent';
import { contentItemSchema, CONTENT_STATUSES, type ContentItem } from '@/features/content/contentTypes';
import { CONTENT_CATEGORIES } from '@/shared/site/sections';
import { memoryStorage } from '../utils/memoryStorage';

// Property tests (fast-check): each runs its claim against many generated inputs, and on a failure
// prints the smallest input that breaks it, with the seed to replay it.

const calendarDate = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const visibleText = fc.string({ minLength: 1, maxLength: 40 }).filter((text) => /[A-Za-z0-9]/.test(text));

const contentItem: fc.Arbitrary<ContentItem> = fc.record({
  id: fc.uuid(),
  title: visibleText,
  category: fc.constantFrom(...CONTENT_CATEGORIES),
  content: fc.string({ maxLength: 200 }),
  author: fc.string({ maxLength: 30 }),
  dateCreated: calendarDate,
  dateModified: calendarDate,
  status: fc.constantFrom(...CONTENT_STATUSES),
  revision: fc.integer({ min: 1, max: 1000 }),
});
const contentList = fc.uniqueArray(contentItem, { selector: (item) => item.id, maxLength: 20 });

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('stored content, for any valid list', () => {
  it('reads back exactly what was saved: load(save(s)) equals s', () => {
    fc.assert(
      fc.property(contentList, (items) => {
        const read = readStoredContent(JSON.parse(JSON.stringify(storedContent(items))));
        expect(read).toEqual({ kind: 'ok', content: storedContent(items) });
      }),
    );
  });
});

describe('loading any stored text', () => {
  it('never throws, and leaves a working app with valid state', () => {
    const anyText = fc.oneof(fc.string(), fc.json(), fc.constant('{"format":2,"items":[{}]}'));
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...Object.values(STORAGE_KEYS)), anyText), (stored) => {
        const { storage } = memoryStorage(stored);
        const store = makeStore();
        expect(() => connectStorage(store, storage, { saveDelayMs: 0 })).not.toThrow();
        const { content, session } = store.getState();
        for (const item of content.items) expect(v.is(contentItemSchema, item)).toBe(true);
        expect(session.user === null || typeof session.user.email === 'string').toBe(true);
      }),
    );
  });
});

type Step =
  | { kind: 'add'; title: string }
  | { kind: 'edit'; pick: number; title: string }
  | { kind: 'status'; pick: number }
  | { kind: 'delete'; pick: number }
  | { kind: 'otherTabAdds'; title: string };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('add' as const), title: visibleText }),
  fc.record({ kind: fc.constant('edit' as const), pick: fc.nat(), title: visibleText }),
  fc.record({ kind: fc.constant('status' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('otherTabAdds' as const), title: visibleText }),
);

describe('any sequence of staff actions, in two tabs sharing one storage', () => {
  it('keeps ids unique, every item valid, and every add made in either tab', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(step, fc.boolean()), { maxLength: 25 }), async (steps) => {
        const { storage } = memoryStorage();
        const here = makeStore();
        const there = makeStore();
        const hereConnection = connectStorage(here, storage, { saveDelayMs: 0 });
        const thereConnection = connectStorage(there, storage, { saveDelayMs: 0 });
        const added: string[] = [];
        let n = 0;
        for (const [s, delivered] of steps) {
          const items = here.getState().content.items;
          const target = items.length ? items[('pick' in s ? s.pick : 0) % items.length] : undefined;
          n += 1;
          if (s.kind === 'add') {
            here.dispatch(itemAdded({ ...NEW, title: s.title }, { id: `here-${n}`, today: '2026-11-01' }));
            added.push(`here-${n}`);
          } else if (s.kind === 'otherTabAdds') {
            there.dispatch(itemAdded({ ...NEW, title: s.title }, { id: `there-${n}`, today: '2026-11-01' }));
            added.push(`there-${n}`);
          } else if (target && s.kind === 'edit') {
            here.dispatch(itemEdited(target, { ...target, title: s.title }, '2026-11-02'));
          } else if (target && s.kind === 'status') {
            here.dispatch(itemStatusChanged(target.id, target.status === 'draft' ? 'published' : 'draft'));
          } else if (target && s.kind === 'delete') {
            here.dispatch(itemDeleted(target.id));
            if (added.includes(target.id)) added.splice(added.indexOf(target.id), 1);
          }
          await settle();
          // The browser tells each tab of the other's writes — sometimes only after the next action.
          if (delivered) {
            hereConnection.fromAnotherTab(STORAGE_KEYS.content, null);
            thereConnection.fromAnotherTab(STORAGE_KEYS.content, null);
            await settle();
          }
        }
        hereConnection.fromAnotherTab(STORAGE_KEYS.content, null);
        await settle();
        // Nothing stored means the sample items.
        const raw = storage.getItem(STORAGE_KEYS.content);
        const stored = raw === null ? undefined : readStoredContent(JSON.parse(raw));
        const final = stored === undefined ? SEED_CONTENT : stored.kind === 'ok' ? stored.content.items : [];
        const ids = final.map((item) => item.id);
        expect(new Set(ids).size).toBe(ids.length);
        for (const item of final) expect(v.is(contentItemSchema, item)).toBe(true);
        for (const id of added) expect(ids).toContain(id);
        expect(here.getState().content.items).toEqual(final);
      }),
      { numRuns: 60 },
    );
  });
});

const NEW = { category: 'documents', content: 'Text.', author: 'Ada', status: 'draft' } as const;
