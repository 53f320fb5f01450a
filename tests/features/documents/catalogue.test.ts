import { describe, expect, it } from 'vitest';
import { DOCUMENT_CATALOGUE, documentsIn } from '@/features/documents/catalogue';
import { documentsMessages, type DocumentsMessageKey } from '@/features/documents/messages';
import { translate } from '@/shared/i18n/translate';

// SPEC §3, word for word.
const SPEC_CATALOGUE = [
  ['NIN', 'identity', 'complete'],
  ['BVN', 'identity', 'coming-soon'],
  ['Passport', 'identity', 'coming-soon'],
  ["Driver's license", 'identity', 'coming-soon'],
  ["Voter's card", 'identity', 'coming-soon'],
  ['TIN', 'business', 'coming-soon'],
  ['Business registration', 'business', 'coming-soon'],
  ['Birth certificate', 'civil', 'coming-soon'],
  ['Marriage certificate', 'civil', 'coming-soon'],
  ['Police character certificate', 'civil', 'coming-soon'],
];

const english = (key: DocumentsMessageKey) => translate(documentsMessages, 'en', key);

describe('document catalogue', () => {
  it('holds exactly the ten entries of SPEC §3 with their categories and statuses', () => {
    expect(
      DOCUMENT_CATALOGUE.map((entry) => [english(entry.titleKey), entry.category, entry.status]),
    ).toEqual(SPEC_CATALOGUE);
  });

  it('gives every entry a description and a distinct href under /documents', () => {
    for (const entry of DOCUMENT_CATALOGUE) {
      expect(english(entry.descriptionKey).length).toBeGreaterThan(20);
      expect(entry.href).toMatch(/^\/documents\/[a-z-]+$/);
    }
    expect(new Set(DOCUMENT_CATALOGUE.map((entry) => entry.href)).size).toBe(10);
  });

  it('links the one complete entry to the NIN guide', () => {
    expect(DOCUMENT_CATALOGUE.filter((entry) => entry.status === 'complete')).toEqual([
      expect.objectContaining({ id: 'nin', href: '/documents/nin' }),
    ]);
  });

  it.each([
    ['all', 10],
    ['identity', 5],
    ['business', 2],
    ['civil', 3],
  ] as const)('filters %s to %i entries', (filter, count) => {
    const entries = documentsIn(filter);
    expect(entries).toHaveLength(count);
    if (filter !== 'all') expect(entries.every((entry) => entry.category === filter)).toBe(true);
  });
});
