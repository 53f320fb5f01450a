import { createContext, use, useEffect, useMemo, useState } from 'react';
import { SEED_CONTENT } from '@/features/content/seedContent';
import type { ContentItem } from '@/features/content/contentTypes';
import type { SearchIndex, SearchOutcome } from '@/features/search/searchIndex';
import { selectLocale } from '@/shared/i18n/i18nSlice';
import type { Locale } from '@/shared/i18n/translate';
import { useAppSelector } from '@/shared/store/hooks';

export type SiteSearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'done'; query: string; outcome: SearchOutcome };

/** What a finished search answered, and for which question. */
interface Answer {
  query: string;
  locale: Locale;
  articles: readonly ContentItem[];
  result: { status: 'failed' } | { status: 'done'; query: string; outcome: SearchOutcome };
}

/** An index built before rendering, for the language and articles it holds. */
export interface PreparedSearch {
  locale: Locale;
  articles: readonly ContentItem[];
  index: SearchIndex;
}

/**
 * The index built before the first render, when the page must show results at once: the server renders
 * a results page with it, and the browser hydrates that page with the same one (src/main.tsx), so both
 * render the same results. Null elsewhere: the index then downloads when a page first searches.
 */
export const PreparedSearchContext = createContext<PreparedSearch | null>(null);

/** Builds the site's index for `locale` and `articles`, to be given to PreparedSearchContext. */
export async function prepareSiteSearch(
  locale: Locale,
  articles: readonly ContentItem[],
): Promise<PreparedSearch> {
  const { siteSearchIndex } = await import('./siteSearch');
  return { locale, articles, index: await siteSearchIndex(locale, articles) };
}

/**
 * The same articles, item for item: the stored list read at start is a new list, holding the very same
 * items when nothing was stored, and the index built for them still answers for it.
 */
function sameItems(a: readonly ContentItem[], b: readonly ContentItem[]): boolean {
  return a === b || (a.length === b.length && a.every((item, i) => item === b[i]));
}

/**
 * Searches the whole site for `query` (nothing for an empty one). The index and MiniSearch download the
 * first time a page searches, so no page's first load carries them; until the answer to this very
 * question arrives, the state is "loading". With a prepared index for the same language and articles,
 * the answer is there in the first render.
 */
export function useSiteSearch(query: string, limit?: number): SiteSearchState {
  const locale = useAppSelector(selectLocale);
  const articles = SEED_CONTENT;
  const prepared = use(PreparedSearchContext);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const wanted = query.trim();
  const ready = prepared?.locale === locale && sameItems(prepared.articles, articles) ? prepared.index : null;
  const immediate = useMemo(
    () => (ready && wanted ? ready.search(wanted, limit) : undefined),
    [ready, wanted, limit],
  );

  useEffect(() => {
    if (!wanted || ready) return;
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

  if (!wanted) return { status: 'idle' };
  if (immediate) return { status: 'done', query: wanted, outcome: immediate };
  const answersThis = answer?.query === wanted && answer.locale === locale && answer.articles === articles;
  return answersThis ? answer.result : { status: 'loading' };
}
