/** Where the address of the last reload made here is kept, for this tab only (sessionStorage). */
const RELOADED_KEY = 'cgn.reloadedFor';

/** What `reloadIfSiteChanged` needs of the browser; a test hands it a fake. */
export interface PageWindow {
  document: Pick<Document, 'querySelectorAll'>;
  location: Pick<Location, 'pathname' | 'search' | 'hash' | 'reload'>;
  fetch: typeof fetch;
  readonly sessionStorage: Pick<Storage, 'getItem' | 'setItem'>;
}

/**
 * After a deploy, the files of the version a visitor still has open are gone from the server, so every
 * part of the site they have not opened yet fails to download, however often it is tried. When a part
 * failed, this asks the server for the page's own scripts: only if one is gone (404 or 410: the site
 * changed; no answer means the visitor is offline, and trying again in place will do) does the page
 * reload, at the same address, to the new version. Once per address in a tab, so a deploy that is itself
 * broken cannot reload the page in a loop; not at all if that once cannot be remembered. Resolves to
 * whether the page is reloading.
 *
 * Every module script, not the first: the build's shared runtime comes first, and its name can stay the
 * same from one version to the next, so only the app's entry after it tells that the site changed.
 *
 * Not in Vite's `vite:preloadError` event: it fires for every file that failed, also on a dropped
 * connection, where a reload would lose the page the visitor has open for a page that may not come.
 */
export async function reloadIfSiteChanged(win: PageWindow): Promise<boolean> {
  const scripts = [...win.document.querySelectorAll<HTMLScriptElement>('script[type="module"][src]')];
  if (scripts.length === 0) return false;
  const address = win.location.pathname + win.location.search + win.location.hash;
  try {
    if (win.sessionStorage.getItem(RELOADED_KEY) === address) return false;
    const answers = await Promise.all(
      scripts.map((script) => win.fetch(script.src, { method: 'HEAD', cache: 'no-store' })),
    );
    if (!answers.some(({ status }) => status === 404 || status === 410)) return false;
    // Where the tab's storage is refused (it throws), the reload could not be remembered: none is made.
    win.sessionStorage.setItem(RELOADED_KEY, address);
  } catch {
    return false;
  }
  win.location.reload();
  return true;
}
