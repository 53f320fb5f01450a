/** Types for scripts/pageShell.mjs, which the server imports. */
export interface RenderedPage {
  html: string;
  title: string;
  description: string;
  /** The page's data as a JSON script element (src/shared/site/pageData.ts), if it has data. */
  dataScript?: string;
  /** Its language, for <html lang>. */
  lang: string;
  /** The same page in each language (and x-default), for hreflang links. */
  alternates: { lang: string; path: string }[];
  /** The notes above the page, in its language. */
  notes: { noscript: string; failed: string; reload: string };
  /** On a page of search results: how many results it shows (the server counts the search, issue 28). */
  found?: number;
}
export interface PlainPageWords {
  title: string;
  heading: string;
  body: string;
  links: { href: string; label: string }[];
  footnote?: string;
  /** Its language (English unless given). */
  lang?: string;
}
export interface PageWriter {
  page(
    page: RenderedPage,
    address: string,
    answers?: object,
    options?: { origin?: string; preview?: boolean },
  ): string;
  plain(words: PlainPageWords): string;
}
export function readShell(dist: string): string;
export const escapeHtml: (text: string) => string;
export function pageWriter(shell: string): PageWriter;
