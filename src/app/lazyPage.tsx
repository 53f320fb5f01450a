import { use, type ComponentType } from 'react';
import { ErrorRetryContext } from './RouteErrorBoundary';
import { whenTranslated } from '@/shared/i18n/translate';
import { reloadIfSiteChanged } from './siteChanged';

/** A page whose code downloads when it is first shown, or earlier with `preload`. */
export interface LazyPage {
  /** Renders the page; suspends (the layout shows "Loading…") until its code has arrived. */
  Page: ComponentType;
  /** Starts the download (again, if the last one failed); resolves once the page can render without suspending. */
  preload: () => Promise<void>;
}

/** Whatever a download that failed should do before it is shown as failed: it may reload the page. */
export type WhenLoadFailed = () => Promise<'reloading' | 'failed'>;

/**
 * In the built site, a failed download first checks whether the site was deployed again since this page
 * opened (its files are gone): the page then reloads at its address rather than showing the error. In the
 * entry, not a chunk of its own: after a deploy that chunk would be gone too.
 */
const reloadIfStale: WhenLoadFailed = async () =>
  import.meta.env.PROD && typeof window !== 'undefined' && (await reloadIfSiteChanged(window))
    ? 'reloading'
    : 'failed';

/**
 * A route's page in a chunk of its own. Once loaded (main.tsx and the prerender load the page an address
 * needs before they render) it renders at once, so hydration meets the same HTML the build wrote. Its text
 * in the page's language arrives with it.
 *
 * A download that failed is thrown to the nearest error boundary, which shows the error page, and is then
 * forgotten: the next `preload`, and the next render once that boundary has cleared its error ("Try again",
 * or the visitor went elsewhere and came back), downloads it again, in place. Until then a render throws
 * the same failure, so React's own second try at a failed render does not start a download of its own.
 */
export function lazyPage(load: () => Promise<ComponentType>, whenFailed = reloadIfStale): LazyPage {
  let loaded: ComponentType | undefined;
  let pending: Promise<void> | undefined;
  /** The last failure, and the boundary's count of retries (ErrorRetryContext) it was first shown at. */
  let failure: { error: unknown; shownAt?: number } | undefined;
  const preload = () =>
    (pending ??= load()
      .then(whenTranslated)
      .then(
        (page) => {
          loaded = page;
          failure = undefined;
        },
        async (error: unknown) => {
          // A page reloading to the site's new version stays "Loading…" until it goes.
          if ((await whenFailed()) === 'reloading') return new Promise<never>(() => {});
          failure = { error };
          pending = undefined;
          throw error;
        },
      ));
  function Page() {
    const retries = use(ErrorRetryContext);
    const Loaded = loaded;
    if (Loaded) return <Loaded />;
    // A failure stands until the boundary's next retry: the retry count it was first shown at.
    if (failure && (failure.shownAt ??= retries) === retries) throw failure.error;
    // Suspends until the download is over; the page is then rendered again, and shows (or throws).
    use(preload());
    return null;
  }
  return { Page, preload };
}
