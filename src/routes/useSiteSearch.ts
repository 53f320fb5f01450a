import { useEffect, useState } from 'react';
import { selectContentItems } from '@/features/content/contentSlice';
import type { ContentItem } from '@/features/content/contentTypes';
import type { SearchOutcome } from '@/features/search/searchIndex';
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

/**
 * Searches the whole site for `query` (nothing for an empty one). The index and MiniSearch download the
 * first time a page searches, so no page's first load carries them; until the answer to this very
 * question arrives, the state is "loading".
 */
export function useSiteSearch(query: string, limit?: number): SiteSearchState {
  const locale = useAppSelector(selectLocale);
  const articles = useAppSelector(selectContentItems);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const wanted = query.trim();

  useEffect(() => {
    if (!wanted) return;
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
  }, [wanted, locale, articles, limit]);

  if (!wanted) return { status: 'idle' };
  const answersThis = answer?.query === wanted && answer.locale === locale && answer.articles === articles;
  return answersThis ? answer.result : { status: 'loading' };
}
