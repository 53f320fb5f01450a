import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { PageHandleContext, pageHandleOf, type PageHandle } from '@/features/navigation/usePageAnnouncer';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { SiteLayout } from './SiteLayout';
import { PATHS } from '@/shared/site/paths';
import { lazyPage, type LazyPage } from './lazyPage';
import { lastOf } from '@/shared/lib/lists';

type PageName =
  | 'home'
  | 'documents'
  | 'nin'
  | 'search'
  | 'article'
  | 'login'
  | 'admin'
  | 'setup'
  | 'unauthorized'
  | 'accessibility'
  | 'contact'
  | 'privacy'
  | 'notFound';

const page = (name: PageName, title: PageHandle['title'] = 'fixed'): PageHandle => ({
  titleKey: `title.${name}`,
  descriptionKey: `description.${name}`,
  title,
});

/** Every page in a chunk of its own, so a first visit downloads the site's frame and the one page it opens. */
const PAGES = {
  home: lazyPage(() => import('@/routes/HomeRoute').then((m) => m.HomeRoute)),
  documents: lazyPage(() => import('@/routes/DocumentsRoute').then((m) => m.DocumentsRoute)),
  guide: lazyPage(() => import('@/routes/GuideRoute').then((m) => m.GuideRoute)),
  search: lazyPage(() => import('@/routes/SearchRoute').then((m) => m.SearchRoute)),
  article: lazyPage(() => import('@/routes/ArticleRoute').then((m) => m.ArticleRoute)),
  unauthorized: lazyPage(() => import('@/routes/UnauthorizedRoute').then((m) => m.UnauthorizedRoute)),
  login: lazyPage(() => import('@/routes/LoginRoute').then((m) => m.LoginRoute)),
  // The staff area (its guard, the dashboard and the API client) downloads only when it is opened.
  admin: lazyPage(() =>
    Promise.all([import('@/routes/AdminRoute'), import('./staffArea')]).then(([page, staffArea]) => {
      staffArea.installStaffArea();
      return page.AdminRoute;
    }),
  ),
  // The one-time link's page talks to the API too: it loads the client, as the staff area does.
  setup: lazyPage(() =>
    Promise.all([import('@/routes/SetupPasswordRoute'), import('./staffApi')]).then(([page, staffApi]) => {
      staffApi.installStaffApi();
      return page.SetupPasswordRoute;
    }),
  ),
  accessibility: lazyPage(() => import('@/routes/AccessibilityRoute').then((m) => m.AccessibilityRoute)),
  contact: lazyPage(() => import('@/routes/ContactRoute').then((m) => m.ContactRoute)),
  privacy: lazyPage(() => import('@/routes/PrivacyRoute').then((m) => m.PrivacyRoute)),
  notFound: lazyPage(() => import('@/routes/NotFoundRoute').then((m) => m.NotFoundRoute)),
};
type PageId = keyof typeof PAGES;

const pageRoute = (id: PageId, route: RouteObject): RouteObject => {
  const { Page } = PAGES[id];
  return { ...route, id, element: <Page /> };
};

/**
 * The route table of SPEC §2, with the accessibility statement issue 22 added, the contact page issue 27 added and the privacy notice issue 28 added. Every other path the spec
 * lists as not-found (/government/*, /all-content, /terms…) falls through to the catch-all. Each page route has an `id`: a prerendered page records the id
 * it was rendered for, and the browser hydrates it only when it matches the same route (see main.tsx).
 *
 * Declarative routes (useRoutes), not React Router's data router: the data router's loaders, actions and
 * fetchers serve nothing here and cost every public page about 17 KiB gzip of the 120 KiB budget
 * (issue 8). What it did for this app is done by lazyPage, RouteErrorBoundary, PageHandleContext and
 * useScrollRestoration.
 */
export const appRoutes: RouteObject[] = [
  {
    path: PATHS.home,
    element: <SiteLayout />,
    children: [
      pageRoute('home', { index: true, handle: page('home') }),
      pageRoute('documents', { path: PATHS.documents, handle: page('documents') }),
      // Every guide's address; the NIN guide, the one published so far, names the tab and window.
      // Each guide is named by its own heading (the NIN guide's titleKey stands while none is shown).
      pageRoute('guide', { path: PATHS.guide, handle: page('nin', 'fromHeading') }),
      pageRoute('search', { path: PATHS.search, handle: page('search') }),
      // The tab and window are named after the article's own heading.
      pageRoute('article', { path: PATHS.article, handle: page('article', 'fromHeading') }),
      pageRoute('unauthorized', { path: PATHS.unauthorized, handle: page('unauthorized') }),
      pageRoute('login', { path: PATHS.login, handle: page('login') }),
      pageRoute('accessibility', { path: PATHS.accessibility, handle: page('accessibility') }),
      pageRoute('contact', { path: PATHS.contact, handle: page('contact') }),
      pageRoute('privacy', { path: PATHS.privacy, handle: page('privacy') }),
      pageRoute('admin', { path: PATHS.admin, handle: page('admin') }),
      pageRoute('setup', { path: PATHS.accountSetup, handle: page('setup') }),
      pageRoute('notFound', { path: '*', handle: page('notFound') }),
    ],
  },
];

/** The routes an address matches, outermost first (none for an address outside the table). */
export function matchesOf(pathname: string) {
  return matchRoutes(appRoutes, pathname) ?? [];
}

/** The id of the page an address shows (the not-found page's for an unknown address). */
export function pageIdOf(pathname: string): string {
  return lastOf(matchesOf(pathname))?.route.id ?? 'notFound';
}

/**
 * Downloads the page an address shows, so the first render (hydration or the build's prerender) shows
 * that page rather than "Loading…".
 */
export function preloadPage(pathname: string): Promise<void> {
  // Looked up by the matched route's id, whatever it is: a route without a page of its own preloads nothing.
  const pages: Partial<Record<string, LazyPage>> = PAGES;
  return pages[pageIdOf(pathname)]?.preload() ?? Promise.resolve();
}

/**
 * The whole app's screens for the router's current address, with the page's handle (its title and
 * description) for the layout, and an error boundary for a layout that fails.
 */
export function AppRoutes() {
  const location = useLocation();
  const element = useRoutes(appRoutes);
  const handle = pageHandleOf(matchesOf(location.pathname).map((match) => match.route));
  return (
    <RouteErrorBoundary>
      <PageHandleContext value={handle}>{element}</PageHandleContext>
    </RouteErrorBoundary>
  );
}
