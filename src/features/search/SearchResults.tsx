import { Link } from 'react-router-dom';
import { useAppSelector } from '@/shared/store/hooks';
import { selectLocale } from '@/shared/i18n/i18nSlice';
import { pluralForm } from '@/shared/i18n/plural';
import { useT } from '@/shared/i18n/useT';
import { PATHS, searchPath } from '@/shared/site/paths';
import { HighlightedText } from './HighlightedText';
import { resultsMessages } from './resultsMessages';
import type { SearchHit, SearchOutcome } from './searchIndex';
import { PopularSearches } from './SearchForm';

/** One result: its title as a link, where it sits on the site, and the passage that matched. */
function SearchResultItem({ hit, heading: Heading }: { hit: SearchHit; heading: 'h2' | 'h3' }) {
  return (
    <li className="search-result mb-4">
      <p className="small text-body-secondary mb-1">{hit.section}</p>
      <Heading className="h5 mb-1">
        <Link to={hit.href}>
          {/* On a phone a link alone in a heading is a flex box, to make it a 44 px target (theme.css):
              its text is one flex item, so the words and marks inside it flow as one line of text and
              wrap only between words. Each mark as a flex item of its own was laid out as a box. */}
          <span>
            <HighlightedText parts={hit.title} />
          </span>
        </Link>
      </Heading>
      <p className="mb-0">
        <HighlightedText parts={hit.snippet} />
      </p>
    </li>
  );
}

/** "5 results for “passport”", in the visitor's language and its plural rules. */
export function useResultCount(): (count: number, query: string) => string {
  const t = useT(resultsMessages);
  const locale = useAppSelector(selectLocale);
  return (count, query) => t(`results.count.${pluralForm(locale, count)}`, { count, query });
}

/** Links to the guides that are written: the way on from a search that found nothing, or a missing page. */
export function ReadyGuides() {
  const t = useT(resultsMessages);
  return (
    <ul className="mb-3">
      <li>
        <Link to={PATHS.ninGuide} className="d-inline-block py-2">
          {t('results.ninGuide')}
        </Link>
      </li>
      <li>
        <Link to={PATHS.documents} className="d-inline-block py-2">
          {t('results.documents')}
        </Link>
      </li>
    </ul>
  );
}

/**
 * What a search found: a count and the results, or — when nothing matched — a plain "no results", a
 * close spelling if the index has one, and ways on (the NIN guide, the documents, the popular searches).
 */
export function SearchResults({
  query,
  outcome,
  headingLevel = 'h2',
}: {
  query: string;
  outcome: SearchOutcome;
  /** Each result's title: h2 on the results page, h3 inside a section (the not-found page's). */
  headingLevel?: 'h2' | 'h3';
}) {
  const t = useT(resultsMessages);
  const resultCount = useResultCount();
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
        <ReadyGuides />
        <PopularSearches />
      </div>
    );
  }
  return (
    <>
      <p className="fw-semibold">{resultCount(hits.length, query)}</p>
      <ol className="list-unstyled mt-3" aria-label={t('results.list')}>
        {hits.map((hit) => (
          <SearchResultItem key={hit.id} hit={hit} heading={headingLevel} />
        ))}
      </ol>
    </>
  );
}
