import { describe, expect, it } from 'vitest';
import { parseStoredContent } from '@/features/content/contentTypes';
import { SEED_CONTENT } from '@/features/content/seedContent';

const ITEM = SEED_CONTENT[0]!;

/** One stored item, checked the way a stored list is. */
const parseContentItem = (value: unknown) => parseStoredContent([value])?.[0];

describe('a stored content item', () => {
  it('accepts every seed item unchanged', () => {
    for (const item of SEED_CONTENT) expect(parseContentItem(item)).toEqual(item);
  });

  it('drops fields the item does not have', () => {
    expect(parseContentItem({ ...ITEM, html: '<script>alert(1)</script>' })).toEqual(ITEM);
  });

  it.each(['2026-02-30', '2025-02-29', '2026-13-01', '2026-1-5', '2026-10-15T10:00:00Z', 'yesterday', ''])(
    'refuses the date %j, which is not a calendar day',
    (date) => {
      expect(parseContentItem({ ...ITEM, dateCreated: date })).toBeUndefined();
    },
  );

  it('accepts a leap day', () => {
    expect(parseContentItem({ ...ITEM, dateCreated: '2024-02-29' })).toEqual({
      ...ITEM,
      dateCreated: '2024-02-29',
    });
  });

  it.each<[string, unknown]>([
    ['an unknown category', { ...ITEM, category: 'sports' }],
    ['an unknown status', { ...ITEM, status: 'archived' }],
    ['an empty id', { ...ITEM, id: '' }],
    ['a blank title', { ...ITEM, title: '   ' }],
    ['content that is not text', { ...ITEM, content: ['a'] }],
    ['no author', { ...ITEM, author: undefined }],
    ['a non-date dateCreated', { ...ITEM, dateCreated: 'soon' }],
    ['a non-date dateModified', { ...ITEM, dateModified: 0 }],
    ['an array', [ITEM]],
    ['null', null],
  ])('refuses an item with %s', (_name, value) => {
    expect(parseContentItem(value)).toBeUndefined();
  });
});

describe('parseStoredContent', () => {
  it('accepts the seed list and an empty list', () => {
    expect(parseStoredContent(SEED_CONTENT)).toEqual(SEED_CONTENT);
    expect(parseStoredContent([])).toEqual([]);
  });

  it('refuses the whole list when one item is bad', () => {
    expect(parseStoredContent([...SEED_CONTENT, { ...ITEM, id: 'x', status: 'archived' }])).toBeUndefined();
  });

  it('refuses duplicate ids', () => {
    expect(parseStoredContent([ITEM, { ...ITEM, title: 'Copy' }])).toBeUndefined();
  });

  it.each([{ items: SEED_CONTENT }, 'list', 3, null])('refuses %j, which is not a list', (value) => {
    expect(parseStoredContent(value)).toBeUndefined();
  });
});
