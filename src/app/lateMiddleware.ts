import type { Middleware } from '@reduxjs/toolkit';

/**
 * Middleware that arrives with later code — the API client's, when the staff area loads
 * (src/app/staffApi.ts) — for every store, made before or after. RTK's createDynamicMiddleware does the
 * same, but its code (and the action matchers it brings) would ride in every public page's first
 * download for what only the staff area uses; this is the part the app needs.
 */
const added: Middleware[] = [];

/** Adds `middleware` to every store's chain from the next action on; adding it again changes nothing. */
export function addLateMiddleware(middleware: Middleware): void {
  if (!added.includes(middleware)) added.push(middleware);
}

/**
 * The place in each store's chain where late middleware runs, in the order it was added. Each is given
 * this store once (it may keep state per store, as RTK Query's does); the chain is rebuilt only when
 * more has been added.
 */
export const lateMiddleware: Middleware = (api) => (next) => {
  const applied: ReturnType<Middleware>[] = [];
  let dispatch = next;
  return (action) => {
    if (applied.length < added.length) {
      for (const middleware of added.slice(applied.length)) applied.push(middleware(api));
      dispatch = applied.reduceRight((chain, middleware) => middleware(chain), next);
    }
    return dispatch(action);
  };
};
