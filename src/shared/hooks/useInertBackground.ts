import { useLayoutEffect } from 'react';

/** How many open dialogs hold the page inert: a dialog opened over another (restore over the editor)
 * closes first, and the page must stay inert until the last one closes. */
let holders = 0;

/**
 * While a modal dialog is open (`active`), the page behind it (#root; the dialog itself is portalled
 * outside it) is `inert`: no pointer, keyboard or screen reader reaches it, as the dialog promises. A
 * layout effect, so the page is live again before the dialog hands focus back to what opened it.
 */
export function useInertBackground(active: boolean): void {
  useLayoutEffect(() => {
    const page = active ? document.getElementById('root') : null;
    if (!page) return;
    holders += 1;
    page.inert = true;
    return () => {
      holders -= 1;
      if (holders === 0) page.inert = false;
    };
  }, [active]);
}
