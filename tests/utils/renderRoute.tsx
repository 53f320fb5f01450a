import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { appRoutes } from '@/app/router';
import { makeStore, type PreloadedState } from '@/app/store';
import type { KeyValueStorage } from '@/app/storage';

/**
 * Renders the real route table at `path` with a fresh store, as a visitor would arrive there.
 * Returns the store and router so a test can check what was recorded and where the visitor ended up.
 */
export function renderRoute(
  path: string,
  { preloadedState, storage }: { preloadedState?: PreloadedState; storage?: KeyValueStorage } = {},
) {
  const store = makeStore(preloadedState, storage);
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...view, store, router, user };
}
