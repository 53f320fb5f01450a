import { beforeAll, describe, expect, it } from 'vitest';
import { POPULAR_SEARCHES } from '@/features/search/SearchForm';
import { searchMessages } from '@/features/search/messages';
import { siteSearchIndex } from '@/compose/siteSearch';
import { LOCALES, loadLocale, translate } from '@/shared/i18n/translate';

// Every language's index, built as a page in that language builds it (its text, with the English beside).
beforeAll(() => Promise.all(LOCALES.map(loadLocale)));

const hitsOf = async (locale: (typeof LOCALES)[number], query: string) =>
  (await siteSearchIndex(locale, [])).search(query).hits.map((hit) => hit.href);

describe('search in every language finds what an English search finds (issue 27)', () => {
  it.each(LOCALES)('%s: each popular search, in its own words, finds something', async (locale) => {
    for (const key of POPULAR_SEARCHES) {
      const query = translate(searchMessages, locale, key);
      expect(await hitsOf(locale, query), `${locale} "${query}"`).not.toEqual([]);
    }
  });

  it.each(LOCALES)('%s: the English word "passport" finds the passport', async (locale) => {
    expect(await hitsOf(locale, 'passport')).toContain('/documents#doc-passport');
  });

  it('Hausa finds the passport written as people type it: fasfo, fásífò, passport', async () => {
    for (const query of ['fasfo', 'fásífò', 'FASFO', 'passport'])
      expect(await hitsOf('ha', query), query).toContain('/documents#doc-passport');
  });

  it('hooked letters need not be typed: "katin zabe" finds what "katin zaɓe" finds', async () => {
    const hooked = await hitsOf('ha', 'katin zaɓe');
    expect(hooked).not.toEqual([]);
    expect(await hitsOf('ha', 'katin zabe')).toEqual(hooked);
  });

  it('Yorùbá finds the passport with or without tone marks', async () => {
    for (const query of ['ìwé ìrìnnà', 'iwe irinna', 'passport'])
      expect(await hitsOf('yo', query), query).toContain('/documents#doc-passport');
  });
});
