import { use } from 'react';
import { useLocation } from 'react-router-dom';
import { SearchForm } from '@/features/search/SearchForm';
import { ReadyGuides, SearchResults } from '@/features/search/SearchResults';
import { MessagePage } from '@/shared/components/MessagePage';
import { useT } from '@/shared/i18n/useT';
import { PATHS } from '@/shared/site/paths';
import { pageMessages } from '@/shared/site/pageMessages';
import { StaticHtml } from '@/shared/components/StaticHtml';
import { ServedSearchContext } from '@/compose/preparedSearch';
import { useSiteSearch } from '@/compose/useSiteSearch';
import { lastOf } from '@/shared/lib/lists';

/** The words of a missing address's last part: /documents/drivers-license → "drivers license". */
function wordsOfPath(pathname: string): string {
  const last = lastOf(pathname.split('/').filter(Boolean)) ?? '';
  let decoded = last;
  try {
    decoded = decodeURIComponent(last);
  } catch {
    // A malformed escape stays as typed.
  }
  return decoded
    .split(/[-_.+\s]+/)
    .filter((word) => /\p{L}/u.test(word))
    .join(' ');
}

/**
 * SPEC §2/§8: every unknown path, and every section not written yet — with a way on: a search box holding
 * the words of the missing address, its top results, and the guides that exist.
 */
export function NotFoundRoute() {
  const t = useT(pageMessages);
  const location = useLocation();
  const words = wordsOfPath(location.pathname);
  // Suggestions the server rendered into this page are shown as they came, with no index downloaded.
  const showsServed = use(ServedSearchContext) === location.key;
  const search = useSiteSearch(showsServed ? '' : words, 5);
  return (
    <>
      <MessagePage
        title={t('notFound.title')}
        body={t('notFound.body')}
        primary={{ to: PATHS.home, label: t('notFound.home') }}
        secondary={{ to: PATHS.contact, label: t('notFound.support') }}
      />
      <section className="container-xl pb-5 guide-text mx-auto" aria-labelledby="not-found-search">
        <h2 id="not-found-search" className="h4">
          {t('notFound.searchTitle')}
        </h2>
        <SearchForm source="not-found" query={words} />
        <StaticHtml from={showsServed}>
          {search.status === 'done' && search.outcome.hits.length > 0 && (
            <div className="mt-4">
              <SearchResults query={search.query} outcome={search.outcome} headingLevel="h3" />
            </div>
          )}
        </StaticHtml>
        <p className="mt-4 mb-2">{t('notFound.waysOn')}</p>
        <ReadyGuides />
      </section>
    </>
  );
}
