/**
 * The search log's plain facts, apart from its stored-value schema (searchTypes.ts), so the pages' first
 * load — which records searches — never carries the validation library.
 */

/** Where a search was made from, so the log shows which box visitors use. */
export const SEARCH_SOURCES = ['header', 'hero', 'popular', 'mobile-menu', 'results', 'not-found'] as const;
export type SearchSource = (typeof SEARCH_SOURCES)[number];

/** The source named in a results page address (`from=`), or "results" for an address without one. */
export function searchSourceOf(value: string | null): SearchSource {
  return SEARCH_SOURCES.find((source) => source === value) ?? 'results';
}

/** Only the latest searches are kept: the log is a hint for editors, not an archive. */
export const SEARCH_LOG_LIMIT = 20;
