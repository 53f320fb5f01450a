import { render, type BoundFunctions, type queries } from '@testing-library/react';
import userEvent, { type Options as UserOptions } from '@testing-library/user-event';
import { isValidElement, useLayoutEffect, type ReactElement } from 'react';
import { beforeAll } from 'vitest';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  useNavigationType,
  useRoutes,
  type Location,
  type NavigateFunction,
  type NavigationType,
  type RouteObject,
} from 'react-router-dom';
import { AppRoutes, preloadPage } from '@/app/router';
import { connectStorage } from '@/app/persistence';
import type { KeyValueStorage } from '@/app/storage';
import type { PreloadedState } from '@/app/rootReducer';
import { makeStore } from '@/app/store';
import { memoryStorage } from './memoryStorage';

/**
 * Every page's code, loaded before the first render, as main.tsx loads the first page's: a page that
 * suspends inside render()'s synchronous act() is never retried by React, and the test would hang. Test
 * files share their worker's modules (vite.config.ts), so this runs with the first file of a worker that
 * imports this module, and the pages stay loaded for the files after it.
 */
beforeAll(() =>
  Promise.all(
    [
      '/',
      '/documents',
      '/documents/nin',
      '/search',
      '/articles/x',
      '/unauthorized',
      '/login',
      '/accessibility',
      '/contact',
      '/privacy',
      '/admin',
      '/account/setup',
      '/x/y',
    ].map(preloadPage),
  ),
);

/** A path in the real route table, one element, or a route list of the test's own. */
type Target = string | ReactElement | RouteObject[];

interface RenderOptions {
  preloadedState?: PreloadedState;
  /** Where persisted slices are written; a fresh in-memory storage unless a test brings its own. */
  storage?: KeyValueStorage;
  /** The address the router starts at, when `target` is an element or a route list. */
  path?: string;
  /**
   * False: the app as it is before main.tsx has read the stored data (the test calls connectStorage
   * itself when it is time). By default storage is connected before the first render.
   */
  readStorage?: boolean;
  /** Passed to userEvent.setup (e.g. `advanceTimers` with fake timers). */
  userOptions?: UserOptions;
}

/**
 * Renders with everything the app gives a screen: a fresh store (writing to in-memory storage, as the
 * app writes to localStorage) and a memory router. A path renders the real route table, as a visitor
 * arrives there. Returns the store, router, stored values and a userEvent instance.
 */
export function renderWithProviders(target: Target, options: RenderOptions = {}) {
  const { app, store, router, stored } = withProviders(target, options);
  // As main.tsx does once the page is showing: read what is stored, then write changes back.
  // Saved straight after each change rather than after SAVE_DELAY_MS, so a test can read what was stored.
  if (options.readStorage !== false)
    connectStorage(store, options.storage ?? stored.storage, { saveDelayMs: 0 });
  const user = userEvent.setup(options.userOptions);
  return { ...render(app), store, router, user, stored: stored.data };
}

/**
 * The HTML a server (or a build-time prerender) would send for `target`: no effect runs, so this is
 * exactly what a visitor sees before the page hydrates.
 */
export function renderToHtml(target: Target, options: RenderOptions = {}): string {
  return renderToString(withProviders(target, options).app);
}

/** What `within(element)` gives: Testing Library's queries, bound to one part of the page. */
export type Within = BoundFunctions<typeof queries>;

/** What a test reads of the router: where it is now, and a way to go elsewhere as a link would. */
export interface TestRouter {
  state: { location: Location; historyAction: NavigationType };
  navigate: NavigateFunction;
}

/** Renders nothing; tells `seen` where the memory router is after every render, and how to navigate. */
function RouterProbe({ seen }: { seen: (router: TestRouter) => void }) {
  const location = useLocation();
  const historyAction = useNavigationType();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    seen({ state: { location, historyAction }, navigate });
  });
  return null;
}

function TestRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

function withProviders(target: Target, { preloadedState, path = '/' }: RenderOptions) {
  const memory = memoryStorage();
  const store = makeStore(preloadedState);
  const routes =
    typeof target === 'string' ? (
      <AppRoutes />
    ) : (
      <TestRoutes routes={isValidElement(target) ? [{ path: '*', element: target }] : target} />
    );
  const router = { state: {} } as TestRouter;
  const seen = (now: TestRouter) => Object.assign(router, now);
  const app = (
    <Provider store={store}>
      <MemoryRouter initialEntries={[typeof target === 'string' ? target : path]}>
        <RouterProbe seen={seen} />
        {routes}
      </MemoryRouter>
    </Provider>
  );
  return { app, store, router, stored: memory };
}
