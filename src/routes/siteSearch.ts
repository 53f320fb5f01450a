import type { ContentItem } from '@/features/content/contentTypes';
import { buildSearchIndex, type SearchIndex } from '@/features/search/searchIndex';
import type { Locale } from '@/shared/i18n/translate';
import { siteSearchDocuments } from './siteSearchDocuments';

let built: { locale: Locale; articles: readonly ContentItem[]; index: SearchIndex } | undefined;

/**
 * The site's search index, built on first use and rebuilt only when the language or the articles
 * change. This module (with MiniSearch) is loaded by useSiteSearch when a page first searches, never
 * with a page's first load.
 */
export function siteSearchIndex(locale: Locale, articles: readonly ContentItem[]): SearchIndex {
  if (built?.locale !== locale || built.articles !== articles) {
    built = { locale, articles, index: buildSearchIndex(siteSearchDocuments(locale, articles)) };
  }
  return built.index;
}
