import { Link } from 'react-router-dom';
import { useAppSelector } from '@/shared/store/hooks';
import { selectLocale } from '@/shared/i18n/i18nSlice';
import { pluralForm } from '@/shared/i18n/translate';
import { useT } from '@/shared/i18n/useT';
import { PATHS, searchPath } from '@/shared/site/paths';
import { HighlightedText } from './HighlightedText';
import { resultsMessages } from './resultsMessages';
import type { SearchHit, SearchOutcome } from './searchIndex';
import { PopularSearches } from './SearchForm';

/** One result: its title as a link, where it sits on the site, and the passage that matched. */
function SearchResultItem({ hit }: { hit: SearchHit }) {
  return (
    <li className="search-result mb-4">
      <p className="small text-body-secondary mb-1">{hit.section}</p>
      <h2 className="h5 mb-1">
        <Link to={hit.href}>
          <HighlightedText parts={hit.title} />
        </Link>
      </h2>
      <p className="mb-0">
        <HighlightedText parts={hit.snippet} />
      </p>
    </li>
  );
}

/**
 * What a search found: a count and the results, or — when nothing matched — a plain "no results", a
 * close spelling if the index has one, and ways on (the NIN guide, the documents, the popular searches).
 */
export function SearchResults({
  query,
  outcome,
  countAs = 'p',
}: {
  query: string;
  outcome: SearchOutcome;
  /** The count is the results page's status line; elsewhere (not-found page) it is a heading. */
  countAs?: 'p' | 'h2';
}) {
  const t = useT(resultsMessages);
  const locale = useAppSelector(selectLocale);
  const { hits, suggestion } = outcome;
  if (hits.length === 0) {
    return (
      <div>
        <p className="lead">{t('results.none', { query })}</p>
        {suggestion && (
          <p>
            {t('results.suggestion')} <Link to={searchPath(suggestion, 'results')}>{suggestion}</Link>?
          </p>
        )}
        <p className="mb-2">{t('results.tryThese')}</p>
        <ul className="mb-3">
          <li>
            <Link to={PATHS.ninGuide}>{t('results.ninGuide')}</Link>
          </li>
          <li>
            <Link to={PATHS.documents}>{t('results.documents')}</Link>
          </li>
        </ul>
        <PopularSearches />
      </div>
    );
  }
  const Count = countAs;
  return (
    <>
      <Count className={countAs === 'h2' ? 'h5' : 'fw-semibold'}>
        {t(`results.count.${pluralForm(locale, hits.length)}`, { count: hits.length, query })}
      </Count>
      <ol className="list-unstyled mt-3" aria-label={t('results.list')}>
        {hits.map((hit) => (
          <SearchResultItem key={hit.id} hit={hit} />
        ))}
      </ol>
    </>
  );
}
