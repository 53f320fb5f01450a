import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { PhaseBanner } from '@/features/navigation/PhaseBanner';
import { usePageAnnouncer } from '@/features/navigation/usePageAnnouncer';
import { SiteFooter } from '@/features/navigation/SiteFooter';
import { SiteHeader } from '@/features/navigation/SiteHeader';
import { useDocumentLanguage } from '@/features/navigation/useDocumentLanguage';
import { SearchForm } from '@/features/search/SearchForm';
import { UpdateNotice } from '@/features/updates/UpdateNotice';

/** The shared frame of every screen: header, the page in <main>, footer, and the new-version notice. */
export function SiteLayout() {
  usePageAnnouncer();
  useDocumentLanguage();
  // Says the app is running (hydrated, or rendered afresh): until then taps and typing reach only the
  // prerendered HTML. The browser journeys wait for it before they act.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <div className="d-flex flex-column min-vh-100">
      <SiteHeader renderSearch={(place) => <SearchForm source={place} />} />
      <PhaseBanner />
      <main id="main" tabIndex={-1} className="flex-grow-1">
        <Outlet />
      </main>
      <SiteFooter />
      <UpdateNotice />
      <ScrollRestoration />
    </div>
  );
}
