import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { initialArticlesState } from '@/features/articles/articlesSlice';
import { ARTICLES_PATH, type PublicArticle } from '@/shared/api/articles';
import { FAKE_ARTICLES } from '../utils/articlesFake';
import { renderToHtml, renderWithProviders } from '../utils/renderWithProviders';
import { server } from '../utils/server';

const NIN = FAKE_ARTICLES[1]!;

const article = (changes: Partial<PublicArticle>): PublicArticle => ({ ...NIN, ...changes });
const withArticle = (shown: PublicArticle) => ({
  articles: { ...initialArticlesState, bySlug: { [shown.slug]: shown } },
});

describe('article page', () => {
  it('shows an article the page was rendered with: title, category, summary, byline and its Markdown body as text', async () => {
    const shown = article({
      slug: 'renewing',
      title: 'Renewing <b>a</b> passport',
      summary: 'What to bring <i>and</i> where to go.',
      content: 'First paragraph.\n\n<script>alert(1)</script> second, **strong**.\n\n## Fees',
      firstPublishedAt: '2026-08-31T23:30:00.000Z', // 1 September in Nigeria
    });
    renderWithProviders('/articles/renewing', { preloadedState: withArticle(shown) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Renewing <b>a</b> passport' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Documents', { selector: 'main p' })).toBeInTheDocument();
    expect(screen.getByText('What to bring <i>and</i> where to go.')).toBeInTheDocument();
    expect(screen.getByText('By Editorial team. Published 1 September 2026.')).toBeInTheDocument();
    // Its code loads when the app draws an article (a server-rendered one keeps the server's HTML).
    expect(await screen.findByText(/^Last updated 15 October 2026/)).toBeInTheDocument();
    expect(await screen.findByText('First paragraph.')).toBeInTheDocument();
    expect(screen.getByText('strong', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Fees' })).toBeInTheDocument();
    expect(document.querySelector('main script, main b, main i')).toBeNull();
    expect(screen.getByRole('link', { name: 'More about Documents' })).toHaveAttribute(
      'href',
      '/search?q=Documents&from=results',
    );
    await waitFor(() => expect(document.title).toBe('Renewing <b>a</b> passport · Citizen Guide Nigeria'));
  });

  it('renders on the server with the article it was given, asking for nothing', () => {
    const html = renderToHtml('/articles/renewing', {
      preloadedState: withArticle(article({ slug: 'renewing', title: 'Renewing a passport' })),
    });
    expect(html).toContain('Renewing a passport');
    expect(html).not.toContain('Loading…');
  });

  it('fetches an article reached inside the app, showing "Loading…" until it arrives', async () => {
    renderWithProviders(`/articles/${NIN.slug}`);
    expect(screen.getByText('Loading…')).toHaveRole('status');
    expect(await screen.findByRole('heading', { level: 1, name: NIN.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'What it costs' })).toBeInTheDocument();
  });

  it('followed from a link inside the app, names the tab after the article and moves focus to its h1 once it has arrived', async () => {
    const { user } = renderWithProviders('/');
    await user.click(await screen.findByRole('link', { name: NIN.title }));
    const heading = await screen.findByRole('heading', { level: 1, name: NIN.title });
    await waitFor(() => expect(document.title).toBe(`${NIN.title} · Citizen Guide Nigeria`));
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('follows a renamed article to its current address', async () => {
    const { router } = renderWithProviders('/articles/seed-nin-guide');
    expect(await screen.findByRole('heading', { level: 1, name: NIN.title })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/articles/${NIN.slug}`);
  });

  it('says an article that was taken down is gone, with ways on', async () => {
    server.use(
      http.get(`${ARTICLES_PATH}/:slug`, () =>
        HttpResponse.json({ error: 'This article has been taken down.' }, { status: 410 }),
      ),
    );
    renderWithProviders('/articles/old-news');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This article has been taken down' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search the site' })).toHaveAttribute('href', '/search');
    expect(screen.getByRole('link', { name: 'Return to Homepage' })).toHaveAttribute('href', '/');
  });

  it('shows the not-found page for an address with no article', async () => {
    renderWithProviders('/articles/nothing-here');
    expect(
      await screen.findByRole('heading', { level: 1, name: '404 - Page Not Found' }),
    ).toBeInTheDocument();
  });

  it('says when the article could not be loaded, and tries again on request', async () => {
    let calls = 0;
    server.use(
      http.get(`${ARTICLES_PATH}/:slug`, () => {
        calls += 1;
        return calls === 1 ? HttpResponse.error() : HttpResponse.json(NIN);
      }),
    );
    const { user } = renderWithProviders(`/articles/${NIN.slug}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This article could not be loaded' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: NIN.title })).toBeInTheDocument();
  });
});
