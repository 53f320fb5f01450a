import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while React renders on the server (prerendering) and while it hydrates that HTML; true from
 * then on, and at once in a page that was never prerendered. What depends on the visitor's browser
 * (stored session, stored choices) waits for it, so the hydrated page matches its HTML first.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
