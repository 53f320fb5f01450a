import {
  isStaffPath,
  PAGE_VIEW_PATH,
  SEARCH_COUNT_PATH,
  type PageViewRequest,
  type SearchCountRequest,
} from '@/shared/api/visits';
import { siteAddress } from '@/shared/api/sameSite';
import { localeOfPath, withoutLocale } from './localePaths';

/**
 * The site's private count of its readers, from the browser (issue 28; what the server keeps:
 * server/visits). src/main.tsx fetches this module once the page has loaded and the browser is idle, so
 * no page's first load carries it and counting never delays a page. It sends, with no cookie of its own
 * and nothing about the visitor:
 * - a page view: the path (no query, no fragment), its language, and the referring site's host name when
 *   the visitor came from another site; then one for each in-app navigation to another path;
 * - a search made in the app, with whether it found anything (src/routes/SearchRoute.tsx).
 * Nothing is sent when the visitor asked not to be tracked (Do Not Track, Global Privacy Control), nor
 * from the staff's pages. Every failure (offline, an error) is ignored: counting never breaks a page.
 */

/** What the beacon uses of the browser's window (tests pass their own). */
export type BeaconWindow = Pick<
  Window,
  'location' | 'document' | 'history' | 'addEventListener' | 'fetch'
> & {
  navigator: Pick<Navigator, 'doNotTrack'> & {
    /** Missing where it is switched off (Firefox's beacon.enabled): a keepalive fetch sends instead. */
    sendBeacon?: Navigator['sendBeacon'];
    globalPrivacyControl?: boolean;
  };
};

/** Whether the visitor asked not to be tracked: then nothing is ever sent. */
export function asksNotToBeCounted(navigator: BeaconWindow['navigator']): boolean {
  return navigator.doNotTrack === '1' || navigator.globalPrivacyControl === true;
}

/** Sends `body` to `url`, by beacon (it survives the page closing) or else by a keepalive fetch. */
function send(win: BeaconWindow, url: string, body: PageViewRequest | SearchCountRequest): void {
  try {
    const json = JSON.stringify(body);
    if (win.navigator.sendBeacon?.(url, new Blob([json], { type: 'application/json' }))) return;
    win
      .fetch(siteAddress(url), {
        method: 'POST',
        body: json,
        headers: { 'Content-Type': 'application/json' },
        keepalive: true,
        credentials: 'omit',
      })
      .catch(() => undefined);
  } catch {
    // Counting is never worth an error on the page.
  }
}

/** The referring page's host when it is another site's; nothing of its address but the host. */
function referringSite(win: BeaconWindow): string | undefined {
  try {
    const host = new URL(win.document.referrer).hostname.toLowerCase();
    return host && host !== win.location.hostname ? host : undefined;
  } catch {
    return undefined;
  }
}

/** Counts the page on screen, if it is a public page, with the referring site on the first only. */
function countPage(win: BeaconWindow, referrer: string | undefined): void {
  const path = win.location.pathname;
  if (isStaffPath(withoutLocale(path))) return;
  send(win, PAGE_VIEW_PATH, { path, language: localeOfPath(path), ...(referrer && { referrer }) });
}

/**
 * Counts this page view, then each in-app navigation to another path (the router's history.pushState,
 * and Back and Forward), as Plausible's script does. A new query or fragment on the same path (a guide's
 * tab) is the same page.
 */
export function countPageViews(win: BeaconWindow): void {
  if (asksNotToBeCounted(win.navigator)) return;
  let counted = win.location.pathname;
  countPage(win, referringSite(win));
  const onNavigation = () => {
    if (win.location.pathname === counted) return;
    counted = win.location.pathname;
    countPage(win, undefined);
  };
  const push = win.history.pushState.bind(win.history);
  win.history.pushState = (...args: Parameters<History['pushState']>) => {
    push(...args);
    onNavigation();
  };
  win.addEventListener('popstate', onNavigation);
}

/**
 * Counts a search the app made (its words as typed, found or not), in the page's language. A results
 * page the server rendered is counted there; the app shows it as it came and counts only what follows.
 */
export function countSearch(win: BeaconWindow, query: string, found: boolean): void {
  if (asksNotToBeCounted(win.navigator) || !query.trim()) return;
  send(win, SEARCH_COUNT_PATH, { query, language: localeOfPath(win.location.pathname), found });
}
