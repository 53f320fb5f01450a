import { selectUpdateAccepted, updateReady } from '@/features/updates/updatesSlice';
import type { AppStore } from './store';

/**
 * Registers the offline copy (dist/sw.js, written by scripts/service-worker.mjs) once the page has
 * loaded, so it never competes with the first visit for the phone's connection. When a new version has
 * installed and waits, the store says so (the layout shows UpdateNotice); when the visitor accepts, the
 * waiting worker takes over and the page reloads on the new version, all files from one version.
 */
export function registerServiceWorker(win: Window, store: AppStore): void {
  // Missing where the page is not a secure context (plain http) and in some private modes.
  const container = (win.navigator as Partial<Navigator>).serviceWorker;
  if (!container) return;
  const start = async () => {
    // Registration can fail or be refused (private browsing, a blocked worker): the site then works
    // as before, just without the offline copy.
    const registration = await container.register('/sw.js').catch(() => undefined);
    if (!registration) return;
    const announceWaiting = () => {
      // No controller: this is the first install, not an update; there is nothing to reload into.
      if (registration.waiting && container.controller) store.dispatch(updateReady());
    };
    announceWaiting();
    registration.addEventListener('updatefound', () => {
      registration.installing?.addEventListener('statechange', announceWaiting);
    });
    const stopWatching = store.subscribe(() => {
      if (!selectUpdateAccepted(store.getState())) return;
      stopWatching();
      registration.waiting?.postMessage({ type: 'SKIP_WAITING' });
    });
    let reloading = false;
    container.addEventListener('controllerchange', () => {
      if (!selectUpdateAccepted(store.getState()) || reloading) return;
      reloading = true;
      win.location.reload();
    });
  };
  if (win.document.readyState === 'complete') void start();
  else win.addEventListener('load', () => void start(), { once: true });
}
