import { MAX_LENGTH } from '@/shared/lib/text';

/** The results page every search box sends its query to (GET, `q`), with or without the app. */
export const SEARCH_PATH = '/search';

/**
 * The words searched for, from the address's `q`: an address can carry any length of query, and what
 * the search box would accept is what is searched. The browser's results page and the server, which
 * renders the results when the app is not running, read it alike.
 */
export function searchedWords(q: string | null | undefined): string {
  return (q ?? '').slice(0, MAX_LENGTH.search).trim();
}
