import type { RouteObject } from 'react-router-dom';
import type { PageHandle } from '@/features/navigation/usePageAnnouncer';
import { SiteLayout } from '@/routes/SiteLayout';
import { HomeRoute } from '@/routes/HomeRoute';
import { NotFoundRoute } from '@/routes/NotFoundRoute';
import { RouteErrorRoute } from '@/routes/RouteErrorRoute';
import { PageLoadingRoute } from '@/routes/PageLoadingRoute';
import { RequireAdmin } from '@/features/session/RequireAdmin';
import { PATHS } from '@/shared/site/paths';

const title = (titleKey: PageHandle['titleKey']): PageHandle => ({ titleKey });

/**
 * The route table of SPEC §2. Only the home page and the not-found page are in the first download;
 * every other screen is a lazy chunk fetched when a visitor goes there. Every path the spec lists as
 * not-found (/government/*, /all-content, /terms…) falls through to the catch-all.
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
          { index: true, element: <HomeRoute />, handle: title('title.home') },
          {
            path: PATHS.documents,
            handle: title('title.documents'),
            lazy: () => import('@/routes/DocumentsRoute').then((m) => ({ Component: m.DocumentsRoute })),
          },
          {
            path: PATHS.ninGuide,
            handle: title('title.nin'),
            lazy: () => import('@/routes/NinGuideRoute').then((m) => ({ Component: m.NinGuideRoute })),
          },
          {
            path: PATHS.unauthorized,
            handle: title('title.unauthorized'),
            lazy: () =>
              import('@/routes/UnauthorizedRoute').then((m) => ({ Component: m.UnauthorizedRoute })),
          },
          {
            path: PATHS.login,
            handle: title('title.login'),
            lazy: () => import('@/routes/LoginRoute').then((m) => ({ Component: m.LoginRoute })),
          },
          {
            // The guard is tiny and in the main bundle; the dashboard itself downloads only for staff.
            path: PATHS.admin,
            handle: title('title.admin'),
            element: <RequireAdmin />,
            children: [
              {
                index: true,
                lazy: () => import('@/routes/AdminRoute').then((m) => ({ Component: m.AdminRoute })),
              },
            ],
          },
          { path: '*', element: <NotFoundRoute />, handle: title('title.notFound') },
        ],
      },
    ],
  },
];
