import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initialArticlesState } from '@/features/articles/articlesSlice';
import { articlesMessages } from '@/features/articles/messages';
import { pageUpdatesMessages } from '@/shared/components/pageUpdatesMessages';
import type { PublicArticle } from '@/shared/api/articles';
import { FAKE_ARTICLES } from '../../utils/articlesFake';
import { renderWithProviders } from '../../utils/renderWithProviders';

/** The NIN article, published on 1 September and changed twice since (a major change each time). */
const CHANGED: PublicArticle = {
  ...FAKE_ARTICLES[1]!,
  slug: 'nin',
  publishedAt: '2026-11-26T09:00:00.000Z', // a minor fix, published after the last major change
  updatedAt: '2026-11-24T23:30:00.000Z', // 25 November in Nigeria
  changeNotes: [
    { at: '2026-11-24T23:30:00.000Z', note: 'Fees updated for <b>2027</b>' },
    { at: '2026-10-15T09:00:00.000Z', note: 'Opening hours added' },
  ],
};

const withArticle = (shown: PublicArticle) => ({
  articles: { ...initialArticlesState, bySlug: { [shown.slug]: shown } },
});

describe('article page: last updated and its updates', () => {
  it('says when the page was last updated (in Nigeria), linking to the updates at its end', async () => {
    renderWithProviders('/articles/nin', { preloadedState: withArticle(CHANGED) });
    const main = within(await screen.findByRole('main'));
    expect(main.getByText('By Editorial team. Published 1 September 2026.')).toBeInTheDocument();
    const lastUpdated = await main.findByText(/^Last updated/);
    expect(lastUpdated).toHaveTextContent(/^Last updated 25 November 2026 — see all updates$/);
    expect(within(lastUpdated).getByRole('link', { name: 'see all updates' })).toHaveAttribute(
      'href',
      '#updates',
    );
  });

  it('lists every change note with its date, newest first, then the first publication; notes are text', async () => {
    renderWithProviders('/articles/nin', { preloadedState: withArticle(CHANGED) });
    const updates = await screen.findByRole('region', { name: 'Updates to this page' });
    expect(updates).toHaveAttribute('id', 'updates');
    const items = within(updates).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '25 November 2026Fees updated for <b>2027</b>',
      '15 October 2026Opening hours added',
      '1 September 2026First published.',
    ]);
    expect(within(items[0]!).getByText('25 November 2026')).toHaveAttribute('dateTime', '2026-11-25');
    expect(updates.querySelector('b')).toBeNull();
  });

  it('with no change notes yet, lists only the first publication', async () => {
    const fresh = { ...CHANGED, updatedAt: CHANGED.firstPublishedAt, changeNotes: [] };
    renderWithProviders('/articles/nin', { preloadedState: withArticle(fresh) });
    expect(await screen.findByText(/^Last updated 1 September 2026/)).toBeInTheDocument();
    const updates = screen.getByRole('region', { name: 'Updates to this page' });
    expect(
      within(updates)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1 September 2026First published.']);
  });

  it('reads in the visitor’s language', async () => {
    await Promise.all([articlesMessages.load('yo'), pageUpdatesMessages.load('yo')]);
    renderWithProviders('/articles/nin', {
      preloadedState: { ...withArticle(CHANGED), i18n: { locale: 'yo', preferred: null } },
    });
    expect(await screen.findByRole('region', { name: 'Àwọn àtúnṣe sí ojú-ìwé yìí' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'wo gbogbo àtúnṣe' })).toHaveAttribute('href', '#updates');
  });

  it('shows no draft banner on a public page', async () => {
    renderWithProviders('/articles/nin', { preloadedState: withArticle(CHANGED) });
    await screen.findByRole('region', { name: 'Updates to this page' });
    expect(screen.queryByText(/Draft — not published/)).not.toBeInTheDocument();
  });
});
