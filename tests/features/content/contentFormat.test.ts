import { describe, expect, it } from 'vitest';
import {
  CONTENT_FORMAT,
  isNewerContentFormat,
  parseStoredContent,
  storedContent,
} from '@/features/content/contentFormat';
import { initialContentState, type ContentState } from '@/features/content/contentSlice';

const OLD_ITEM = {
  id: 'abc123',
  title: '  Voter card: what to bring ',
  category: 'rights',
  content: 'Bring your NIN slip.',
  author: 'Ada',
  dateCreated: '2026-01-02',
  dateModified: '2026-01-02',
  status: 'published',
  revision: 3,
};
const SAMPLE = { ...OLD_ITEM, id: 'seed-nin-guide', title: 'How to get your NIN' };

describe('the stored offline copy', () => {
  it('reads back what it wrote, with every write waiting again (nothing is on its way at start)', () => {
    const state: ContentState = {
      ...initialContentState,
      queue: [
        {
          state: 'sending',
          write: { kind: 'delete', key: 'k-1', id: 'x', title: 'T', revision: 2 },
        },
      ],
    };
    const read = parseStoredContent(JSON.parse(JSON.stringify(storedContent(state))));
    expect(read?.queue).toEqual([{ ...state.queue[0], state: 'waiting' }]);
  });

  it('keeps who made each write, so it is sent only under their session after a reload', () => {
    const state: ContentState = {
      ...initialContentState,
      queue: [
        {
          state: 'waiting',
          write: { kind: 'delete', key: 'k-2', id: 'x', title: 'T', revision: 2, owner: 'account-a' },
        },
      ],
    };
    const read = parseStoredContent(JSON.parse(JSON.stringify(storedContent(state))));
    expect(read?.queue[0]?.write.owner).toBe('account-a');
  });

  it('refuses a value of the current format with a bad write (another version, a hand edit)', () => {
    const bad = {
      ...storedContent(initialContentState),
      queue: [{ state: 'waiting', write: { kind: 'x' } }],
    };
    expect(parseStoredContent(bad)).toBeUndefined();
    expect(CONTENT_FORMAT).toBe(4);
  });

  it('reads the third format: its items get the workflow’s fields, its publish and unpublish writes go', () => {
    const item = {
      id: '00000000-0000-4000-a000-000000000001',
      slug: 'voter-card',
      title: 'Voter card',
      summary: '',
      category: 'government',
      content: 'Bring your NIN slip.',
      author: 'Test editor',
      status: 'published',
      revision: 2,
      dateCreated: '2026-11-01T09:00:00.000Z',
      dateModified: '2026-11-01T10:00:00.000Z',
      publishedAt: '2026-11-01T10:00:00.000Z',
      firstPublishedAt: '2026-11-01T10:00:00.000Z',
    };
    const saving = {
      kind: 'change',
      key: 'k-1',
      id: item.id,
      body: { revision: 2, title: 'Voter card', summary: '', category: 'government', content: 'New' },
    };
    const unpublishing = {
      kind: 'status',
      key: 'k-2',
      id: item.id,
      title: 'Voter card',
      body: { revision: 3, status: 'draft' },
    };
    const read = parseStoredContent({
      format: 3,
      items: [item],
      queue: [
        { state: 'waiting', write: saving },
        { state: 'waiting', write: unpublishing },
      ],
      problems: [{ kind: 'conflict', write: unpublishing, current: item }],
      finished: [],
      carriedOver: 0,
    });
    expect(read?.items).toEqual([
      {
        ...item,
        kind: 'article',
        publishedRevision: 2,
        hasUnpublishedChanges: false,
        review: 'none',
        reviewComment: null,
        submittedBy: null,
        scheduledAt: null,
        lastMajorUpdateAt: item.publishedAt,
        createdBy: null,
        updatedBy: null,
      },
    ]);
    expect(read?.queue).toEqual([{ state: 'waiting', write: saving }]);
    expect(read?.problems).toEqual([]);
  });

  it.each([
    ['the first format (a bare array)', [SAMPLE, OLD_ITEM]],
    ['the second format', { format: 2, items: [SAMPLE, OLD_ITEM] }],
  ])('carries over the browser-only items of %s as drafts to create, leaving the samples', (_name, value) => {
    const read = parseStoredContent(value);
    expect(read?.carriedOver).toBe(1);
    expect(read?.queue).toEqual([
      {
        state: 'waiting',
        write: {
          kind: 'create',
          key: 'carried-abc123',
          id: 'local-carried-abc123',
          body: {
            title: 'Voter card: what to bring',
            summary: '',
            category: 'rights',
            content: 'Bring your NIN slip.',
          },
        },
      },
    ]);
  });

  it.each([
    ['an item without a title', [OLD_ITEM, { id: 1 }]],
    [
      'an item of an unknown category',
      { format: 2, items: [OLD_ITEM, { ...OLD_ITEM, id: 'x', category: 'sports' }] },
    ],
  ])(
    'does not use an old list with %s, so it is set aside whole instead of losing that item',
    (_name, value) => {
      expect(parseStoredContent(value)).toBeUndefined();
    },
  );

  it('tells a newer version’s value (a higher format) from one it cannot read', () => {
    expect(isNewerContentFormat({ format: CONTENT_FORMAT + 1, items: 'anything' })).toBe(true);
    expect(isNewerContentFormat(storedContent(initialContentState))).toBe(false);
    expect(isNewerContentFormat({ format: '9' })).toBe(false);
    expect(isNewerContentFormat([{ format: 9 }])).toBe(false);
  });

  it('gives up on what is neither (the slice keeps its defaults)', () => {
    expect(parseStoredContent('oops')).toBeUndefined();
    expect(parseStoredContent({ format: 9 })).toBeUndefined();
  });
});
