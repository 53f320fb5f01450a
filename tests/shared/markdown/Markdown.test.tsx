import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown } from '@/shared/components/Markdown';
import { renderWithProviders } from '../../utils/renderWithProviders';

function renderBody(source: string) {
  return renderWithProviders(<Markdown source={source} />, { path: '/articles/x' });
}

describe('<Markdown>', () => {
  it('renders headings as h2 and h3 and paragraphs with their line breaks', () => {
    const { container } = renderBody('# Before you go\n\n### Documents\n\nLine one\nline two');
    expect(screen.getByRole('heading', { level: 2, name: 'Before you go' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Documents' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    const paragraph = container.querySelector('p');
    expect(paragraph?.innerHTML).toBe('Line one<br>line two');
  });

  it('renders emphasis and strong', () => {
    renderBody('Bring *two* **passport** photos');
    expect(screen.getByText('two').tagName).toBe('EM');
    expect(screen.getByText('passport').tagName).toBe('STRONG');
  });

  it('renders lists, a nested list inside its item and a numbered list’s start', () => {
    renderBody('3. Apply\n   - online\n   - in person\n4. Pay');
    const [outer, inner] = screen.getAllByRole('list');
    expect(outer).toHaveAttribute('start', '3');
    const items = within(outer!).getAllByRole('listitem');
    expect(items.map((item) => item.firstChild?.textContent)).toEqual([
      'Apply',
      'online',
      'in person',
      'Pay',
    ]);
    expect(
      within(inner!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['online', 'in person']);
    expect(items[0]).toContainElement(inner!);
  });

  it('links within the site, to phones and mail, and marks another site’s link as external', () => {
    renderBody(
      '[NIN guide](/documents/nin), [call](tel:+234800), [write](mailto:a@b.ng), [NIMC *site*](https://nimc.gov.ng)',
    );
    expect(screen.getByRole('link', { name: 'NIN guide' })).toHaveAttribute('href', '/documents/nin');
    expect(screen.getByRole('link', { name: 'call' })).toHaveAttribute('href', 'tel:+234800');
    expect(screen.getByRole('link', { name: 'write' })).toHaveAttribute('href', 'mailto:a@b.ng');
    const external = screen.getByRole('link', { name: 'NIMC site (external site)' });
    expect(external).toHaveAttribute('href', 'https://nimc.gov.ng');
    expect(external).toHaveAttribute('rel', 'external noopener');
  });

  it('moves within the app when a site link is followed', async () => {
    const { user, router } = renderBody('Read the [NIN guide](/documents/nin).');
    await user.click(screen.getByRole('link', { name: 'NIN guide' }));
    expect(router.state.location.pathname).toBe('/documents/nin');
  });

  it('renders a table in a focusable region named by its columns, with its alignment', () => {
    renderBody('| Service | Fee |\n|---|--:|\n| NIN | ₦0 |');
    const region = screen.getByRole('region', { name: 'Table: Service, Fee' });
    expect(region).toHaveClass('table-responsive');
    expect(region).toHaveAttribute('tabindex', '0');
    const table = within(region).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Service', 'Fee']);
    expect(within(table).getByRole('cell', { name: '₦0' })).toHaveClass('text-end');
  });

  it('names a table with no column headings plainly', () => {
    renderBody('| | |\n|-|-|\n| a | b |');
    expect(screen.getByRole('region', { name: 'Table' })).toBeInTheDocument();
  });

  it('shows HTML and script links as the text that was typed, never as markup', () => {
    const source = '<img src=x onerror="alert(1)"> <b>bold</b> [x](javascript:alert(1))';
    const { container } = renderBody(source);
    expect(container.querySelector('img, b, script')).toBeNull();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText(source)).toBeInTheDocument();
  });
});
