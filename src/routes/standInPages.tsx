import { Suspense, type ReactElement } from 'react';
import { lazyTranslated } from '@/shared/i18n/lazyTranslated';
import { PageLoadingRoute } from './PageLoadingRoute';

// Rarely shown in an article's or a guide's place: their code loads when they are, not with every
// article's or guide's first visit.
const GoneRoute = lazyTranslated(() => import('./GoneRoute').then((m) => m.GoneRoute));
const NotFoundRoute = lazyTranslated(() => import('./NotFoundRoute').then((m) => m.NotFoundRoute));

/**
 * A page shown in another's place, as one element made once: when the route renders again (as it does
 * right after hydration) React sees the same element and leaves its part alone. A new element would
 * reach a part whose code is still on its way, and React would drop the server's HTML for it and draw it
 * afresh — the not-found page's suggestions, which it shows as they came, with it.
 */
export const standInPage = (page: ReactElement) => (
  <Suspense fallback={<PageLoadingRoute />}>{page}</Suspense>
);

export const NOT_FOUND_PAGE = standInPage(<NotFoundRoute />);
export const GONE_ARTICLE_PAGE = standInPage(<GoneRoute />);
export const GONE_GUIDE_PAGE = standInPage(<GoneRoute guide />);
