import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PhaseBanner } from '@/features/navigation/PhaseBanner';
import { usePageAnnouncer } from '@/features/navigation/usePageAnnouncer';
import { SiteFooter } from '@/features/navigation/SiteFooter';
import { SiteHeader } from '@/features/navigation/SiteHeader';
import { useDocumentLanguage } from '@/features/navigation/useDocumentLanguage';
import { useScrollRestoration } from '@/features/navigation/useScrollRestoration';
import { SearchForm } from '@/features/search/SearchForm';
import { UpdateNotice } from '@/features/updates/UpdateNotice';
import { PageLoadingRoute } from '@/routes/PageLoadingRoute';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/** The shared frame of every screen: header, the page in <main>, footer, and the new-version notice. */
export function SiteLayout() {
  usePageAnnouncer();
  useDocumentLanguage();
  useScrollRestoration();
  const { pathname } = useLocation();
  return (
    <div className="d-flex flex-column min-vh-100">
      <SiteHeader renderSearch={(place) => <SearchForm source={place} />} />
      <PhaseBanner />
      <main id="main" tabIndex={-1} className="flex-grow-1">
        {/* A failed page keeps the header and footer, and going elsewhere clears the error. */}
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoadingRoute />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <SiteFooter />
      <UpdateNotice />
    </div>
  );
}
