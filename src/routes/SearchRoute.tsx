import { use, useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { resultsMessages } from '@/features/search/resultsMessages';
import { SearchForm } from '@/features/search/SearchForm';
import { SearchResults, useResultCount } from '@/features/search/SearchResults';
import { useT } from '@/shared/i18n/useT';
import { searchedWords } from '@/shared/api/search';
import { StaticHtml } from '@/shared/components/StaticHtml';
import { ServedSearchContext } from '@/compose/preparedSearch';
import { useSiteSearch, type SiteSearchState } from '@/compose/useSiteSearch';

/** The one-line summary a screen reader hears when results arrive. */
function useStatusLine(state: SiteSearchState): string {
  const t = useT(resultsMessages);
  const resultCount = useResultCount();
  switch (state.status) {
    case 'idle':
      return '';
    case 'loading':
      return t('results.loading');
    case 'failed':
      return t('results.failed');
    case 'done': {
      const count = state.outcome.hits.length;
      return count === 0 ? t('results.none', { query: state.query }) : resultCount(count, state.query);
    }
  }
}

/**
 * /search?q=…: every search box submits here. Each search is counted once on the server (with whether
 * it found anything, for the admin's figures), however often the page re-renders.
 */
export function SearchRoute() {
  const t = useT(resultsMessages);
  const [params] = useSearchParams();
  const location = useLocation();
  const query = searchedWords(params.get('q'));
  // The results the server rendered into this page are shown as they came, and counted there: the
  // index downloads only when the person searches again (a new history entry, even for the same words).
  const showsServed = use(ServedSearchContext) === location.key;
  const state = useSiteSearch(showsServed ? '' : query);
  const statusLine = useStatusLine(state);

  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (state.status !== 'done' || state.query !== query || recorded.current === location.key) return;
    recorded.current = location.key;
    // Counted on the server (its code fetched now, not with the page); a visitor's query is never
    // written to the console or any log, nor kept in this browser.
    const found = state.outcome.hits.length > 0;
    import('@/shared/lib/visitBeacon').then(
      (beacon) => beacon.countSearch(window, query, found),
      () => undefined,
    );
  }, [state, query, location.key]);

  return (
    <div className="container-xl py-4 guide-text">
      <h1 className="display-6 fw-bold mb-3">{t('results.title')}</h1>
      <div className="mb-4">
        <SearchForm source="results" query={query} />
      </div>
      <StaticHtml from={showsServed}>
        <div role="status" aria-live="polite" className="visually-hidden">
          {statusLine}
        </div>
        {state.status === 'idle' && <p>{t('results.empty')}</p>}
        {state.status === 'loading' && <p aria-hidden="true">{t('results.loading')}</p>}
        {state.status === 'failed' && <p className="text-danger-emphasis">{t('results.failed')}</p>}
        {state.status === 'done' && <SearchResults query={state.query} outcome={state.outcome} />}
      </StaticHtml>
    </div>
  );
}
