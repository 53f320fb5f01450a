import type { RouteObject } from 'react-router-dom';
import type { PageHandle } from '@/features/navigation/usePageAnnouncer';
import { RequireAdmin } from '@/features/session/RequireAdmin';
import { PageLoadingRoute } from '@/routes/PageLoadingRoute';
import { RouteErrorRoute } from '@/routes/RouteErrorRoute';
import { SiteLayout } from '@/routes/SiteLayout';
import { PATHS } from '@/shared/site/paths';

const page = (
  name: 'home' | 'documents' | 'nin' | 'search' | 'article' | 'login' | 'admin' | 'unauthorized' | 'notFound',
  title: PageHandle['title'] = 'fixed',
): PageHandle => ({
  titleKey: `title.${name}`,
  descriptionKey: `description.${name}`,
  title,
});

/**
 * The route table of SPEC §2. Every page is its own chunk, so a first visit downloads the site's frame
 * and the one page it opens (main.tsx loads that page's chunk before it hydrates). Every path the spec lists as
 * not-found (/government/*, /all-content, /terms…) falls through to the catch-all. Each page route has
 * an `id`: a prerendered page records the id it was rendered for, and the browser hydrates it only when
 * it matches the same route (see main.tsx).
 */
export const appRoutes: RouteObject[] = [
  {
    path: PATHS.home,
    element: <SiteLayout />,
    errorElement: <RouteErrorRoute />,
    hydrateFallbackElement: <PageLoadingRoute />,
    children: [
      {
        // A second boundary inside the layout keeps the header and footer when a page fails.
        errorElement: <RouteErrorRoute />,
        children: [
          {
            id: 'home',
            index: true,
            handle: page('home'),
            lazy: () => import('@/routes/HomeRoute').then((m) => ({ Component: m.HomeRoute })),
          },
          {
            id: 'documents',
            path: PATHS.documents,
            handle: page('documents'),
            lazy: () => import('@/routes/DocumentsRoute').then((m) => ({ Component: m.DocumentsRoute })),
          },
          {
            id: 'ninGuide',
            path: PATHS.ninGuide,
            handle: page('nin'),
            lazy: () => import('@/routes/NinGuideRoute').then((m) => ({ Component: m.NinGuideRoute })),
          },
          {
            id: 'search',
            path: PATHS.search,
            handle: page('search'),
            lazy: () => import('@/routes/SearchRoute').then((m) => ({ Component: m.SearchRoute })),
          },
          {
            id: 'article',
            path: PATHS.article,
            // The tab and window are named after the article's own heading.
            handle: page('article', 'fromHeading'),
            lazy: () => import('@/routes/ArticleRoute').then((m) => ({ Component: m.ArticleRoute })),
          },
          {
            id: 'unauthorized',
            path: PATHS.unauthorized,
            handle: page('unauthorized'),
            lazy: () =>
              import('@/routes/UnauthorizedRoute').then((m) => ({ Component: m.UnauthorizedRoute })),
          },
          {
            id: 'login',
            path: PATHS.login,
            handle: page('login'),
            lazy: () => import('@/routes/LoginRoute').then((m) => ({ Component: m.LoginRoute })),
          },
          {
            // The guard is tiny and in the main bundle; the dashboard itself downloads only for staff.
            path: PATHS.admin,
            handle: page('admin'),
            element: <RequireAdmin />,
            children: [
              {
                id: 'admin',
                index: true,
                lazy: () => import('@/routes/AdminRoute').then((m) => ({ Component: m.AdminRoute })),
              },
            ],
          },
          {
            id: 'notFound',
            path: '*',
            handle: page('notFound'),
            lazy: () => import('@/routes/NotFoundRoute').then((m) => ({ Component: m.NotFoundRoute })),
          },
        ],
      },
    ],
  },
];
