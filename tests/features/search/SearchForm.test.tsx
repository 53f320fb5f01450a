import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SearchForm } from '@/features/search/SearchForm';
import { searchPath } from '@/shared/site/paths';
import { renderToHtml } from '../../utils/renderWithProviders';

describe('SearchForm before the app runs', () => {
  it('sends the browser to the very address the app would open: the words, then the box used', () => {
    document.body.innerHTML = renderToHtml(<SearchForm source="header" />);
    const form = screen.getByRole<HTMLFormElement>('search', { name: 'Search guides' });
    const box = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search guides' });
    box.value = 'passport renewal';
    // What a GET form submits (HTML's form data set, in the order of its fields).
    const submitted = `${form.getAttribute('action')}?${new URLSearchParams(
      new FormData(form) as unknown as Record<string, string>,
    )}`;
    expect(form).toHaveAttribute('method', 'get');
    expect(submitted).toBe(searchPath('passport renewal', 'header'));
    document.body.innerHTML = '';
  });
});
