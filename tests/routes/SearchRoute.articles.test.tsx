import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ARTICLE_SEARCH_PATH } from '@/shared/api/articles';
import { articleSearchRequests, publishForSearch } from '../utils/articleSearchFake';
import { renderWithProviders } from '../utils/renderWithProviders';
import { server } from '../utils/server';

const ZEBRA = {
  slug: 'zebra-crossings',
  title: 'Zebra crossings',
  summary: 'Where pedestrians may cross.',
  category: 'rights' as const,
  text: 'Drivers must stop for you at a zebra crossing.',
};

/** The links of the results list, by their words. */
async function resultLinks() {
  // The index's first build (MiniSearch's download, every page's text) may take a moment on a busy machine.
  const results = await screen.findByRole('list', { name: 'Results' }, { timeout: 5_000 });
  return within(results)
    .getAllByRole('link')
    .map((link) => ({ name: link.textContent, href: link.getAttribute('href') }));
}

async function searchAgain(user: ReturnType<typeof renderWithProviders>['user'], words: string) {
  const box = within(screen.getByRole('main')).getByRole('searchbox', { name: 'Search guides' });
  await user.clear(box);
  await user.type(box, `${words}{Enter}`);
}

describe('search over the published articles (the server’s list)', () => {
  beforeEach(() => {
    // The page's clock only: the list's age is read from it, while msw and userEvent keep real timers.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-02T09:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('fetches the list only when a page first searches, and links a found article to its slug', async () => {
    const { user } = renderWithProviders('/');
    await screen.findByRole('heading', { level: 1 });
    expect(articleSearchRequests).toEqual([]);

    const header = screen.getAllByRole('searchbox', { name: 'Search guides' })[0]!;
    await user.type(header, 'three tiers{Enter}');
    expect(await resultLinks()).toContainEqual({
      name: 'The three tiers of government in Nigeria',
      href: '/articles/the-three-tiers-of-government-in-nigeria',
    });
    expect(articleSearchRequests).toEqual([null]);
  });

  it('finds an article published since, once the list is ten seconds old and a new search starts', async () => {
    const { user } = renderWithProviders('/search?q=zebra');
    expect(await screen.findByText('No results for “zebra”.', { selector: 'p' })).toBeInTheDocument();
    publishForSearch(ZEBRA);

    // Within ten seconds the list held is used as it is: nothing is asked.
    vi.setSystemTime(new Date('2026-11-02T09:00:05Z'));
    await searchAgain(user, 'zebra crossing');
    expect(
      await screen.findByText('No results for “zebra crossing”.', { selector: 'p' }),
    ).toBeInTheDocument();
    expect(articleSearchRequests).toEqual([null]);

    vi.setSystemTime(new Date('2026-11-02T09:00:11Z'));
    await searchAgain(user, 'zebra');
    await waitFor(async () =>
      expect(await resultLinks()).toContainEqual({
        name: 'Zebra crossings',
        href: '/articles/zebra-crossings',
      }),
    );
    // Asked whether the list it held (version 1) changed: it had.
    expect(articleSearchRequests).toEqual([null, '"1"']);
  });

  it('keeps the list it has when the server answers 304', async () => {
    const { user } = renderWithProviders('/search?q=JAMB');
    expect(await resultLinks()).toContainEqual({
      name: 'Registering for the JAMB UTME',
      href: '/articles/registering-for-the-jamb-utme',
    });
    vi.setSystemTime(new Date('2026-11-02T09:01:00Z'));
    await searchAgain(user, 'JAMB UTME');
    await waitFor(() => expect(articleSearchRequests).toEqual([null, '"1"']));
    expect(await resultLinks()).toContainEqual({
      name: 'Registering for the JAMB UTME',
      href: '/articles/registering-for-the-jamb-utme',
    });
  });

  it('still searches the rest of the site when the list cannot be had', async () => {
    server.use(http.get(ARTICLE_SEARCH_PATH, () => HttpResponse.json({ error: 'Down' }, { status: 503 })));
    renderWithProviders('/search?q=passport');
    const links = await resultLinks();
    expect(links.length).toBeGreaterThan(0);
    expect(links.every((link) => !link.href?.startsWith('/articles/'))).toBe(true);
  });

  it('shows an article’s text as text in the passage that matched', async () => {
    publishForSearch({ ...ZEBRA, text: 'Type <b>zebra</b> and <img src=x onerror=alert(1)> here.' });
    renderWithProviders('/search?q=zebra');
    await resultLinks();
    expect(document.querySelector('main img, main b')).toBeNull();
    expect(screen.getByRole('main')).toHaveTextContent('<img src=x onerror=alert(1)>');
  });
});
