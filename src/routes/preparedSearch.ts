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
 * a results page with it, and the browser hydrates that page with the same one (src/main.tsx), so both
 * render the same results. Null elsewhere: the index then downloads when a page first searches.
 */
export const PreparedSearchContext = createContext<PreparedSearch | null>(null);

/**
 * Builds the site's index for `locale` and the published `articles` (the server's ARTICLE_SEARCH_PATH
 * list, the `items` of the page data's `searchArticles`), to be given to PreparedSearchContext.
 */
export async function prepareSiteSearch(
  locale: Locale,
  articles: readonly ArticleSearchEntry[],
): Promise<PreparedSearch> {
  const { siteSearchIndex } = await import('./siteSearch');
  return { locale, articles, index: await siteSearchIndex(locale, articles) };
}
