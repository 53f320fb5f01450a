import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Role } from '@/shared/api/accounts';
import { staffSession } from '../../utils/accountsFake';
import {
  contentReceived,
  failNextContentRequests,
  holdContentAnswers,
  seedContentItem,
  seedContentItems,
  setContentNetwork,
} from '../../utils/contentFake';
import { renderWithProviders } from '../../utils/renderWithProviders';

// A lazy screen's first import on a busy machine.
const SLOW = { timeout: 10_000 };

/** The Content Management tab as a signed-in `role`. */
async function openContent(role: Role = 'editor') {
  const view = renderWithProviders('/admin?tab=content', { preloadedState: { session: staffSession(role) } });
  await screen.findByRole('heading', { level: 2, name: 'Content Management' }, SLOW);
  return view;
}

const filters = () => within(screen.getByRole('search', { name: 'Filter the content list' }));
const titles = () =>
  within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((cell) => cell.firstChild?.textContent);

describe('the content list', () => {
  it('says it is loading until the server answers, then shows the page', async () => {
    seedContentItem({ title: 'Voter card', status: 'published' });
    const release = holdContentAnswers();
    await openContent();
    expect(await screen.findByText('Loading…')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    release();
    expect(await screen.findByText('Showing 1–1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voter card' })).toHaveAttribute('href', '/articles/voter-card');
  });

  it('says when the list could not be loaded, and loads it on Try again', async () => {
    seedContentItem({ title: 'Voter card' });
    failNextContentRequests(500);
    const { user } = await openContent();
    expect(await screen.findByText('The content list could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Showing 1–1 of 1')).toBeInTheDocument();
    expect(screen.queryByText('The content list could not be loaded.')).not.toBeInTheDocument();
  });

  it('says when there is no content yet', async () => {
    await openContent();
    expect(
      await screen.findByText('There is no content yet. Add the first item with the form above.'),
    ).toBeInTheDocument();
  });

  it('pages through the server’s items, newest change first', async () => {
    seedContentItems(30);
    const { user } = await openContent();
    expect(await screen.findByText('Showing 1–25 of 30')).toBeInTheDocument();
    expect(titles()[0]).toBe('Article 30');
    const pages = within(screen.getByRole('navigation', { name: 'Pages of the content list' }));
    expect(pages.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(pages.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(pages.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Showing 26–30 of 30')).toBeInTheDocument();
    expect(titles()).toEqual(['Article 5', 'Article 4', 'Article 3', 'Article 2', 'Article 1']);
    expect(pages.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('filters by status and category, sorts, and says when nothing matches', async () => {
    seedContentItem({ title: 'Voter card', category: 'government', status: 'published' });
    seedContentItem({ title: 'Passport', category: 'documents', status: 'published' });
    seedContentItem({ title: 'Census', category: 'government' });
    const { user } = await openContent();
    await screen.findByText('Showing 1–3 of 3');
    await user.selectOptions(filters().getByLabelText('Status'), 'published');
    await screen.findByText('Showing 1–2 of 2');
    expect(titles()).toEqual(['Passport', 'Voter card']);
    await user.selectOptions(filters().getByLabelText('Order'), 'title-desc');
    await screen.findByText('Showing 1–2 of 2');
    await expect.poll(titles).toEqual(['Voter card', 'Passport']);
    await user.selectOptions(filters().getByLabelText('Category'), 'education');
    expect(await screen.findByText('No content matches these filters.')).toBeInTheDocument();
    expect(contentReceived.lists).toContain(
      '?status=published&category=education&sort=title&dir=desc&page=1&pageSize=25',
    );
  });

  it('searches titles once typing pauses, not on every key, and goes back to the first page', async () => {
    seedContentItems(30);
    seedContentItem({ title: 'Voter card' });
    const { user } = await openContent();
    await screen.findByText('Showing 1–25 of 31');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Showing 26–31 of 31');
    await user.type(filters().getByLabelText('Search titles'), 'voter');
    expect(await screen.findByText('Showing 1–1 of 1')).toBeInTheDocument();
    expect(titles()).toEqual(['Voter card']);
    const searches = contentReceived.lists.filter((search) => search.includes('q='));
    expect(searches).toEqual(['?q=voter&sort=updated&dir=desc&page=1&pageSize=25']);
  });

  it('shows the copy kept in this browser when the server cannot be reached', async () => {
    seedContentItem({ title: 'Voter card' });
    const { user } = await openContent();
    await screen.findByText('Showing 1–1 of 1');
    setContentNetwork('offline');
    await user.selectOptions(filters().getByLabelText('Status'), 'draft');
    expect(
      await screen.findByText('The server cannot be reached. Showing the copy kept in this browser.'),
    ).toBeInTheDocument();
    expect(titles()).toEqual(['Voter card']);
  });

  it('offers writers Edit only: no Publish, no Delete, no publishing a new article at once', async () => {
    seedContentItem({ title: 'Voter card' });
    await openContent('writer');
    await screen.findByRole('button', { name: 'Edit Voter card' });
    expect(screen.queryByRole('button', { name: 'Publish Voter card' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Voter card' })).not.toBeInTheDocument();
    const add = within(screen.getByRole('region', { name: 'Add content' }));
    expect(add.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
  });
});
