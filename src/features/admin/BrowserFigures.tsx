import { selectContentItems } from '@/features/content/contentSlice';
import { SEARCH_LOG_LIMIT, selectSearchLog } from '@/features/search/searchSlice';
import { useT } from '@/shared/i18n/useT';
import { siteMessages } from '@/shared/site/siteMessages';
import { useAppSelector } from '@/shared/store/hooks';
import { formatCount } from './analyticsData';
import { countBy, searchesWithoutResults, topSearches } from './browserFigures';
import { adminMessages } from './messages';

/** A titled list of labels, each with its count. */
function Counts({ title, counts }: { title: string; counts: { label: string; count: number }[] }) {
  return (
    <div>
      <h4 className="h6">{title}</h4>
      <dl className="admin-counts">
        {counts.map(({ label, count }) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{formatCount(count)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/**
 * Real figures, beside the spec's demo ones: what was searched and found nothing in this browser (the
 * search log keeps the latest searches), and the content kept here, by status and by section.
 */
export function BrowserFigures() {
  const t = useT(adminMessages);
  const tSite = useT(siteMessages);
  const log = useAppSelector(selectSearchLog);
  const items = useAppSelector(selectContentItems);
  const top = topSearches(log);
  const missing = searchesWithoutResults(log);
  return (
    <section aria-labelledby="admin-browser-figures" className="mt-5">
      <h3 id="admin-browser-figures" className="h4">
        {t('figures.title')}
      </h3>
      <p className="text-body-secondary">{t('figures.note', { limit: SEARCH_LOG_LIMIT })}</p>
      <div className="admin-figures">
        <div>
          <h4 className="h6">{t('figures.topSearches')}</h4>
          {top.length === 0 ? (
            <p>{t('figures.noSearches')}</p>
          ) : (
            <ol aria-label={t('figures.topSearches')}>
              {top.map(({ query, count }) => (
                <li key={query} className="text-break">
                  {t('figures.searchCount', { query, count: formatCount(count) })}
                </li>
              ))}
            </ol>
          )}
        </div>
        <div>
          <h4 className="h6">{t('figures.noResults')}</h4>
          {missing.length === 0 ? (
            <p>{t('figures.allFound')}</p>
          ) : (
            <ul aria-label={t('figures.noResults')}>
              {missing.map((query) => (
                <li key={query} className="text-break">
                  {query}
                </li>
              ))}
            </ul>
          )}
        </div>
        <Counts
          title={t('figures.byStatus')}
          counts={countBy(items, 'status').map(({ value, count }) => ({
            label: t(`figures.status.${value}`),
            count,
          }))}
        />
        <Counts
          title={t('figures.byCategory')}
          counts={countBy(items, 'category').map(({ value, count }) => ({
            label: tSite(`cat.${value}`),
            count,
          }))}
        />
      </div>
    </section>
  );
}
