/** Types for scripts/site.mjs, which the server imports (the list of the site's pages). */
export interface SitePage {
  path: string;
  file: string;
  listed: boolean;
  module: string;
}
export const SITE_URL: string;
export const PAGES: SitePage[];
export const PUBLIC_PAGES: SitePage[];
export function firstLoadFiles(manifest: Record<string, unknown>, page: SitePage): string[];
export function entryStylesheets(manifest: Record<string, unknown>): string[];
