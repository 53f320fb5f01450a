import { act, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeStore, type AppStore } from '@/app/store';
import { NotFoundRoute } from '@/routes/NotFoundRoute';
import { SearchRoute } from '@/routes/SearchRoute';
import { PreparedSearchContext, prepareSiteSearch, type PreparedSearch } from '@/compose/useSiteSearch';
import { ServedSearchContext } from '@/compose/preparedSearch';
import { receiveStaticHtml } from '@/shared/components/StaticHtml';
import { selectLocale } from '@/shared/i18n/i18nSlice';
import { renderWithProviders } from '../utils/renderWithProviders';
import { articleSearchRequests, SEED_SEARCH_ENTRIES } from '../utils/articleSearchFake';
import { spyOnConsole } from '../utils/consoleSpy';
import { visits } from '../utils/visitsFake';

// The first search of a file builds the site's index (lazily loaded): seconds on a loaded CI machine.
const INDEX_BUILT = { timeout: 5000 };

describe('search results page', () => {
  it('holds the query in its own box, counts the results and highlights the matched words', async () => {
    renderWithProviders('/search?q=passport');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search' }, INDEX_BUILT)).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('searchbox', { name: 'Search guides' })).toHaveValue('passport');
    const results = await screen.findByRole('list', { name: 'Results' }, INDEX_BUILT);
    const count = within(results).getAllByRole('listitem').length;
    expect(screen.getByText(`${count} results for “passport”`, { selector: 'p' })).toBeInTheDocument();
    const first = within(results).getAllByRole('listitem')[0]!;
    expect(within(first).getByRole('link')).toHaveTextContent(/passport/i);
    expect(first.querySelector('mark')).toHaveTextContent(/passport/i);
    // Each test waits for its search to be counted: a count still on its way would land in the next test.
    await waitFor(() => expect(visits.searches).toEqual([expect.objectContaining({ query: 'passport' })]));
  });

  it('finds the guide by its figures and short code as the page writes them, never a placeholder', async () => {
    renderWithProviders('/search?q=500'); // the modification fee, ₦500
    const results = await screen.findByRole('list', { name: 'Results' }, INDEX_BUILT);
    const links = within(results).getAllByRole('link');
    expect(
      links.some(
        (link) => link.getAttribute('href') === '/documents/nin?tab=requirements#nin-requirements-fees',
      ),
    ).toBe(true);
    expect(results).not.toHaveTextContent(/\{\w+\}/);
    await waitFor(() => expect(visits.searches).toEqual([expect.objectContaining({ query: '500' })]));
  });

  it('counts each search once on the server, and keeps nothing of it in this browser', async () => {
    const { stored } = renderWithProviders('/search?q=NYSC&from=popular');
    await screen.findByRole('list', { name: 'Results' }, INDEX_BUILT);
    await waitFor(() =>
      expect(visits.searches).toEqual([expect.objectContaining({ query: 'NYSC', found: true })]),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(visits.searches).toHaveLength(1);
    expect([...stored.entries()].flat().join()).not.toContain('NYSC');
  });

  it("never writes the visitor's query to the console", async () => {
    const writtenAbout = spyOnConsole();
    renderWithProviders('/search?q=passport+renewal+lagos&from=header');
    await screen.findByRole('list', { name: 'Results' }, INDEX_BUILT);
    // The query is counted where it belongs, on the server, and nowhere else.
    await waitFor(() =>
      expect(visits.searches).toEqual([expect.objectContaining({ query: 'passport renewal lagos' })]),
    );
    expect(writtenAbout('passport renewal lagos')).toEqual([]);
  });

  it('with nothing found, says so, offers a close spelling and ways on', async () => {
    renderWithProviders('/search?q=pasprot');
    expect(await screen.findByText('No results for “pasprot”.', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'passport' })).toHaveAttribute(
      'href',
      '/search?q=passport&from=results',
    );
    expect(screen.getByRole('link', { name: 'The NIN guide' })).toHaveAttribute('href', '/documents/nin');
    expect(screen.getByRole('link', { name: 'All documents' })).toHaveAttribute('href', '/documents');
    expect(screen.getByRole('link', { name: 'NIN' })).toHaveAttribute('href', '/search?q=NIN&from=popular');
    await waitFor(() =>
      expect(visits.searches).toEqual([expect.objectContaining({ query: 'pasprot', found: false })]),
    );
  });

  it('shows markup typed into a query as text', async () => {
    renderWithProviders(`/search?q=${encodeURIComponent('<b>passport</b><img src=x>')}`);
    await screen.findByRole('list', { name: 'Results' }, INDEX_BUILT);
    expect(
      screen.getByText(/results for “<b>passport<\/b><img src=x>”/, { selector: 'p' }),
    ).toBeInTheDocument();
    expect(document.querySelector('main img, main b')).toBeNull();
    await waitFor(() =>
      expect(visits.searches).toEqual([expect.objectContaining({ query: '<b>passport</b><img src=x>' })]),
    );
  });

  it('asks for words when the query is empty, and counts nothing', async () => {
    renderWithProviders('/search?q=%20');
    expect(await screen.findByText(/Type what you are looking for/)).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(visits.searches).toEqual([]);
  });
});

describe('not-found page', () => {
  it('keeps the spec heading and links, and searches the words of the missing address', async () => {
    renderWithProviders('/documents/passport');
    expect(
      await screen.findByRole('heading', { level: 1, name: '404 - Page Not Found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Homepage' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
    const search = screen.getByRole('region', { name: 'Search the site' });
    expect(within(search).getByRole('searchbox', { name: 'Search guides' })).toHaveValue('passport');
    const results = await within(search).findByRole('list', { name: 'Results' }, INDEX_BUILT);
    expect(within(results).getAllByRole('link')[0]).toHaveTextContent(/passport/i);
    expect(within(search).getByRole('link', { name: 'The NIN guide' })).toHaveAttribute(
      'href',
      '/documents/nin',
    );
    expect(within(search).getByRole('link', { name: 'All documents' })).toHaveAttribute('href', '/documents');
  });

  it('counts nothing for a page the visitor did not search for', async () => {
    renderWithProviders('/government/federal');
    await screen.findByRole('list', { name: 'Results' }, INDEX_BUILT);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50))); // let any effect of that render run
    expect(visits.searches).toEqual([]);
  });
});

describe('search results page rendered before the app runs (the server answers /search?q=…)', () => {
  /** Where the router is: a result followed inside the app shows its address here. */
  function Address() {
    const { pathname, search } = useLocation();
    return <p data-testid="address">{pathname + search}</p>;
  }

  /** The history entry the page was loaded at: the browser hydrates the server's page there. */
  const LOADED = 'loaded';

  /** The results page for `address`: as the server renders it (with the index), or as the browser hydrates it. */
  function resultsPage(
    address: string,
    store: AppStore,
    given: { prepared: PreparedSearch } | { served: string },
  ) {
    const page = (
      <Routes>
        <Route path="/search" element={<SearchRoute />} />
        <Route path="/missing/*" element={<NotFoundRoute />} />
        <Route path="*" element={<Address />} />
      </Routes>
    );
    const [pathname, search = ''] = address.split('?');
    return (
      <Provider store={store}>
        <MemoryRouter initialEntries={[{ pathname, search: search && `?${search}`, key: LOADED }]}>
          {'prepared' in given ? (
            <PreparedSearchContext value={given.prepared}>{page}</PreparedSearchContext>
          ) : (
            <ServedSearchContext value={given.served}>{page}</ServedSearchContext>
          )}
        </MemoryRouter>
      </Provider>
    );
  }

  /** The server's HTML of the results for `words`, in a container in the document. */
  async function servedPage(words: string) {
    const prepared = await prepareSiteSearch(selectLocale(makeStore().getState()), SEED_SEARCH_ENTRIES);
    const container = document.createElement('div');
    container.innerHTML = renderToString(resultsPage(`/search?q=${words}`, makeStore(), { prepared }));
    document.body.append(container);
    return container;
  }

  /** Hydrates `container` as src/main.tsx does: the static parts adopted, then rendered as usual. */
  async function hydrate(container: HTMLElement, words: string, mismatches: unknown[]) {
    receiveStaticHtml(container);
    const root = await act(async () =>
      hydrateRoot(container, resultsPage(`/search?q=${words}`, makeStore(), { served: LOADED }), {
        onRecoverableError: (error) => mismatches.push(error),
      }),
    );
    return root;
  }

  it('hydrates the results as they came: no mismatch, no index or list downloaded, not counted again', async () => {
    const container = await servedPage('passport');
    const serverMarkup = container.innerHTML;
    const results = within(container).getByRole('list', { name: 'Results' });
    expect(within(results).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(results.querySelector('mark')).toHaveTextContent(/passport/i);

    const mismatches: unknown[] = [];
    const root = await hydrate(container, 'passport', mismatches);
    await act(() => new Promise((resolve) => setTimeout(resolve, 100))); // let any effect of that render run
    expect(mismatches).toEqual([]);
    expect(container.innerHTML).toBe(serverMarkup);
    // The server counted this search; the app fetched nothing to find it again.
    expect(articleSearchRequests).toEqual([]);
    expect(visits.searches).toEqual([]);
    act(() => root.unmount());
    container.remove();
  });

  it('hydrates the not-found page with the suggestions the server found, and downloads no index', async () => {
    const prepared = await prepareSiteSearch(selectLocale(makeStore().getState()), SEED_SEARCH_ENTRIES);
    const container = document.createElement('div');
    container.innerHTML = renderToString(resultsPage('/missing/jamb-utme', makeStore(), { prepared }));
    document.body.append(container);
    const serverMarkup = container.innerHTML;
    expect(
      within(container).getByRole('link', { name: /Registering for the JAMB UTME/ }),
    ).toBeInTheDocument();

    const mismatches: unknown[] = [];
    receiveStaticHtml(container);
    const root = await act(async () =>
      hydrateRoot(container, resultsPage('/missing/jamb-utme', makeStore(), { served: LOADED }), {
        onRecoverableError: (error) => mismatches.push(error),
      }),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(mismatches).toEqual([]);
    expect(container.innerHTML).toBe(serverMarkup);
    expect(articleSearchRequests).toEqual([]);
    act(() => root.unmount());
    container.remove();
  });

  it('follows a result inside the app, and searches (and counts) the same words sent again', async () => {
    const user = userEvent.setup();
    const container = await servedPage('passport');
    const root = await hydrate(container, 'passport', []);

    await user.click(within(container).getByRole('button', { name: 'Search' }));
    await waitFor(
      () => expect(visits.searches.map((search) => search.query)).toEqual(['passport']),
      INDEX_BUILT,
    );
    expect(articleSearchRequests.length).toBeGreaterThan(0);
    expect(within(container).getByRole('list', { name: 'Results' })).toBeInTheDocument();

    await user.click(within(container).getAllByRole('link', { name: /passport/i })[0]!);
    expect(within(container).getByTestId('address')).not.toHaveTextContent('/search');
    act(() => root.unmount());
    container.remove();
  });

  it('without the prepared index, could only say it is searching', () => {
    receiveStaticHtml(document.createElement('div')); // no page hydrating: forget the ones above
    const html = renderToString(
      <Provider store={makeStore()}>
        <MemoryRouter initialEntries={['/search?q=passport']}>
          <SearchRoute />
        </MemoryRouter>
      </Provider>,
    );
    expect(html).toContain('Searching…');
    expect(html).not.toContain('<mark>');
  });
});
