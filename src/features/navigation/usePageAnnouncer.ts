import { createContext, use, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { Vars } from '@/shared/i18n/translate';
import { useT } from '@/shared/i18n/useT';
import type { BuildMessageKey } from '@/shared/site/buildMessages';
import { siteMessages, type SiteMessageKey } from '@/shared/site/siteMessages';

/** What a route declares in its `handle` so the layout (and the prerendered page) can name the page. */
export interface PageHandle {
  titleKey: SiteMessageKey;
  /** The page's meta description, for search results and link previews (written by the build). */
  descriptionKey: BuildMessageKey;
  /**
   * "fixed": the document title is `titleKey`'s. "fromHeading": the page's h1 names it (an article's
   * title is what staff wrote, not a catalogue string).
   */
  title: 'fixed' | 'fromHeading';
}

const NOT_FOUND: PageHandle = {
  titleKey: 'title.notFound',
  descriptionKey: 'description.notFound',
  title: 'fixed',
};

function isPageHandle(handle: unknown): handle is PageHandle {
  return typeof handle === 'object' && handle !== null && 'titleKey' in handle && 'descriptionKey' in handle;
}

/**
 * The handle of the page being shown, provided by the app's routes (src/app/router.tsx); a screen
 * rendered outside them (a component test) counts as the not-found page.
 */
export const PageHandleContext = createContext<PageHandle>(NOT_FOUND);

/** The handle of the deepest matched route that names its page (the not-found page's if none does). */
export function pageHandleOf(matches: readonly { handle?: unknown }[]): PageHandle {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isPageHandle(handle)) return handle;
  }
  return NOT_FOUND;
}

/**
 * The document title: the site's own on the home page, "Page · Citizen Guide Nigeria" elsewhere, where
 * Page is the page's h1 (`heading`) when its handle says so.
 */
export function documentTitle(
  t: (key: SiteMessageKey, vars?: Vars) => string,
  handle: PageHandle,
  heading?: string,
): string {
  if (handle.titleKey === 'title.home') return t(handle.titleKey);
  const page = handle.title === 'fromHeading' && heading ? heading : t(handle.titleKey);
  return t('title.pattern', { page });
}

/**
 * Gives every screen its own document title and, after an in-app navigation, moves focus to the new
 * page's h1 — a single-page app otherwise leaves screen-reader users on the link they just followed,
 * with no sign that the page changed. The first load keeps the browser's own focus behaviour. A page
 * whose h1 comes later (an article fetched after a link inside the app shows "Loading…" first) is
 * named, and focused, when its h1 arrives.
 */
export function usePageAnnouncer(): void {
  const t = useT(siteMessages);
  const handle = use(PageHandleContext);
  const { pathname } = useLocation();

  // Runs after the page has rendered, so a page named by its heading already shows it — or, drawn by a
  // part of the page that renders on its own, when it shows it.
  useEffect(() => {
    const name = () => {
      const heading =
        handle.title === 'fromHeading'
          ? (document.querySelector('main h1')?.textContent ?? undefined)
          : undefined;
      document.title = documentTitle(t, handle, heading);
    };
    name();
    if (handle.title !== 'fromHeading') return;
    return whileMainChanges(name);
  });

  const firstPath = useRef(pathname);
  useEffect(() => {
    if (firstPath.current === pathname) return;
    firstPath.current = '';
    const leftOn = document.activeElement;
    const focusHeading = () => {
      const heading = document.querySelector<HTMLElement>('main h1');
      if (!heading) return false;
      // Not when the visitor has moved on while the page was loading: focus stays where they put it.
      const active = document.activeElement;
      if (active !== leftOn && active !== document.body && active !== null) return true;
      heading.tabIndex = -1;
      // Without scrolling: the page is already where it should be (its top, its #target, or where Back left it).
      heading.focus({ preventScroll: true });
      return true;
    };
    if (focusHeading()) return;
    const stop = whileMainChanges(() => {
      if (focusHeading()) stop();
    });
    return stop;
  }, [pathname]);
}

/** Calls `changed` on every change inside <main> until the returned function is called. */
function whileMainChanges(changed: () => void): () => void {
  const main = document.querySelector('main');
  if (!main || typeof MutationObserver === 'undefined') return () => {};
  const observer = new MutationObserver(changed);
  observer.observe(main, { childList: true, subtree: true, characterData: true });
  return () => observer.disconnect();
}
