import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { SEARCH_LOG_LIMIT, type SearchEntry, type SearchSource } from './searchTypes';

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
    /** Another browser tab searched: its log replaces this tab's (see src/app/persistence.ts). */
    searchLogSyncedFromAnotherTab(state, action: PayloadAction<SearchEntry[]>) {
      state.log = action.payload;
    },
  },
  selectors: {
    selectSearchLog: (state) => state.log,
  },
});

export const { searchSubmitted, searchLogSyncedFromAnotherTab } = searchSlice.actions;
export const { selectSearchLog } = searchSlice.selectors;
export { SEARCH_LOG_LIMIT, type SearchEntry } from './searchTypes';
