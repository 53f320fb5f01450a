/** Types for scripts/pageShell.mjs, which the server imports. */
export interface RenderedPage {
  html: string;
  title: string;
  description: string;
  /** The page's data as a JSON script element (src/shared/site/pageData.ts), if it has data. */
  dataScript?: string;
}
export interface PlainPageWords {
  title: string;
  heading: string;
  body: string;
  links: { href: string; label: string }[];
  footnote?: string;
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
export function pageWriter(
  shell: string,
  words: { NOSCRIPT_NOTE: string; START_FAILED_NOTE: { text: string; reload: string } },
): PageWriter;
