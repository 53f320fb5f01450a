import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { initialContentState } from '@/features/content/contentSlice';
import type { ContentSummary } from '@/shared/api/content';
import { renderWithProviders } from '../../utils/renderWithProviders';
import { staffSession } from '../../utils/accountsFake';
import { emptyFigures, visits } from '../../utils/visitsFake';

const at = '2026-11-01T10:00:00.000Z';
/** An article as the content list last showed it. */
const seen = (n: number, fields: Pick<ContentSummary, 'status' | 'category'>): ContentSummary => ({
  id: `00000000-0000-4000-a000-00000000000${n}`,
  kind: 'article',
  slug: `article-${n}`,
  title: `Article ${n}`,
  summary: '',
  author: 'Test editor',
  revision: 1,
  dateCreated: at,
  dateModified: at,
  publishedAt: fields.status === 'published' ? at : null,
  firstPublishedAt: fields.status === 'published' ? at : null,
  publishedRevision: fields.status === 'published' ? 1 : null,
  hasUnpublishedChanges: false,
  review: 'none',
  reviewComment: null,
  submittedBy: null,
  scheduledAt: null,
  lastMajorUpdateAt: fields.status === 'published' ? at : null,
  createdBy: null,
  updatedBy: null,
  ...fields,
});

const REAL = 'Real figures: the last 30 days';
/** The figures arrive after the admin chunk and the API client: a loaded machine takes its time. */
const SLOW = { timeout: 5000 };
const HOSTILE = '<img src=x onerror=alert(1)> tax';

/** The server's figures: three days with views, searches that found something and some that did not. */
function someFigures() {
  const figures = emptyFigures();
  figures.days[27]!.views = 4;
  figures.days[28]!.views = 10;
  figures.days[29]!.views = 6;
  return {
    ...figures,
    visitors: 12,
    pages: [
      { path: '/documents/nin', views: 11 },
      { path: '/', views: 9 },
    ],
    languages: [
      { language: 'en' as const, views: 15 },
      { language: 'yo' as const, views: 5 },
    ],
    referrers: [{ domain: 'www.google.com', views: 7 }],
    searches: [
      { query: 'NIN slip', searches: 8 },
      { query: HOSTILE, searches: 3 },
    ],
    noResults: [{ query: HOSTILE, searches: 3 }],
  };
}

async function openAnalytics(preloaded: Parameters<typeof renderWithProviders>[1] = {}) {
  const rendered = renderWithProviders('/admin', {
    ...preloaded,
    preloadedState: { session: staffSession(), ...preloaded.preloadedState },
  });
  const real = within(await screen.findByRole('region', { name: REAL }, SLOW));
  return { ...rendered, real };
}

describe('Analytics: the real figures from the server', () => {
  it('shows the views over time, with the same figures as a table, and the summary of the period', async () => {
    visits.figures = someFigures();
    const user = userEvent.setup();
    const { real } = await openAnalytics();
    expect(
      await real.findByText('From 28 October 2026 to 26 November 2026, Lagos time.', {}, SLOW),
    ).toBeInTheDocument();
    const stats = Object.fromEntries(
      within(real.getByText('Visitors (counted each day)', { selector: 'dt' }).closest('dl')!)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(stats).toEqual({ 'Page views': '20', 'Visitors (counted each day)': '12' });
    // The table is the chart's equivalent: every day, most recent first.
    await user.click(real.getByText('Show the page views per day as a table'));
    const table = real.getByRole('table', { name: 'Page views per day' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(30);
    expect(rows.slice(0, 3).map((row) => row.textContent)).toEqual([
      '26 November 20266',
      '25 November 202610',
      '24 November 20264',
    ]);
    expect(rows.slice(3).every((row) => row.textContent.endsWith('0'))).toBe(true);
  });

  it('lists the top pages, views by language, referring sites, top searches and the searches that found nothing — as text', async () => {
    visits.figures = someFigures();
    const { real } = await openAnalytics();
    await real.findByText('NIN slip (8)', {}, SLOW);
    const counts = (name: string) =>
      within(real.getByRole('heading', { name }).nextElementSibling as HTMLElement)
        .getAllByRole('term')
        .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(counts('Most viewed pages')).toEqual(['/documents/nin: 11', '/: 9']);
    expect(counts('Page views by language')).toEqual(['English: 15', 'Yoruba: 5']);
    expect(counts('Sites visitors came from')).toEqual(['www.google.com: 7']);
    const top = within(real.getByRole('list', { name: 'Top searches' })).getAllByRole('listitem');
    expect(top.map((item) => item.textContent)).toEqual(['NIN slip (8)', `${HOSTILE} (3)`]);
    const missing = within(real.getByRole('list', { name: 'Searches that found nothing' })).getAllByRole(
      'listitem',
    );
    expect(missing.map((item) => item.textContent)).toEqual([`${HOSTILE} (3)`]);
    expect(real.getByText(/the guides to write next/)).toBeInTheDocument();
    // A visitor's words are text: nothing in them became markup.
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('says so when nothing has been counted yet', async () => {
    const { real } = await openAnalytics();
    expect(await real.findByText('No searches yet.', {}, SLOW)).toBeInTheDocument();
    expect(real.getByText('Every search found something.')).toBeInTheDocument();
    expect(real.getAllByText('No page views yet.')).toHaveLength(2);
    expect(real.getByText('No visitors from other sites yet.')).toBeInTheDocument();
  });

  it('says when the figures could not be loaded, and tries again on request', async () => {
    visits.failWith = 500;
    const user = userEvent.setup();
    const { real } = await openAnalytics();
    expect(await real.findByRole('alert', {}, SLOW)).toHaveTextContent('The figures could not be loaded.');
    visits.failWith = null;
    visits.figures = someFigures();
    await user.click(real.getByRole('button', { name: 'Try again' }));
    expect(await real.findByText('NIN slip (8)', {}, SLOW)).toBeInTheDocument();
  });

  it('shows the feedback per page from the server: yes, no and translation reports', async () => {
    visits.feedbackCounts = {
      pages: [
        { page: '/documents/nin', yes: 5, no: 2, reports: 1 },
        { page: '/', yes: 1, no: 0, reports: 0 },
      ],
    };
    const { real } = await openAnalytics();
    const table = await real.findByRole('table', { name: 'Answers to “Is this page useful?”' }, SLOW);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['5', '2', '1'],
      ['1', '0', '0'],
    ]);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('/documents/nin');
  });

  it('no longer shows figures from this browser', async () => {
    await openAnalytics({
      preloadedState: {
        content: { ...initialContentState, items: [seen(1, { status: 'published', category: 'documents' })] },
      },
    });
    expect(await screen.findByText('Page views per day')).toBeInTheDocument();
    expect(screen.queryByText(/From this browser/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Content by status' })).not.toBeInTheDocument();
  });

  it('keeps the demo figures, labelled as demo', async () => {
    await openAnalytics();
    expect(screen.getByText('Demo data')).toBeInTheDocument();
    expect(screen.getByText(/not real visitor statistics/)).toBeInTheDocument();
  });
});
