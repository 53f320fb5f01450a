import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { useT } from '@/shared/i18n/useT';
import { siteMessages, type SiteMessageKey } from '@/shared/site/siteMessages';

/** What a route declares in its `handle` so the layout can name the page. */
export interface PageHandle {
  titleKey: SiteMessageKey;
}

function isPageHandle(handle: unknown): handle is PageHandle {
  return typeof handle === 'object' && handle !== null && 'titleKey' in handle;
}

/**
 * Gives every screen its own document title and, after an in-app navigation, moves focus to the new
 * page's h1 — a single-page app otherwise leaves screen-reader users on the link they just followed,
 * with no sign that the page changed. The first load keeps the browser's own focus behaviour.
 */
export function usePageAnnouncer(): void {
  const t = useT(siteMessages);
  const matches = useMatches();
  const { pathname } = useLocation();
  const handle = [...matches].reverse().find((m) => isPageHandle(m.handle))?.handle as PageHandle | undefined;
  const titleKey = handle?.titleKey ?? 'title.notFound';

  useEffect(() => {
    document.title = titleKey === 'title.home' ? t(titleKey) : t('title.pattern', { page: t(titleKey) });
  }, [t, titleKey]);

  const firstPath = useRef(pathname);
  useEffect(() => {
    if (firstPath.current === pathname) return;
    firstPath.current = '';
    const heading = document.querySelector<HTMLElement>('main h1');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus();
  }, [pathname]);
}
