/** Types for scripts/site.mjs, which the server imports (the list of the site's pages). */
export interface SitePage {
  path: string;
  file: string;
  listed: boolean;
  module: string;
  staff?: boolean;
  /** A page in the updates feed: when it last changed, and how the feed names it. */
  updated?: { date: string; title: string; summary: string };
}
export const SITE_URL: string;
export const UPDATES_FEED: { path: string; title: string };
export const PAGES: SitePage[];
export const PUBLIC_PAGES: SitePage[];
export const STAFF_PAGES: SitePage[];
export function firstLoadFiles(manifest: Record<string, unknown>, page: SitePage): string[];
export function entryStylesheets(manifest: Record<string, unknown>): string[];
