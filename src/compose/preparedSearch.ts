import { createContext } from 'react';
import type { SearchIndex } from '@/features/search/searchIndex';
import type { ArticleSearchEntry } from '@/shared/api/articles';
import type { Locale } from '@/shared/i18n/translate';

/** An index built before rendering, for the language and the published articles it holds. */
export interface PreparedSearch {
  locale: Locale;
  articles: readonly ArticleSearchEntry[];
  index: SearchIndex;
}

/**
 * The index built before the first render, when the page must show results at once: the server renders
 * every page with it (a results page, the not-found page's suggestions). Null in the browser: the index
 * downloads when a page first searches there.
 */
export const PreparedSearchContext = createContext<PreparedSearch | null>(null);

/**
 * In the browser, the history entry (its location key) whose page the server rendered, search results
 * included: while that entry is shown, the results page and the not-found page's suggestions are shown
 * as they came (StaticHtml) rather than loading the index to find them again (issue 30). Null elsewhere.
 */
export const ServedSearchContext = createContext<string | null>(null);

/**
 * Builds the site's index for `locale` and the published `articles` (the server's ARTICLE_SEARCH_PATH
 * list), to be given to PreparedSearchContext.
 */
export async function prepareSiteSearch(
  locale: Locale,
  articles: readonly ArticleSearchEntry[],
): Promise<PreparedSearch> {
  const { siteSearchIndex } = await import('./siteSearch');
  return { locale, articles, index: await siteSearchIndex(locale, articles) };
}
