import * as v from 'valibot';

/** Where a search was made from, so the log shows which box visitors use. */
const SEARCH_SOURCES = ['header', 'hero', 'popular', 'mobile-menu', 'results', 'not-found'] as const;
export type SearchSource = (typeof SEARCH_SOURCES)[number];

/** The source named in a results page address (`from=`), or "results" for an address without one. */
export function searchSourceOf(value: string | null): SearchSource {
  return SEARCH_SOURCES.find((source) => source === value) ?? 'results';
}

/** Only the latest searches are kept: the log is a hint for editors, not an archive. */
export const SEARCH_LOG_LIMIT = 20;

const searchEntrySchema = v.object({
  query: v.string(),
  source: v.picklist(SEARCH_SOURCES),
  at: v.string(),
  /** How many results it found (absent in entries logged before search found anything). */
  found: v.optional(
    v.pipe(
      v.number(),
      v.check((n) => Number.isInteger(n) && n >= 0),
    ),
  ),
});
export type SearchEntry = v.InferOutput<typeof searchEntrySchema>;

/** A stored search log when every entry is well formed (cut to the limit), otherwise undefined. */
export function parseSearchLog(value: unknown): SearchEntry[] | undefined {
  const result = v.safeParse(v.array(searchEntrySchema), value);
  return result.success ? result.output.slice(0, SEARCH_LOG_LIMIT) : undefined;
}
