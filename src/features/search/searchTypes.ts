import * as v from 'valibot';
import { SEARCH_LOG_LIMIT, SEARCH_SOURCES } from './searchSources';

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
