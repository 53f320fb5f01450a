import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { connectStorage, STORAGE_KEYS } from '@/app/persistence';
import { preloadPage } from '@/app/router';
import { SEED_CONTENT } from '@/features/content/seedContent';
import type { ContentItem } from '@/features/content/contentTypes';
import { memoryStorage } from '../utils/memoryStorage';
import { renderWithProviders, storedContentState } from '../utils/renderWithProviders';

const item = (changes: Partial<ContentItem>): ContentItem => ({ ...SEED_CONTENT[0]!, ...changes });

describe('article page', () => {
  it('shows a published item: title as h1, category, dates, author and its paragraphs as text', async () => {
    const article = item({
      id: 'a1',
      title: 'Renewing <b>a</b> passport',
      content: 'First paragraph.\n\n<script>alert(1)</script> second paragraph.',
      category: 'documents',
    });
    renderWithProviders('/articles/a1', { preloadedState: { content: storedContentState([article]) } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Renewing <b>a</b> passport' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Documents', { selector: 'main p' })).toBeInTheDocument();
    expect(
      screen.getByText('By Editorial team. Published 1 September 2026, last updated 15 October 2026.'),
    ).toBeInTheDocument();
    expect(screen.getByText('First paragraph.')).toBeInTheDocument();
    expect(screen.getByText('<script>alert(1)</script> second paragraph.')).toBeInTheDocument();
    expect(document.querySelector('main script, main b')).toBeNull();
    // A way on: more on the same subject.
    expect(screen.getByRole('link', { name: 'More about Documents' })).toHaveAttribute(
      'href',
      '/search?q=Documents&from=results',
    );
    await waitFor(() => expect(document.title).toBe('Renewing <b>a</b> passport · Citizen Guide Nigeria'));
  });

  it.each([
    ['a draft', '/articles/d1'],
    ['an unknown id', '/articles/nothing-here'],
  ])('shows the not-found page for %s', async (_, path) => {
    renderWithProviders(path, {
      preloadedState: { content: storedContentState([item({ id: 'd1', status: 'draft' })]) },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: '404 - Page Not Found' }),
    ).toBeInTheDocument();
  });

  it('waits for the stored content before calling an article published in this browser missing', async () => {
    const article = item({ id: 'mine', title: 'Published here', status: 'published' });
    const { storage } = memoryStorage({ [STORAGE_KEYS.content]: JSON.stringify([article]) });
    await preloadPage('/articles/mine'); // as main.tsx does: "Loading…" below is the page's, not its code's
    const { store } = renderWithProviders('/articles/mine', { storage, readStorage: false });
    expect(screen.getByText('Loading…')).toHaveRole('status');
    expect(screen.queryByRole('heading', { name: '404 - Page Not Found' })).not.toBeInTheDocument();

    act(() => connectStorage(store, storage));
    expect(await screen.findByRole('heading', { level: 1, name: 'Published here' })).toBeInTheDocument();
  });
});
