import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../utils/renderWithProviders';
import { visits } from '../utils/visitsFake';

describe('the results page counts each search on the server (issue 28)', () => {
  it('sends the words as typed, the language and that it found something — once', async () => {
    renderWithProviders('/search?q=NYSC&from=popular');
    await screen.findByRole('list', { name: 'Results' }, { timeout: 5000 });
    await waitFor(() => expect(visits.searches).toEqual([{ query: 'NYSC', language: 'en', found: true }]));
  });

  it('says when a search found nothing: the guides to write next', async () => {
    renderWithProviders('/search?q=zzqxv+wblt');
    await screen.findAllByText(/No results for/, {}, { timeout: 5000 });
    await waitFor(() =>
      expect(visits.searches).toEqual([{ query: 'zzqxv wblt', language: 'en', found: false }]),
    );
  });
});
