import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import type { ReactNode } from 'react';
import type { FeedbackCounts } from '@/shared/api/feedbackInbox';
import { FIGURES_DAYS, type VisitFigures } from '@/shared/api/visits';
import { formatCalendarDate } from '@/shared/i18n/formatDates';
import { selectLocale } from '@/shared/i18n/i18nSlice';
import { useT } from '@/shared/i18n/useT';
import { siteMessages } from '@/shared/site/siteMessages';
import { useAppSelector } from '@/shared/store/hooks';
import { formatCount } from './analyticsData';
import { usePageFeedbackCountsQuery, useVisitFiguresQuery } from './analyticsApi';
import { adminMessages } from './messages';
import { StatCards } from './StatCards';

/** A block of the figures: its heading, and what to say when it has nothing yet. */
function Block({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  empty?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <h4 id={id} className="h6">
        {title}
      </h4>
      {empty ?? children}
    </div>
  );
}

/** Labels with their counts, in the order given (a term and its number on one line). */
function Counts({ labelledBy, counts }: { labelledBy: string; counts: { label: string; count: number }[] }) {
  return (
    <dl className="admin-counts" aria-labelledby={labelledBy}>
      {counts.map(({ label, count }) => (
        <div key={label}>
          <dt className="fw-normal text-break">{label}</dt>
          <dd>{formatCount(count)}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The page views of each day as bars, for the eye only (aria-hidden): the table below it says the same
 * to everyone. Drawn with SVG attributes, no inline styles (the Content-Security-Policy has none).
 */
function ViewsChart({ days }: { days: VisitFigures['days'] }) {
  const most = Math.max(1, ...days.map((day) => day.views));
  return (
    <svg
      className="admin-chart"
      viewBox={`0 0 ${days.length * 10} 100`}
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      {days.map(({ day, views }, index) => {
        const height = views === 0 ? 0 : Math.max(2, (views / most) * 100);
        return <rect key={day} x={index * 10 + 1} y={100 - height} width={8} height={height} />;
      })}
    </svg>
  );
}

/** The views per day: the chart, and the same figures as a table (most recent day first). */
function ViewsOverTime({ days }: { days: VisitFigures['days'] }) {
  const t = useT(adminMessages);
  const locale = useAppSelector(selectLocale);
  return (
    <>
      <ViewsChart days={days} />
      <details className="mt-2">
        <summary>{t('real.asTable')}</summary>
        <div className="stacked-table-box">
          <Table aria-labelledby="admin-views-per-day" className="align-middle stacked-table mb-0">
            <thead>
              <tr>
                <th scope="col">{t('real.day')}</th>
                <th scope="col" className="text-end">
                  {t('analytics.views')}
                </th>
              </tr>
            </thead>
            <tbody>
              {[...days].reverse().map(({ day, views }) => (
                <tr key={day}>
                  <th scope="row" className="fw-normal">
                    {formatCalendarDate(day, locale)}
                  </th>
                  <td data-label={t('analytics.views')} className="stacked-table-number">
                    {formatCount(views)}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      </details>
    </>
  );
}

/** The answers to "Is this page useful?" and the translation reports, per page (the feedback inbox's counts). */
function FeedbackPerPage({ counts }: { counts: FeedbackCounts }) {
  const t = useT(adminMessages);
  if (counts.pages.length === 0) return <p>{t('figures.noFeedback')}</p>;
  return (
    <div className="stacked-table-box">
      <Table aria-labelledby="admin-page-feedback" className="align-middle stacked-table">
        <thead>
          <tr>
            <th scope="col">{t('figures.feedbackPage')}</th>
            <th scope="col" className="text-end">
              {t('figures.feedbackYes')}
            </th>
            <th scope="col" className="text-end">
              {t('figures.feedbackNo')}
            </th>
            <th scope="col" className="text-end">
              {t('real.reports')}
            </th>
          </tr>
        </thead>
        <tbody>
          {counts.pages.map(({ page, yes, no, reports }) => (
            <tr key={page}>
              <th scope="row">
                <code className="text-break">{page}</code>
              </th>
              <td data-label={t('figures.feedbackYes')} className="stacked-table-number">
                {formatCount(yes)}
              </td>
              <td data-label={t('figures.feedbackNo')} className="stacked-table-number">
                {formatCount(no)}
              </td>
              <td data-label={t('real.reports')} className="stacked-table-number">
                {formatCount(reports)}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}

/** Searched words with how often, most first; visitors' words shown as text. */
function Queries({ labelledBy, queries }: { labelledBy: string; queries: VisitFigures['searches'] }) {
  const t = useT(adminMessages);
  return (
    <ol aria-labelledby={labelledBy}>
      {queries.map(({ query, searches }) => (
        <li key={query} className="text-break">
          {t('figures.searchCount', { query, count: formatCount(searches) })}
        </li>
      ))}
    </ol>
  );
}

/** The server's figures, once they have arrived. */
function Figures({ figures }: { figures: VisitFigures }) {
  const t = useT(adminMessages);
  const tSite = useT(siteMessages);
  const locale = useAppSelector(selectLocale);
  const views = figures.days.reduce((sum, day) => sum + day.views, 0);
  const stats = [
    { label: t('analytics.pageViews'), value: formatCount(views) },
    { label: t('real.visitors'), value: formatCount(figures.visitors) },
  ];
  return (
    <>
      <p className="text-body-secondary">
        {t('real.period', {
          from: formatCalendarDate(figures.from, locale),
          to: formatCalendarDate(figures.to, locale),
        })}
      </p>
      <StatCards label={t('real.summary', { days: FIGURES_DAYS })} stats={stats} />
      <h4 id="admin-views-per-day" className="h6 mt-4">
        {t('real.viewsPerDay')}
      </h4>
      <ViewsOverTime days={figures.days} />
      <div className="admin-figures mt-4">
        <Block
          id="admin-real-pages"
          title={t('real.topPages')}
          {...(figures.pages.length === 0 && { empty: t('real.noViews') })}
        >
          <Counts
            labelledBy="admin-real-pages"
            counts={figures.pages.map(({ path, views: count }) => ({ label: path, count }))}
          />
        </Block>
        <Block
          id="admin-real-languages"
          title={t('real.byLanguage')}
          {...(figures.languages.length === 0 && { empty: t('real.noViews') })}
        >
          <Counts
            labelledBy="admin-real-languages"
            counts={figures.languages.map(({ language, views: count }) => ({
              label: tSite(`lang.${language}`),
              count,
            }))}
          />
        </Block>
        <Block
          id="admin-real-referrers"
          title={t('real.referrers')}
          {...(figures.referrers.length === 0 && { empty: t('real.noReferrers') })}
        >
          <Counts
            labelledBy="admin-real-referrers"
            counts={figures.referrers.map(({ domain, views: count }) => ({ label: domain, count }))}
          />
        </Block>
        <Block
          id="admin-real-searches"
          title={t('figures.topSearches')}
          {...(figures.searches.length === 0 && { empty: t('figures.noSearches') })}
        >
          <Queries labelledBy="admin-real-searches" queries={figures.searches} />
        </Block>
        <Block
          id="admin-real-missing"
          title={t('figures.noResults')}
          {...(figures.noResults.length === 0 && { empty: t('figures.allFound') })}
        >
          <p className="text-body-secondary small">{t('real.noResultsNote')}</p>
          <Queries labelledBy="admin-real-missing" queries={figures.noResults} />
        </Block>
      </div>
    </>
  );
}

/** A request's state in words: loading, or failed with a way to ask again. */
function Pending({ failed, retry }: { failed: boolean; retry: () => void }) {
  const t = useT(adminMessages);
  if (!failed) return <p role="status">{t('real.loading')}</p>;
  return (
    <p role="alert">
      {t('real.failed')}{' '}
      <Button variant="outline-secondary" size="sm" onClick={retry}>
        {t('real.retry')}
      </Button>
    </p>
  );
}

/**
 * The real figures, beside the spec's demo ones: counted on the server, privately (server/visits): page
 * views over the last 30 days, the most viewed pages, views by language, the sites that sent visitors,
 * what was searched and what found nothing — and the feedback per page.
 */
export function RealFigures() {
  const t = useT(adminMessages);
  const figures = useVisitFiguresQuery(undefined);
  const feedback = usePageFeedbackCountsQuery(undefined);
  return (
    <section aria-labelledby="admin-real-figures" className="mt-5">
      <h3 id="admin-real-figures" className="h4">
        {t('real.title', { days: FIGURES_DAYS })}
      </h3>
      <p className="text-body-secondary">{t('real.note')}</p>
      {figures.data ? (
        <Figures figures={figures.data} />
      ) : (
        <Pending failed={figures.isError} retry={() => void figures.refetch()} />
      )}
      <h4 id="admin-page-feedback" className="h6 mt-4">
        {t('figures.feedback')}
      </h4>
      {feedback.data ? (
        <FeedbackPerPage counts={feedback.data} />
      ) : (
        <Pending failed={feedback.isError} retry={() => void feedback.refetch()} />
      )}
    </section>
  );
}
