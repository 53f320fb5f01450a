/**
 * The data a server-rendered page was rendered with (the public articles state, issue 25), sent inside
 * the page as `<script type="application/json" id="page-data">`: the browser reads it before hydrating,
 * so its first render matches the server's. A JSON script is data, never run (no CSP hash needed).
 */
export const PAGE_DATA_ID = 'page-data';

/** The JSON for inside the script element: `<` escaped, so no text in it can close the element. */
export function pageDataJson(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The data sent with this page, or undefined (a prerendered page has none; unreadable is none). */
export function readPageData(doc: Document): unknown {
  const text = doc.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
