import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Where a search was made from, so the log shows which box visitors use. */
export type SearchSource = 'header' | 'hero' | 'popular' | 'mobile-menu';

export interface SearchEntry {
  query: string;
  source: SearchSource;
  at: string;
}

export interface SearchState {
  log: SearchEntry[];
}

/** Only the latest searches are kept: the log is a hint for editors, not an archive. */
export const SEARCH_LOG_LIMIT = 20;

const initialState: SearchState = { log: [] };

export const searchSlice = createSlice({
  name: 'search',
  initialState,
  reducers: {
    searchSubmitted: {
      reducer(state, action: PayloadAction<SearchEntry>) {
        state.log.unshift(action.payload);
        state.log.length = Math.min(state.log.length, SEARCH_LOG_LIMIT);
      },
      prepare(query: string, source: SearchSource, at: string = new Date().toISOString()) {
        return { payload: { query: query.trim(), source, at } };
      },
    },
  },
  selectors: {
    selectSearchLog: (state) => state.log,
  },
});

export const { searchSubmitted } = searchSlice.actions;
export const { selectSearchLog } = searchSlice.selectors;

/** Accepts only a well-formed stored log; anything else is treated as "no log". */
export function parseSearchLog(value: unknown): SearchEntry[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const sources: readonly string[] = ['header', 'hero', 'popular', 'mobile-menu'];
  const ok = value.every(
    (e: unknown) =>
      typeof e === 'object' &&
      e !== null &&
      typeof (e as SearchEntry).query === 'string' &&
      typeof (e as SearchEntry).at === 'string' &&
      sources.includes((e as SearchEntry).source),
  );
  return ok ? (value as SearchEntry[]).slice(0, SEARCH_LOG_LIMIT) : undefined;
}
