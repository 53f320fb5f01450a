/**
 * Where a search was made from, named in the results page's address (`from=`). Nothing in this browser
 * logs searches any more (issue 28): the results page counts each one on the server
 * (src/shared/lib/visitBeacon.ts), without where it came from.
 */
export const SEARCH_SOURCES = ['header', 'hero', 'popular', 'mobile-menu', 'results', 'not-found'] as const;
export type SearchSource = (typeof SEARCH_SOURCES)[number];
