import { act, render, screen, waitFor } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from '@/app/lazyPage';
import { makeStore } from '@/app/store';
import { RouteErrorBoundary } from '@/app/RouteErrorBoundary';
import { renderWithProviders } from '../utils/renderWithProviders';

const Hello = () => <h1>Hello</h1>;

describe('lazyPage', () => {
  it('renders at once, without a loading state, once preloaded (as hydration needs)', async () => {
    const load = vi.fn(() => Promise.resolve(Hello));
    const { Page, preload } = lazyPage(load);
    await preload();
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Hello' })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    await preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the error page in place of a page whose code cannot be downloaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { Page, preload } = lazyPage(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    await preload().catch(() => undefined);
    renderWithProviders(
      <RouteErrorBoundary>
        <Suspense fallback={<p>Loading…</p>}>
          <Page />
        </Suspense>
      </RouteErrorBoundary>,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch dynamically imported module')).toBeInTheDocument();
  });

  describe('a page whose code failed to download (issue 30)', () => {
    /** A download that fails the first `failures` times it is asked for, then arrives. */
    function flakyLoad(failures: number) {
      let asked = 0;
      return vi.fn(() =>
        (asked += 1) <= failures
          ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
          : Promise.resolve(Hello),
      );
    }
    const errorHeading = { level: 1, name: 'Unexpected Application Error!' } as const;

    it('downloads again, in place, when the visitor presses Try again', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const load = flakyLoad(1);
      const { Page, preload } = lazyPage(load);
      await preload().catch(() => undefined); // as main.tsx does before the first render
      const { user } = renderWithProviders(
        <main tabIndex={-1}>
          <RouteErrorBoundary>
            <Suspense fallback={<p>Loading…</p>}>
              <Page />
            </Suspense>
          </RouteErrorBoundary>
        </main>,
      );
      expect(await screen.findByRole('heading', errorHeading)).toBeInTheDocument();
      // React tries a failed render a second time by itself: that must not start a download of its own.
      expect(load).toHaveBeenCalledTimes(1);

      await act(() => user.click(screen.getByRole('button', { name: 'Try again' })));
      expect(await screen.findByRole('heading', { name: 'Hello' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', errorHeading)).not.toBeInTheDocument();
      expect(load).toHaveBeenCalledTimes(2);
      // The button left with the error page; focus waits on <main>, not lost to <body>.
      expect(screen.getByRole('main')).toHaveFocus();
    });

    it('shows the error again, still with Try again, when the second download fails too', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const load = flakyLoad(2);
      const { Page, preload } = lazyPage(load);
      await preload().catch(() => undefined);
      const { user } = renderWithProviders(
        <RouteErrorBoundary>
          <Suspense fallback={<p>Loading…</p>}>
            <Page />
          </Suspense>
        </RouteErrorBoundary>,
      );
      await act(async () => user.click(await screen.findByRole('button', { name: 'Try again' })));
      await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
      await act(async () => user.click(await screen.findByRole('button', { name: 'Try again' })));
      expect(await screen.findByRole('heading', { name: 'Hello' })).toBeInTheDocument();
      expect(load).toHaveBeenCalledTimes(3);
    });

    it('downloads again when the visitor goes elsewhere and comes back', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const load = flakyLoad(1);
      const { Page, preload } = lazyPage(load);
      await preload().catch(() => undefined);
      const Elsewhere = () => <h1>Elsewhere</h1>;
      const routes = [
        {
          path: '*',
          element: <Layout />,
          children: [
            { path: 'page', element: <Page /> },
            { path: 'elsewhere', element: <Elsewhere /> },
          ],
        },
      ];
      function Layout() {
        const { pathname } = useLocation();
        return (
          <>
            <Link to="/page">Page</Link> <Link to="/elsewhere">Elsewhere</Link>
            <RouteErrorBoundary resetKey={pathname}>
              <Suspense fallback={<p>Loading…</p>}>
                <Outlet />
              </Suspense>
            </RouteErrorBoundary>
          </>
        );
      }
      const { user } = renderWithProviders(routes, { path: '/page' });
      expect(await screen.findByRole('heading', errorHeading)).toBeInTheDocument();
      await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
      expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
      await act(() => user.click(screen.getByRole('link', { name: 'Page' })));
      expect(await screen.findByRole('heading', { name: 'Hello' })).toBeInTheDocument();
      expect(load).toHaveBeenCalledTimes(2);
    });

    it('forgets the failure: the next preload downloads again', async () => {
      const load = flakyLoad(1);
      const { preload } = lazyPage(load);
      await expect(preload()).rejects.toThrow('Failed to fetch dynamically imported module');
      await expect(preload()).resolves.toBeUndefined();
      expect(load).toHaveBeenCalledTimes(2);
    });

    it('stays "Loading…", with no error page, while the page reloads to a new version of the site', async () => {
      const whenFailed = vi.fn(() => Promise.resolve('reloading' as const));
      const { Page } = lazyPage(flakyLoad(1), whenFailed);
      await act(async () => {
        renderWithProviders(
          <RouteErrorBoundary>
            <Suspense fallback={<p>Loading…</p>}>
              <Page />
            </Suspense>
          </RouteErrorBoundary>,
        );
      });
      await waitFor(() => expect(whenFailed).toHaveBeenCalledTimes(1));
      expect(screen.getByText('Loading…')).toBeInTheDocument();
      expect(screen.queryByRole('heading', errorHeading)).not.toBeInTheDocument();
    });
  });
});

describe('RouteErrorBoundary', () => {
  it('clears the error when the visitor goes to another address', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let broken = true;
    const Maybe = () => {
      if (broken) throw new Error('broken page');
      return <h1>Working page</h1>;
    };
    const store = makeStore();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { rerender } = render(
      <RouteErrorBoundary resetKey="/broken">
        <Maybe />
      </RouteErrorBoundary>,
      { wrapper },
    );
    expect(screen.getByText('broken page')).toBeInTheDocument();
    broken = false;
    act(() =>
      rerender(
        <RouteErrorBoundary resetKey="/broken">
          <Maybe />
        </RouteErrorBoundary>,
      ),
    );
    expect(screen.getByText('broken page')).toBeInTheDocument(); // same address: the error stays
    act(() =>
      rerender(
        <RouteErrorBoundary resetKey="/working">
          <Maybe />
        </RouteErrorBoundary>,
      ),
    );
    expect(screen.getByRole('heading', { name: 'Working page' })).toBeInTheDocument();
  });
});
