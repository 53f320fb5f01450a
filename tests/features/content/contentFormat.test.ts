import { describe, expect, it } from 'vitest';
import { CONTENT_FORMAT, readStoredContent, storedContent } from '@/features/content/contentFormat';
import { SEED_CONTENT } from '@/features/content/seedContent';

const ITEM = SEED_CONTENT[0]!;

/** The items of a stored value of the current format, or undefined when it is refused. */
function parseStoredContent(items: unknown) {
  const read = readStoredContent({ format: CONTENT_FORMAT, items });
  return read.kind === 'ok' ? read.content.items : undefined;
}

/** One stored item, checked the way a stored list is. */
const parseContentItem = (value: unknown) => parseStoredContent([value])?.[0];

describe('a stored content item', () => {
  it('accepts every seed item unchanged', () => {
    for (const item of SEED_CONTENT) expect(parseContentItem(item)).toEqual(item);
  });

  it('keeps fields this version does not know (a newer version’s tags), so saving does not drop them', () => {
    expect(parseContentItem({ ...ITEM, tags: ['nin'] })).toEqual({ ...ITEM, tags: ['nin'] });
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
    ['an invisible title', { ...ITEM, title: '\u200B\u200D' }],
    ['no revision', { ...ITEM, revision: undefined }],
    ['a revision of 0', { ...ITEM, revision: 0 }],
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

describe('reading a stored content list', () => {
  it('reads the first format, a bare array, giving every item its first revision', () => {
    const firstFormat: Partial<typeof ITEM> = { ...ITEM };
    delete firstFormat.revision;
    expect(readStoredContent([firstFormat])).toEqual({
      kind: 'ok',
      content: { format: CONTENT_FORMAT, items: [{ ...firstFormat, revision: 1 }] },
    });
  });

  it('reads back what it writes', () => {
    expect(readStoredContent(JSON.parse(JSON.stringify(storedContent(SEED_CONTENT))))).toEqual({
      kind: 'ok',
      content: storedContent(SEED_CONTENT),
    });
  });

  it('leaves a list written by a newer version alone', () => {
    expect(readStoredContent({ format: CONTENT_FORMAT + 1, items: 'something new' })).toEqual({
      kind: 'newer',
      format: CONTENT_FORMAT + 1,
    });
  });

  it.each([{ items: SEED_CONTENT }, { format: 0, items: [] }, { format: 'two', items: [] }, 'list', 3, null])(
    'refuses %j, which is no format it knows',
    (value) => {
      expect(readStoredContent(value)).toEqual({ kind: 'invalid' });
    },
  );
});

describe('the items of a stored list', () => {
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
