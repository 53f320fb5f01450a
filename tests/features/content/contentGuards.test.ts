import { describe, expect, it } from 'vitest';
import { isCalendarDate, parseContentItem, parseStoredContent } from '@/features/content/contentTypes';
import { SEED_CONTENT } from '@/features/content/seedContent';

const ITEM = SEED_CONTENT[0]!;

describe('isCalendarDate', () => {
  it.each(['2026-10-15', '2024-02-29', '1999-12-31'])('accepts %s', (value) => {
    expect(isCalendarDate(value)).toBe(true);
  });

  it.each([
    '2026-02-30',
    '2025-02-29',
    '2026-13-01',
    '2026-1-5',
    '2026-10-15T10:00:00Z',
    'yesterday',
    '',
    20261015,
    null,
  ])('refuses %j', (value) => {
    expect(isCalendarDate(value)).toBe(false);
  });
});

describe('parseContentItem', () => {
  it('accepts every seed item unchanged', () => {
    for (const item of SEED_CONTENT) expect(parseContentItem(item)).toEqual(item);
  });

  it('drops fields the item does not have', () => {
    expect(parseContentItem({ ...ITEM, html: '<script>alert(1)</script>' })).toEqual(ITEM);
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
