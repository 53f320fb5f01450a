import { use, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { selectSearchedArticles, siteSearchStarted } from '@/features/search/articleSearchSlice';
import type { SearchOutcome } from '@/features/search/searchIndex';
import type { ArticleSearchEntry } from '@/shared/api/articles';
import { selectLocale } from '@/shared/i18n/i18nSlice';
import type { Locale } from '@/shared/i18n/translate';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { PreparedSearchContext } from './preparedSearch';

// The prepared index lives apart (preparedSearch.ts): the entry needs it, and this hook only the pages
// that search.
export { PreparedSearchContext, prepareSiteSearch, type PreparedSearch } from './preparedSearch';

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
