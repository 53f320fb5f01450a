import Table from 'react-bootstrap/Table';
import { StaffPanel } from '@/shared/components/StaffPanel';
import { useT } from '@/shared/i18n/useT';
import { DEMO_ANALYTICS, DEMO_TOP_PAGES, formatCount, formatOneDecimal, splitMinutes } from './analyticsData';
import { DemoNotice } from './DemoNotice';
import { adminMessages } from './messages';
import { RealFigures } from './RealFigures';
import { StatCards } from './StatCards';
import './admin.css';
import '@/shared/components/staffScreens.css';

/**
 * The Analytics tab: SPEC §9's fixed figures and top pages, labelled as demo data; below them the real
 * figures the server counted (RealFigures).
 */
export function AnalyticsPanel() {
  const t = useT(adminMessages);
  const stats = [
    { label: t('analytics.visitors'), value: formatCount(DEMO_ANALYTICS.visitors) },
    { label: t('analytics.pageViews'), value: formatCount(DEMO_ANALYTICS.pageViews) },
    {
      label: t('analytics.averageTime'),
      value: t('analytics.duration', splitMinutes(DEMO_ANALYTICS.averageTimeSeconds)),
    },
    {
      label: t('analytics.bounceRate'),
      value: t('analytics.percent', { value: formatOneDecimal(DEMO_ANALYTICS.bounceRatePercent) }),
    },
  ];
  return (
    <StaffPanel titleId="admin-analytics-title" title={t('analytics.title')}>
      <DemoNotice badge={t('demo.data')}>{t('analytics.note')}</DemoNotice>
      <StatCards label={t('analytics.summary')} stats={stats} />
      <h3 id="admin-top-pages" className="h5 mt-4">
        {t('analytics.topPages')}
      </h3>
      <div className="stacked-table-box">
        <Table aria-labelledby="admin-top-pages" className="align-middle stacked-table">
          <thead>
            <tr>
              <th scope="col">{t('analytics.page')}</th>
              <th scope="col">{t('analytics.address')}</th>
              <th scope="col" className="text-end">
                {t('analytics.views')}
              </th>
            </tr>
          </thead>
          <tbody>
            {DEMO_TOP_PAGES.map((page) => (
              <tr key={page.path}>
                <th scope="row">{t(page.labelKey)}</th>
                <td data-label={t('analytics.address')}>
                  <code>{page.path}</code>
                </td>
                <td data-label={t('analytics.views')} className="stacked-table-number">
                  {formatCount(page.views)}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
      <RealFigures />
    </StaffPanel>
  );
}
