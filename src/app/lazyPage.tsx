import { use, type ComponentType } from 'react';
import { whenTranslated } from '@/shared/i18n/translate';

/** A page whose code downloads when it is first shown, or earlier with `preload`. */
export interface LazyPage {
  /** Renders the page; suspends (the layout shows "Loading…") until its code has arrived. */
  Page: ComponentType;
  /** Starts the download; resolves once the page can render without suspending. */
  preload: () => Promise<void>;
}

/**
 * A route's page in a chunk of its own. Once loaded (main.tsx and the prerender load the page an address
 * needs before they render) it renders at once, so hydration meets the same HTML the build wrote. A
 * download that failed is thrown to the nearest error boundary, which shows the error page. Its text in
 * the page's language arrives with it.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let outcome: { loaded: ComponentType } | { failed: unknown } | undefined;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load()
      .then(whenTranslated)
      .then(
        (loaded) => void (outcome = { loaded }),
        (failed: unknown) => {
          outcome = { failed };
          throw failed;
        },
      ));
  function Page() {
    if (!outcome) use(preload());
    if (outcome && 'failed' in outcome) throw outcome.failed;
    const Loaded = outcome!.loaded;
    return <Loaded />;
  }
  return { Page, preload };
}
