import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SEED_CONTENT } from '@/features/content/seedContent';
import type { SearchEntry } from '@/features/search/searchSlice';
import { renderWithProviders } from '../../utils/renderWithProviders';

const ADMIN = { id: '1', email: 'admin@example.gov.ng', role: 'admin', name: 'Site Administrator' } as const;
const at = '2026-11-01T10:00:00.000Z';
const searched = (query: string, found: number): SearchEntry => ({ query, source: 'header', at, found });

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
    const draft = { ...SEED_CONTENT[0]!, id: 'd1', status: 'draft' as const };
    renderWithProviders('/admin', {
      preloadedState: {
        session: { user: ADMIN },
        search: { log },
        content: { items: [...SEED_CONTENT, draft] },
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
    renderWithProviders('/admin', { preloadedState: { session: { user: ADMIN } } });
    const figures = within(
      await screen.findByRole('region', { name: 'From this browser (real figures)' }, { timeout: 5000 }),
    );
    expect(figures.getByText('No searches yet.')).toBeInTheDocument();
    expect(figures.getByText('Every search found something.')).toBeInTheDocument();
  });
});
