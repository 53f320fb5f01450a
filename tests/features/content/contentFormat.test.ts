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
          write: { kind: 'status', key: 'k-1', id: 'x', title: 'T', body: { revision: 2, status: 'draft' } },
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
    expect(CONTENT_FORMAT).toBe(3);
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
