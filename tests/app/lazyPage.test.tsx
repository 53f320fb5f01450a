import { act, render, screen } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from '@/app/lazyPage';
import { makeStore } from '@/app/store';
import { RouteErrorBoundary } from '@/routes/RouteErrorBoundary';
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
