import { useState, useSyncExternalStore } from 'react';
import type { LazyActorStore } from '@/shared/machine/lazyActorStore';

/**
 * How a screen runs its state machine: `create` makes the screen's LazyActorStore once (on the first
 * render; it must not start anything), and the screen renders the store's view, which changes with every
 * step of the machine. The machine runs while the screen is mounted. Returns the view and the store
 * (`send`, `prepare`).
 */
export function useLazyActor<TView, TEvent>(
  create: () => LazyActorStore<TView, TEvent>,
): [TView, LazyActorStore<TView, TEvent>] {
  const [store] = useState(create);
  const view = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
  return [view, store];
}
