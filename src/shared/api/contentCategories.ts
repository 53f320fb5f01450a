/**
 * SPEC §3: the sections a content item can belong to (the navigation's categories, less the
 * FAQs). A module of its own: the site's navigation (in every page's entry) needs these, and none of the
 * rest of content.ts.
 */
export const CONTENT_CATEGORIES = [
  'documents',
  'government',
  'education',
  'rights',
  'history',
  'services',
] as const;
export type ContentCategory = (typeof CONTENT_CATEGORIES)[number];
