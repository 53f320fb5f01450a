import Table from 'react-bootstrap/Table';
import { selectOfflineItems } from '@/features/content/contentSlice';
import { FEEDBACK_LIMIT, selectFeedbackAnswers } from '@/features/feedback/feedbackSlice';
import { SEARCH_LOG_LIMIT, selectSearchLog } from '@/features/search/searchSlice';
import { useT } from '@/shared/i18n/useT';
import { siteMessages } from '@/shared/site/siteMessages';
import { useAppSelector } from '@/shared/store/hooks';
import { formatCount } from './analyticsData';
import {
  countBy,
  feedbackByPage,
  searchesWithoutResults,
  topSearches,
  type PageFeedbackFigures,
} from './browserFigures';
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
 * The answers to "Is this page useful?", a row per page. Comments are what visitors typed: shown as
 * text, never as HTML.
 */
function PageFeedbackTable({ pages }: { pages: PageFeedbackFigures[] }) {
  const t = useT(adminMessages);
  return (
    <div className="stacked-table-box">
      <Table aria-labelledby="admin-page-feedback" className="align-top stacked-table">
        <thead>
          <tr>
            <th scope="col">{t('figures.feedbackPage')}</th>
            <th scope="col" className="text-end">
              {t('figures.feedbackYes')}
            </th>
            <th scope="col" className="text-end">
              {t('figures.feedbackNo')}
            </th>
            <th scope="col">{t('figures.feedbackComments')}</th>
          </tr>
        </thead>
        <tbody>
          {pages.map(({ page, yes, no, comments }) => (
            <tr key={page}>
              <th scope="row">
                <code>{page}</code>
              </th>
              <td data-label={t('figures.feedbackYes')} className="stacked-table-number">
                {formatCount(yes)}
              </td>
              <td data-label={t('figures.feedbackNo')} className="stacked-table-number">
                {formatCount(no)}
              </td>
              <td data-label={t('figures.feedbackComments')}>
                {comments.length === 0 ? (
                  <span className="text-body-secondary">{t('figures.noComments')}</span>
                ) : (
                  <ul className="mb-0 ps-3">
                    {comments.map((comment, index) => (
                      // The same words may come twice; their place in the list is what tells them apart.
                      <li key={index} className="text-break">
                        {comment}
                      </li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}

/**
 * Real figures, beside the spec's demo ones: what was searched and found nothing in this browser (the
 * search log keeps the latest searches), the content kept here, by status and by section, and the
 * answers to "Is this page useful?" given here.
 */
export function BrowserFigures() {
  const t = useT(adminMessages);
  const tSite = useT(siteMessages);
  const log = useAppSelector(selectSearchLog);
  const items = useAppSelector(selectOfflineItems);
  const answers = useAppSelector(selectFeedbackAnswers);
  const top = topSearches(log);
  const missing = searchesWithoutResults(log);
  const feedback = feedbackByPage(answers);
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
      <h4 id="admin-page-feedback" className="h6 mt-4">
        {t('figures.feedback')}
      </h4>
      <p className="text-body-secondary">
        {t('figures.feedbackNote', { limit: formatCount(FEEDBACK_LIMIT) })}
      </p>
      {feedback.length === 0 ? <p>{t('figures.noFeedback')}</p> : <PageFeedbackTable pages={feedback} />}
    </section>
  );
}
