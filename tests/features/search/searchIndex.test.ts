import { describe, expect, it } from 'vitest';
import { SEED_SEARCH_ENTRIES } from '../../utils/articleSearchFake';
import { snippet } from '@/features/search/highlight';
import { buildSearchIndex } from '@/features/search/searchIndex';
import { siteSearchDocuments } from '@/compose/siteSearchDocuments';

const index = buildSearchIndex(siteSearchDocuments('en', SEED_SEARCH_ENTRIES));
const titles = (query: string) =>
  index.search(query).hits.map((hit) => hit.title.map((p) => p.text).join(''));
const hrefs = (query: string) => index.search(query).hits.map((hit) => hit.href);

describe('site search index', () => {
  it('finds the NIN guide for "NIN", first', () => {
    expect(hrefs('NIN')[0]).toBe('/documents/nin');
    expect(hrefs('NIN').some((href) => href.startsWith('/documents/nin?tab='))).toBe(true);
  });

  it('ranks a title match above a mention in the text', () => {
    // "passport" is the title of the passport entries and only a word in other texts.
    expect(titles('passport').slice(0, 2)).toEqual(expect.arrayContaining(['Passport']));
    expect(titles('passport')[0]).toMatch(/passport/i);
  });

  it('tolerates typos and matches word prefixes', () => {
    expect(titles('identifcation')).toContain('National Identification Number (NIN)');
    expect(hrefs('identifcation')).toContain('/documents/nin');
    expect(titles('passp')[0]).toMatch(/passport/i);
  });

  it.each([
    ['NIN', 'national identification number'],
    ['BVN', 'bank verification number'],
    ['TIN', 'tax identification number'],
    ['INEC', "voter's card"],
    ['CAC', 'business registration'],
    ['FRSC', "driver's licence"],
  ])('searches abbreviations both ways: %s and %s', (short, long) => {
    const byShort = new Set(hrefs(short));
    const byLong = hrefs(long);
    expect(byLong.length).toBeGreaterThan(0);
    expect(byLong.some((href) => byShort.has(href))).toBe(true);
  });

  it('says which coming-soon documents are not written yet and leads to their card', () => {
    const [passport] = index.search('passport').hits.filter((hit) => hit.id === 'doc:passport');
    expect(passport?.href).toBe('/documents#doc-passport');
    expect(passport?.snippet.map((p) => p.text).join('')).toContain('Guide coming soon.');
  });

  it('opens each guide section on its own tab', () => {
    const fees = index.search('modification fee').hits.find((hit) => hit.href.includes('?tab='));
    expect(fees?.href).toBe('/documents/nin?tab=requirements#nin-requirements-fees');
  });

  it("finds the server's published articles, at their slug's address", () => {
    expect(hrefs('three tiers')).toContain('/articles/the-three-tiers-of-government-in-nigeria');
    const withNew = buildSearchIndex(
      siteSearchDocuments('en', [
        ...SEED_SEARCH_ENTRIES,
        {
          slug: 'zebra-crossings',
          title: 'Zebra crossings',
          summary: 'Where to cross.',
          category: 'rights',
          text: 'Look both ways.',
        },
      ]),
    );
    expect(withNew.search('zebra').hits.map((hit) => hit.href)).toEqual(['/articles/zebra-crossings']);
    expect(withNew.search('both ways').hits.map((hit) => hit.href)).toContain('/articles/zebra-crossings');
  });

  it('treats markup in a query as words, and marks matches as text', () => {
    const { hits } = index.search('<img src=x onerror=alert(1)> passport');
    expect(hits.length).toBeGreaterThan(0);
    for (const hit of hits)
      for (const part of [...hit.title, ...hit.snippet]) expect(part.text).not.toContain('<img');
  });

  it('suggests a close spelling when nothing matches', () => {
    // Two letters swapped in a short word is more than typo tolerance allows.
    expect(index.search('pasprot')).toEqual({ hits: [], suggestion: 'passport' });
    const none = index.search('qqqqqq');
    expect(none.hits).toEqual([]);
    expect(index.search('').hits).toEqual([]);
  });
});

describe('snippet', () => {
  it('cuts around the first match at word boundaries and marks it', () => {
    const text = `${'word '.repeat(60)}the passport office ${'more '.repeat(60)}`;
    const parts = snippet(text, new Set(['passport']), 80);
    const joined = parts.map((p) => p.text).join('');
    expect(joined.startsWith('…')).toBe(true);
    expect(joined.endsWith('…')).toBe(true);
    expect(parts.filter((p) => p.match).map((p) => p.text)).toEqual(['passport']);
  });
});
