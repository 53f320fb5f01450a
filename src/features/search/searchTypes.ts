import * as v from 'valibot';

/** Where a search was made from, so the log shows which box visitors use. */
const SEARCH_SOURCES = ['header', 'hero', 'popular', 'mobile-menu'] as const;
export type SearchSource = (typeof SEARCH_SOURCES)[number];

/** Only the latest searches are kept: the log is a hint for editors, not an archive. */
export const SEARCH_LOG_LIMIT = 20;

const searchEntrySchema = v.object({
  query: v.string(),
  source: v.picklist(SEARCH_SOURCES),
  at: v.string(),
});
export type SearchEntry = v.InferOutput<typeof searchEntrySchema>;

/** A stored search log when every entry is well formed (cut to the limit), otherwise undefined. */
export function parseSearchLog(value: unknown): SearchEntry[] | undefined {
  const result = v.safeParse(v.array(searchEntrySchema), value);
  return result.success ? result.output.slice(0, SEARCH_LOG_LIMIT) : undefined;
}
