import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { initialArticlesState } from '@/features/articles/articlesSlice';
import { ARTICLES_PATH } from '@/shared/api/articles';
import { FAKE_ARTICLES, listedArticle } from '../../utils/articlesFake';
import { renderToHtml, renderWithProviders } from '../../utils/renderWithProviders';
import { server } from '../../utils/server';

const listed = FAKE_ARTICLES.map(listedArticle);

describe('home page: latest updates', () => {
  it('lists the articles the page was rendered with: title link, date, summary, text as text', async () => {
    const latest = [{ ...listed[0]!, title: 'Fees <b>now</b> & later' }, listed[1]!];
    renderWithProviders('/', { preloadedState: { articles: { ...initialArticlesState, latest } } });
    const section = within(await screen.findByRole('region', { name: 'Latest updates' }));
    const items = section.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: 'Fees <b>now</b> & later' })).toHaveAttribute(
      'href',
      '/articles/registering-for-the-jamb-utme',
    );
    expect(within(items[0]!).getByText('Updated 2 October 2026')).toBeInTheDocument();
    expect(within(items[0]!).getByText(listed[0]!.summary)).toBeInTheDocument();
  });

  it('renders nothing in the build’s copy of the page, which has no articles', () => {
    expect(renderToHtml('/')).not.toContain('Latest updates');
  });

  it('fetches them when home is reached inside the app', async () => {
    renderWithProviders('/');
    const section = within(await screen.findByRole('region', { name: 'Latest updates' }));
    expect(section.getAllByRole('link').map((link) => link.textContent)).toEqual(
      FAKE_ARTICLES.map((article) => article.title),
    );
  });

  it('shows no section when the server cannot be asked', async () => {
    let asked = false;
    server.use(
      http.get(ARTICLES_PATH, () => {
        asked = true;
        return HttpResponse.error();
      }),
    );
    renderWithProviders('/');
    await screen.findByRole('heading', { level: 1 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toBe(true);
    expect(screen.queryByRole('region', { name: 'Latest updates' })).not.toBeInTheDocument();
  });
});
