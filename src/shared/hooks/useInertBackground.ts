import { useLayoutEffect } from 'react';

/**
 * While a modal dialog is open (`active`), the page behind it (#root; the dialog itself is portalled
 * outside it) is `inert`: no pointer, keyboard or screen reader reaches it, as the dialog promises. A
 * layout effect, so the page is live again before the dialog hands focus back to what opened it.
 */
export function useInertBackground(active: boolean): void {
  useLayoutEffect(() => {
    const page = active ? document.getElementById('root') : null;
    if (!page) return;
    page.inert = true;
    return () => {
      page.inert = false;
    };
  }, [active]);
}
