/**
 * Two marks on <html> tell the page's stylesheet whether the app runs (issue 22):
 * - `app-ready`, set once the app is on screen: only then does a guide hide the parts its tabs are not
 *   showing. Until then every part stays in the page as the server sent it, readable, and taps reach only
 *   that HTML (the browser journeys wait for this mark before they act).
 * - `app-failed`, set when the app could not start: what only works with the app (a guide's tabs, the
 *   admin's sign-in check: `.needs-app`) leaves the page, and a notice says some features are missing.
 * index.html's head script sets `app-failed` too, for what happens before any of the app's code runs
 * (its script did not download, or stopped while loading), so both names are also written there.
 */
export const APP_READY = 'app-ready';
export const APP_FAILED = 'app-failed';

export function markAppReady(doc: Document): void {
  doc.documentElement.classList.remove(APP_FAILED);
  doc.documentElement.classList.add(APP_READY);
}

export function markStartFailed(doc: Document): void {
  if (!doc.documentElement.classList.contains(APP_READY)) doc.documentElement.classList.add(APP_FAILED);
}
