import { StrictMode, startTransition, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import '@/app/styles/bootstrap.scss';
import '@/app/theme.css';
import { markAppReady, markStartFailed } from '@/app/appStart';
import { followSystemColorMode } from '@/app/colorMode';
import { AppRoutes, preloadPage } from '@/app/router';
import { makeStore, type AppStore } from '@/app/store';
import { randomId } from '@/shared/lib/randomId';

/**
 * React Router keys the history entry of every fresh page load "default", so scroll restoration would
 * reopen each fresh load at the position saved by an earlier one (arriving from another site landed in
 * the footer). A key of its own, kept in the entry's state, means a new load starts at the top (or its
 * #hash), while Back and Forward to this entry — even from another site — still restore its position.
 */
function giveThisEntryItsOwnKey(history: History): void {
  const state = (history.state ?? {}) as { key?: string };
  if (!state.key) history.replaceState({ ...state, key: randomId() }, '');
}

/** Marks the page as run by the app once React has put it on screen (src/app/appStart.ts). */
function OnScreen({ children }: { children: ReactNode }) {
  useLayoutEffect(() => markAppReady(document), []);
  return children;
}

/**
 * Starts the app. Not top-level await: the page chunks import shared code from this module, and a
 * module that is still waiting at its top level would make their import wait for it — forever.
 */
async function start(): Promise<void> {
  const store = makeStore();
  followSystemColorMode(window);
  // Production only: in development a cached copy would hide every edit. Its code is fetched once the
  // page has loaded, so it never delays the first visit.
  if (import.meta.env.PROD)
    void import('@/app/serviceWorker').then((worker) => worker.registerServiceWorker(window, store));

  // The page this address shows is downloaded first, so hydration renders it rather than "Loading…".
  const pageLoaded = await preloadPage(window.location.pathname).then(
    () => true,
    () => false,
  );
  const container = document.getElementById('root')!;
  const path = window.location.pathname.replace(/(.)\/+$/, '$1');
  const prerenderedHere = container.dataset.path === path && window.location.search === '';
  // Its code did not arrive (the connection dropped): a prerendered page stays as the build wrote it,
  // every part of a guide shown, with the notice that some features are missing, rather than becoming an
  // error page. Elsewhere the error page says what went wrong.
  if (!pageLoaded && prerenderedHere) return markStartFailed(document);
  giveThisEntryItsOwnKey(window.history);
  render(store, container, prerenderedHere);
  // The stored session, content and search log, read once the page is on its way to the screen.
  void import('@/app/browserData').then((data) => data.connectBrowserData(window, store));
}

function render(store: AppStore, container: HTMLElement, prerenderedHere: boolean): void {
  const app = (
    <StrictMode>
      {/* Hydration reads the store as it was at start, as the prerendered HTML was rendered, even if the
          stored data arrives while React is still hydrating. */}
      <Provider store={store} serverState={store.getState()}>
        <BrowserRouter>
          <OnScreen>
            <AppRoutes />
          </OnScreen>
        </BrowserRouter>
      </Provider>
    </StrictMode>
  );

  // The build prerenders each page for its address without a query, and marks #root with that path. The
  // same address hydrates that HTML; anything else (a search, a guide tab in the query, an address a
  // static host answered with 404.html, a dev server's empty page) is rendered afresh.
  if (prerenderedHere) {
    // In a transition, hydration is done in short slices that leave the phone free to answer a tap, rather
    // than in one long task (the page is on screen already; nothing waits for it).
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
}

// Whatever stops the start, the page stays as the server sent it and says that some features are missing.
start().catch((error: unknown) => {
  markStartFailed(document);
  console.error('The app could not start; the page stays as it was sent.', error);
});
