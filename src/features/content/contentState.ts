import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import type { ContentSummary } from '@/shared/api/content';
import type { QueuedWrite, WriteProblem } from './contentWrites';

/** An item as this browser last saw it: the list shows no body, an opened item does. */
export type OfflineItem = ContentSummary & { content?: string };

/**
 * The staff's offline copy of the content (the design card's content slice, kept in localStorage by
 * src/app/persistence.ts): the items last seen from the server, the writes not yet answered, in the
 * order they were made, and the answers staff must still decide on. The server is where content lives;
 * this is what lets a change made offline survive a closed tab and be sent when the connection returns.
 */
export interface ContentState {
  items: OfflineItem[];
  queue: QueuedWrite[];
  problems: WriteProblem[];
  /**
   * The keys of the latest writes this browser finished (answered or dropped): another tab's stored copy
   * may still list them, and must not bring them back.
   */
  finished: string[];
  /**
   * The keys of the latest problems staff decided on here: a refused write's key is `finished` at once,
   * but its problem stays — in every tab — until someone chooses, so it has its own list.
   */
  settled: string[];
  /** How many items an older version kept only in this browser were queued to be created (a notice). */
  carriedOver: number;
}

export const initialContentState: ContentState = {
  items: [],
  queue: [],
  problems: [],
  finished: [],
  settled: [],
  carriedOver: 0,
};

/** The slice's name: its key in the store and the prefix of its actions. */
export const CONTENT_SLICE = 'content';

let arrived: Reducer<ContentState> | null = null;

/**
 * The store's `content` reducer, in every page's entry: until contentSlice.ts has loaded (with the stored
 * data after the page shows, or the staff area), it keeps the state as it is; then it runs the slice's
 * reducer. The offline copy is staff work, and the slice (its reducers, the join of two tabs' copies,
 * the write queue's rebasing) cost every public page about 1 KiB gzip. Not `rootReducer.inject`: the
 * key is always there, so the store's type, a preloaded state and the selectors stay as they were.
 */
export function contentReducer(state: ContentState = initialContentState, action: UnknownAction) {
  return arrived ? arrived(state, action) : state;
}

/** Called once by contentSlice.ts when its code has loaded. */
export function contentReducerArrived(reducer: Reducer<ContentState>): void {
  arrived = reducer;
}

/** A staff member queued a change (contentSlice's writeQueued), told without loading the slice. */
export const isWriteQueued = (action: unknown): boolean =>
  (action as { type?: unknown } | null)?.type === `${CONTENT_SLICE}/writeQueued`;
