import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initialContentState } from '@/features/content/contentSlice';
import type { ContentSummary } from '@/shared/api/content';
import type { FeedbackAnswer } from '@/features/feedback/feedbackSlice';
import type { SearchEntry } from '@/features/search/searchSlice';
import { renderWithProviders } from '../../utils/renderWithProviders';
import { staffSession } from '../../utils/accountsFake';

const at = '2026-11-01T10:00:00.000Z';
const searched = (query: string, found: number): SearchEntry => ({ query, source: 'header', at, found });
const answered = (page: string, useful: boolean, whatWentWrong?: string): FeedbackAnswer =>
  whatWentWrong === undefined ? { page, useful, at } : { page, useful, whatWentWrong, at };
/** An article as the content list last showed it in this browser. */
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
const FEEDBACK_TABLE = 'Answers to “Is this page useful?”';

describe('Analytics: real figures from this browser', () => {
  it('counts top searches, lists searches that found nothing, and counts content by status and section', async () => {
    const log = [
      searched('passport', 4),
      searched('NIN', 9),
      searched('Passport', 4),
      searched('zzz', 0),
      searched('pasprot', 0),
      searched('zzz', 0),
    ];
    const items = [
      seen(1, { status: 'published', category: 'documents' }),
      seen(2, { status: 'published', category: 'government' }),
      seen(3, { status: 'published', category: 'education' }),
      seen(4, { status: 'draft', category: 'documents' }),
    ];
    renderWithProviders('/admin', {
      preloadedState: {
        session: staffSession(),
        search: { log },
        content: { ...initialContentState, items },
      },
    });
    const figures = within(
      await screen.findByRole('region', { name: 'From this browser (real figures)' }, { timeout: 5000 }),
    );
    const top = within(figures.getByRole('list', { name: 'Top searches' })).getAllByRole('listitem');
    expect(top.map((item) => item.textContent)).toEqual([
      'passport (2)',
      'zzz (2)',
      'NIN (1)',
      'pasprot (1)',
    ]);
    const none = within(figures.getByRole('list', { name: 'Searches that found nothing' })).getAllByRole(
      'listitem',
    );
    expect(none.map((item) => item.textContent)).toEqual(['zzz', 'pasprot']);
    const byStatus = figures.getByRole('heading', { name: 'Content by status' }).nextElementSibling;
    expect(byStatus).toHaveTextContent('Published3');
    expect(byStatus).toHaveTextContent('Draft1');
    const bySection = figures.getByRole('heading', { name: 'Content by section' }).nextElementSibling;
    expect(bySection).toHaveTextContent('Documents2');
    expect(bySection).toHaveTextContent('Government1');
  });

  it('says so when nothing has been searched', async () => {
    renderWithProviders('/admin', { preloadedState: { session: staffSession() } });
    const figures = within(
      await screen.findByRole('region', { name: 'From this browser (real figures)' }, { timeout: 5000 }),
    );
    expect(figures.getByText('No searches yet.')).toBeInTheDocument();
    expect(figures.getByText('Every search found something.')).toBeInTheDocument();
    expect(figures.getByText('No answers yet.')).toBeInTheDocument();
    expect(figures.queryByRole('table', { name: FEEDBACK_TABLE })).not.toBeInTheDocument();
  });

  it('counts "Is this page useful?" answers by page, most answered first, with the latest comments as text', async () => {
    // Newest first, as the slice keeps them.
    const answers = [
      answered('/articles/passport', false, 'Fee <b>wrong</b>'),
      answered('/guides/nin', false, 'Office hours missing'),
      answered('/guides/nin', true),
      answered('/guides/nin', false),
      answered('/guides/nin', false, 'Too long'),
      answered('/guides/nin', false, 'Which office?'),
      answered('/guides/nin', false, 'The oldest comment'),
      answered('/articles/jamb', true),
    ];
    renderWithProviders('/admin', {
      preloadedState: { session: staffSession(), feedback: { answers } },
    });
    const figures = within(
      await screen.findByRole('region', { name: 'From this browser (real figures)' }, { timeout: 5000 }),
    );
    const table = figures.getByRole('table', { name: FEEDBACK_TABLE });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Page', 'Yes', 'No', 'What went wrong (latest)']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      '/guides/nin',
      '/articles/passport',
      '/articles/jamb',
    ]);
    const counts = rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 2)
        .map((cell) => cell.textContent),
    );
    expect(counts).toEqual([
      ['1', '5'],
      ['0', '1'],
      ['1', '0'],
    ]);
    const comments = rows.map((row) =>
      within(row)
        .queryAllByRole('listitem')
        .map((item) => item.textContent),
    );
    expect(comments).toEqual([
      ['Office hours missing', 'Too long', 'Which office?'],
      ['Fee <b>wrong</b>'],
      [],
    ]);
    expect(within(rows[1]!).queryByText('wrong', { selector: 'b' })).not.toBeInTheDocument();
    expect(within(rows[2]!).getByText('No comments.')).toBeInTheDocument();
  });
});
