/**
 * A path of this site as a full address: the browser resolves it against the page, and so does a test's
 * fetch (which has no page to resolve a bare path against).
 */
export function siteAddress(path: string): string {
  return typeof location === 'undefined' ? path : new URL(path, location.href).href;
}
