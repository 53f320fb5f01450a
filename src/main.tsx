import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import '@/app/styles/bootstrap.scss';
import '@/app/theme.css';
import { followSystemColorMode } from '@/app/colorMode';
import { appRoutes } from '@/app/router';
import { makeStore } from '@/app/store';

/**
 * Loads the lazy routes this address needs before the first render, so hydration renders the page the
 * HTML holds rather than a loading fallback (React Router's advice for lazy routes with prerendering).
 */
async function resolveLazyRoutes(routes: RouteObject[], location: Location): Promise<void> {
  const lazy = (matchRoutes(routes, location) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazy.map(async ({ route }) => {
      if (typeof route.lazy === 'function')
        Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}

const store = makeStore();
followSystemColorMode(window);
// Production only: in development a cached copy would hide every edit. Its code is fetched once the page
// has loaded, so it never delays the first visit.
if (import.meta.env.PROD)
  void import('@/app/serviceWorker').then((worker) => worker.registerServiceWorker(window, store));

/**
 * React Router keys the history entry of every fresh page load "default", so ScrollRestoration reopened
 * each fresh load at the position saved by an earlier one (arriving from another site landed in the
 * footer). A key of its own, kept in the entry's state, means a new load starts at the top (or its
 * #hash), while Back and Forward to this entry — even from another site — still restore its position.
 */
function giveThisEntryItsOwnKey(history: History): void {
  const state = (history.state ?? {}) as { key?: string };
  if (!state.key) history.replaceState({ ...state, key: crypto.randomUUID().slice(0, 8) }, '');
}

/**
 * Starts the app. Not top-level await: the page chunks import shared code from this module, and a
 * module that is still waiting at its top level would make their import wait for it — forever.
 */
async function start(): Promise<void> {
  await resolveLazyRoutes(appRoutes, window.location);
  giveThisEntryItsOwnKey(window.history);
  const router = createBrowserRouter(appRoutes);
  const app = (
    <StrictMode>
      {/* Hydration reads the store as it was at start, as the prerendered HTML was rendered, even if the
          stored data arrives while React is still hydrating. */}
      <Provider store={store} serverState={store.getState()}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>
  );

  // The build prerenders each page for its address without a query, and marks #root with that path. The
  // same address hydrates that HTML; anything else (a search, a guide tab in the query, an address a
  // static host answered with 404.html, a dev server's empty page) is rendered afresh.
  const container = document.getElementById('root')!;
  const path = window.location.pathname.replace(/(.)\/+$/, '$1');
  if (container.dataset.path === path && window.location.search === '') {
    hydrateRoot(container, app);
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
  // The stored session, content and search log, read once the page is on its way to the screen.
  void import('@/app/browserData').then((data) => data.connectBrowserData(window, store));
}

void start();
