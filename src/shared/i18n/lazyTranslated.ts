import { lazy, type ComponentType } from 'react';
import { whenTranslated } from './translate';

/**
 * React's `lazy` for a part whose code downloads when it is shown: it renders once its text has arrived
 * in the page's language too (whenTranslated), so it hydrates the HTML the server wrote in that language.
 */
export function lazyTranslated<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() =>
    load()
      .then(whenTranslated)
      .then((component) => ({ default: component })),
  );
}
