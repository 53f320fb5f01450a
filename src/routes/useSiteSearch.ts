import { createContext, use, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { selectSearchedArticles, siteSearchStarted } from '@/features/search/articleSearchSlice';
import type { SearchIndex, SearchOutcome } from '@/features/search/searchIndex';
import type { ArticleSearchEntry } from '@/shared/api/articles';
import { selectLocale } from '@/shared/i18n/i18nSlice';
import type { Locale } from '@/shared/i18n/translate';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';

export type SiteSearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'done'; query: string; outcome: SearchOutcome };

/** What a finished search answered, and for which question. */
interface Answer {
  query: string;
  locale: Locale;
  articles: readonly ArticleSearchEntry[];
  result: { status: 'failed' } | { status: 'done'; query: string; outcome: SearchOutcome };
}

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

/**
 * Searches the whole site for `query` (nothing for an empty one): its pages and the published articles.
 * The index, MiniSearch and the articles' list download the first time a page searches, so no page's
 * first load carries them; each new search asks the server whether the list changed if it is more than
 * a few seconds old, and a changed list is indexed again — the last answer stays on screen meanwhile.
 * With a prepared index for the same language, the answer is there in the first render.
 */
export function useSiteSearch(query: string, limit?: number): SiteSearchState {
  const dispatch = useAppDispatch();
  const locale = useAppSelector(selectLocale);
  const listed = useAppSelector(selectSearchedArticles);
  const prepared = use(PreparedSearchContext);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const wanted = query.trim();
  const preparedHere = prepared?.locale === locale ? prepared : null;
  // Until the page fetches a list of its own, the one the page was rendered with is the current one.
  const articles = listed ?? preparedHere?.articles ?? null;
  const ready = preparedHere && preparedHere.articles === articles ? preparedHere.index : null;
  const immediate = useMemo(
    () => (ready && wanted ? ready.search(wanted, limit) : undefined),
    [ready, wanted, limit],
  );

  // A search starting — new words, or the same ones sent again (a new history entry): the list is
  // fetched, or checked if it is old (src/app/articleSearchRefresh.ts).
  const { key: searchedAt } = useLocation();
  useEffect(() => {
    if (wanted) dispatch(siteSearchStarted());
  }, [wanted, searchedAt, dispatch]);

  useEffect(() => {
    if (!wanted || ready || !articles) return;
    let current = true;
    const answerWith = (result: Answer['result']) => {
      if (current) setAnswer({ query: wanted, locale, articles, result });
    };
    import('./siteSearch')
      .then(({ siteSearchIndex }) => siteSearchIndex(locale, articles))
      .then(
        (index) => answerWith({ status: 'done', query: wanted, outcome: index.search(wanted, limit) }),
        () => answerWith({ status: 'failed' }),
      );
    return () => {
      current = false;
    };
  }, [wanted, locale, articles, limit, ready]);

  // The answer for this question, though perhaps from the list before the latest: it is replaced as
  // soon as the new list is indexed, without a "searching" flash in between.
  const answered = answer?.query === wanted && answer.locale === locale ? answer.result : undefined;
  // Likewise the prepared index, when the page has since fetched a newer list than it was rendered with.
  const earlier = useMemo(
    () =>
      !ready && !answered && preparedHere && wanted ? preparedHere.index.search(wanted, limit) : undefined,
    [ready, answered, preparedHere, wanted, limit],
  );

  if (!wanted) return { status: 'idle' };
  if (immediate) return { status: 'done', query: wanted, outcome: immediate };
  if (answered) return answered;
  if (earlier) return { status: 'done', query: wanted, outcome: earlier };
  return { status: 'loading' };
}
