import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { SEARCH_LOG_LIMIT, type SearchSource } from './searchSources';
import type { SearchEntry } from './searchTypes';

interface SearchState {
  log: SearchEntry[];
}

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
      prepare(query: string, source: SearchSource, found: number, at: string = new Date().toISOString()) {
        return { payload: { query: query.trim(), source, at, found } };
      },
    },
    /** The stored log, read at start or written by another tab, replaces this tab's (src/app/persistence.ts). */
    searchLogReadFromStorage(state, action: PayloadAction<SearchEntry[]>) {
      state.log = action.payload;
    },
  },
  selectors: {
    selectSearchLog: (state) => state.log,
  },
});

export const { searchSubmitted, searchLogReadFromStorage } = searchSlice.actions;
export const { selectSearchLog } = searchSlice.selectors;
export { SEARCH_LOG_LIMIT } from './searchSources';
export type { SearchEntry } from './searchTypes';
