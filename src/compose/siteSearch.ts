import { buildSearchIndex, type SearchDocument, type SearchIndex } from '@/features/search/searchIndex';
import type { ArticleSearchEntry } from '@/shared/api/articles';
import type { Locale } from '@/shared/i18n/translate';
import { SEARCHED_CATALOGUES, siteSearchDocuments } from './siteSearchDocuments';

let built: { locale: Locale; articles: readonly ArticleSearchEntry[]; index: SearchIndex } | undefined;

/**
 * The site's search index, built on first use and rebuilt only when the language or the list of
 * published articles (from the server) change. This module (with MiniSearch) is loaded by useSiteSearch when a page first searches, never
 * with a page's first load. It waits for the text it indexes in the reader's language: built before the
 * guide's Yorùbá text had arrived, it held the English words and found nothing for a Yorùbá one. If a
 * translation cannot download (offline), the index is built with the English in its place and not kept,
 * so the next search tries again.
 */
export async function siteSearchIndex(
  locale: Locale,
  articles: readonly ArticleSearchEntry[],
): Promise<SearchIndex> {
  if (built?.locale === locale && built.articles === articles) return built.index;
  const loads = await Promise.allSettled(SEARCHED_CATALOGUES.map((catalogue) => catalogue.load(locale)));
  const index = buildSearchIndex(withEnglish(locale, siteSearchDocuments(locale, articles), articles));
  if (loads.every((load) => load.status === 'fulfilled')) built = { locale, articles, index };
  return index;
}

/**
 * Each page of a translation with its English beside it (issue 27): the index finds what an English
 * search finds, in every language. The English catalogues are in the page already; nothing downloads.
 */
function withEnglish(
  locale: Locale,
  documents: SearchDocument[],
  articles: readonly ArticleSearchEntry[],
): SearchDocument[] {
  if (locale === 'en') return documents;
  const english = new Map(siteSearchDocuments('en', articles).map((document) => [document.id, document]));
  return documents.map((document) => {
    const same = english.get(document.id);
    return same ? { ...document, english: `${same.title} ${same.section} ${same.text}` } : document;
  });
}
