import type { RouteObject } from 'react-router-dom';
import { SiteLayout } from '@/routes/SiteLayout';
import { HomeRoute } from '@/routes/HomeRoute';
import { NotFoundRoute } from '@/routes/NotFoundRoute';
import { RouteErrorRoute } from '@/routes/RouteErrorRoute';

/**
 * The route table of SPEC §2. Only the home page and the not-found page are in the first download;
 * every other screen is a lazy chunk fetched when a visitor goes there. Every path the spec lists as
 * not-found (/government/*, /all-content, /terms…) falls through to the catch-all.
 */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <SiteLayout />,
    errorElement: <RouteErrorRoute />,
    children: [
      {
        // A second boundary inside the layout keeps the header and footer when a page fails.
        errorElement: <RouteErrorRoute />,
        children: [
          { index: true, element: <HomeRoute /> },
          {
            path: 'documents',
            lazy: () => import('@/routes/DocumentsRoute').then((m) => ({ Component: m.DocumentsRoute })),
          },
          {
            path: 'documents/nin',
            lazy: () => import('@/routes/NinGuideRoute').then((m) => ({ Component: m.NinGuideRoute })),
          },
          {
            path: 'unauthorized',
            lazy: () =>
              import('@/routes/UnauthorizedRoute').then((m) => ({ Component: m.UnauthorizedRoute })),
          },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
];
