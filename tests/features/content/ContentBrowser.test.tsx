import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ContentItem } from '@/features/content/contentTypes';
import { SEED_CONTENT } from '@/features/content/seedContent';
import { renderWithProviders, storedContentState } from '../../utils/renderWithProviders';
import { staffSession } from '../../utils/accountsFake';

/** `count` stored items: every third published, titles numbered from 1. */
const manyItems = (count: number): ContentItem[] =>
  Array.from({ length: count }, (_, i) => ({
    ...SEED_CONTENT[0]!,
    id: `item-${i + 1}`,
    title: `Guide number ${i + 1}`,
    status: i % 3 === 0 ? 'published' : 'draft',
    category: i % 2 === 0 ? 'documents' : 'education',
  }));

async function renderContent(items: ContentItem[]) {
  const view = renderWithProviders('/admin?tab=content', {
    preloadedState: { session: staffSession(), content: storedContentState(items) },
  });
  await screen.findByRole('heading', { level: 2, name: 'Content Management' }, { timeout: 5000 });
  return view;
}

const titlesShown = () => screen.queryAllByRole('rowheader').map((cell) => cell.textContent);

describe('the content list, at any size', () => {
  it('shows one page of 20 rows at a time, with where you are and a way to the next page', async () => {
    const { user } = await renderContent(manyItems(45));
    expect(screen.getByRole('heading', { name: 'All content (45)' })).toBeInTheDocument();
    expect(titlesShown()).toHaveLength(20);
    expect(screen.getByText('Showing 1–20 of 45')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages of the content list' });
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Showing 41–45 of 45')).toBeInTheDocument();
    expect(titlesShown()).toEqual([41, 42, 43, 44, 45].map((n) => `Guide number ${n}`));
    expect(within(pages).getByText('Page 3 of 3')).toBeInTheDocument();
  });

  it('filters by title, status and category, together', async () => {
    const { user } = await renderContent(manyItems(45));
    const filters = within(screen.getByRole('search', { name: 'Filter the content list' }));
    await user.type(filters.getByRole('searchbox', { name: 'Filter by title' }), 'number 1');
    expect(await screen.findByText('Showing 1–11 of 11')).toBeInTheDocument(); // 1, 10–19
    await user.selectOptions(filters.getByRole('combobox', { name: 'Status' }), 'Published');
    // Published: 1, 4, 7, … → of 1 and 10–19: 1, 10, 13, 16, 19.
    expect(titlesShown()).toEqual([1, 10, 13, 16, 19].map((n) => `Guide number ${n}`));
    await user.selectOptions(filters.getByRole('combobox', { name: 'Category' }), 'Documents');
    // Documents: odd numbers → 1, 13, 19.
    expect(titlesShown()).toEqual([1, 13, 19].map((n) => `Guide number ${n}`));
    await user.type(filters.getByRole('searchbox', { name: 'Filter by title' }), 'zzz');
    expect(await screen.findByText('No content matches these filters.')).toBeInTheDocument();
  });
});
