import { use, type ComponentType } from 'react';

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
 * download that fails is thrown to the nearest error boundary by `use`, which shows the error page.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loaded: ComponentType | undefined;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then((component) => {
      loaded = component;
    }));
  function Page() {
    if (!loaded) use(preload());
    const Loaded = loaded!;
    return <Loaded />;
  }
  return { Page, preload };
}
