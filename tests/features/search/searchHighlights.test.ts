import { describe, expect, it } from 'vitest';
import { SEED_SEARCH_ENTRIES } from '../../utils/articleSearchFake';
import { buildSearchIndex, type SearchDocument } from '@/features/search/searchIndex';
import { siteSearchDocuments } from '@/compose/siteSearchDocuments';
import { loadLocale, type Locale } from '@/shared/i18n/translate';

async function siteIndex(locale: Locale) {
  await loadLocale(locale);
  return buildSearchIndex(siteSearchDocuments(locale, SEED_SEARCH_ENTRIES));
}

const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
/** Every highlighted word in the results for `query`, title and passage, as written. */
const marked = (index: Awaited<ReturnType<typeof siteIndex>>, query: string) =>
  index
    .search(query)
    .hits.flatMap((hit) => [...hit.title, ...hit.snippet])
    .filter((part) => part.match)
    .map((part) => part.text);

const oneDocument = (title: string, text = ''): SearchDocument => ({
  id: 'one',
  title,
  section: 'Test',
  text,
  href: '/one',
});

describe('what a result highlights', () => {
  it('for NIN, only NIN and the words it stands for: no TIN, PIN, NIS or Yorùbá ni', async () => {
    const english = await siteIndex('en');
    expect(new Set(marked(english, 'NIN').map(plain))).toEqual(
      new Set(['nin', 'national', 'identification', 'number']),
    );
    // A short word has no typo to forgive: NIN finds no result that is only about TIN.
    expect(english.search('NIN').hits.map((hit) => hit.id)).not.toContain('doc:tin');
    const yoruba = await siteIndex('yo');
    expect(new Set(marked(yoruba, 'NIN').map(plain))).toEqual(
      new Set(['nin', 'national', 'identification', 'number']),
    );
  });

  it('a query word that matched as written lights up only that word, not its look-alikes', () => {
    const index = buildSearchIndex([oneDocument('Bring your being', 'Things to bring along')]);
    const [hit] = index.search('bring').hits;
    expect(hit!.title.filter((part) => part.match).map((part) => part.text)).toEqual(['Bring']);
  });

  it('a typo lights up the whole word it was a typo of, and a beginning the word it begins', async () => {
    const english = await siteIndex('en');
    expect(marked(english, 'identifcation')).toContain('Identification');
    expect(new Set(marked(english, 'passp').map(plain))).toEqual(new Set(['passport']));
  });

  it('keeps tone marks with their letters: a Yorùbá word is found, and marked, whole', async () => {
    const yoruba = await siteIndex('yo');
    // ẹ̀ is ẹ and a combining grave (U+0300), for which Unicode has no one character: a word must not end
    // at the ẹ, leaving its tone mark outside the highlight.
    expect(new Set(marked(yoruba, 'nipase'))).toEqual(new Set(['nípasẹ̀']));
    expect(marked(yoruba, 'sayewo')).toContain('ṣàyẹ̀wò');
    expect(marked(yoruba, 'ṣàyẹ̀wò')).toContain('ṣàyẹ̀wò');
    for (const query of ['NIN', 'sayewo', 'idanimo', 'orile'])
      for (const hit of yoruba.search(query).hits)
        for (const part of [...hit.title, ...hit.snippet])
          expect(part.text, `${query}: a part that starts with a loose tone mark`).not.toMatch(/^\p{M}/u);
  });
});
