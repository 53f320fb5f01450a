/** Types for scripts/pageShell.mjs, which the server imports. */
export interface RenderedPage {
  html: string;
  title: string;
  description: string;
}
export interface PlainPageWords {
  title: string;
  heading: string;
  body: string;
  links: { href: string; label: string }[];
  footnote?: string;
}
export interface PageWriter {
  page(page: RenderedPage, address: string, answers?: object): string;
  plain(words: PlainPageWords): string;
}
export function readShell(dist: string): string;
export const escapeHtml: (text: string) => string;
export function pageWriter(
  shell: string,
  words: { NOSCRIPT_NOTE: string; START_FAILED_NOTE: { text: string; reload: string } },
): PageWriter;
