import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import type { Vars } from '@/shared/i18n/translate';
import { useT } from '@/shared/i18n/useT';
import type { BuildMessageKey } from '@/shared/site/buildMessages';
import { siteMessages, type SiteMessageKey } from '@/shared/site/siteMessages';

/** What a route declares in its `handle` so the layout (and the prerendered page) can name the page. */
export interface PageHandle {
  titleKey: SiteMessageKey;
  /** The page's meta description, for search results and link previews (written by the build). */
  descriptionKey: BuildMessageKey;
}

const NOT_FOUND: PageHandle = { titleKey: 'title.notFound', descriptionKey: 'description.notFound' };

function isPageHandle(handle: unknown): handle is PageHandle {
  return typeof handle === 'object' && handle !== null && 'titleKey' in handle && 'descriptionKey' in handle;
}

/** The handle of the deepest matched route that names its page (the not-found page's if none does). */
export function pageHandleOf(matches: readonly { handle?: unknown }[]): PageHandle {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isPageHandle(handle)) return handle;
  }
  return NOT_FOUND;
}

/** The document title: the site's own on the home page, "Page · Citizen Guide Nigeria" elsewhere. */
export function documentTitle(t: (key: SiteMessageKey, vars?: Vars) => string, handle: PageHandle): string {
  return handle.titleKey === 'title.home'
    ? t(handle.titleKey)
    : t('title.pattern', { page: t(handle.titleKey) });
}

/**
 * Gives every screen its own document title and, after an in-app navigation, moves focus to the new
 * page's h1 — a single-page app otherwise leaves screen-reader users on the link they just followed,
 * with no sign that the page changed. The first load keeps the browser's own focus behaviour.
 */
export function usePageAnnouncer(): void {
  const t = useT(siteMessages);
  const handle = pageHandleOf(useMatches());
  const { pathname } = useLocation();
  const title = documentTitle(t, handle);

  useEffect(() => {
    document.title = title;
  }, [title]);

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
