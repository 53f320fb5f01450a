/**
 * Bootstrap 5.3 switches colours with `data-bs-theme` on <html>. index.html sets it before first paint
 * (no white flash for dark-mode readers); this keeps it in step when the system setting changes live.
 */
export function followSystemColorMode(win: Window): () => void {
  const query = win.matchMedia('(prefers-color-scheme: dark)');
  const apply = () =>
    win.document.documentElement.setAttribute('data-bs-theme', query.matches ? 'dark' : 'light');
  apply();
  query.addEventListener('change', apply);
  return () => query.removeEventListener('change', apply);
}
