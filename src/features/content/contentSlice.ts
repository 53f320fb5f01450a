import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ContentItem } from '@/shared/api/content';
import {
  CONTENT_SLICE,
  contentReducerArrived,
  initialContentState,
  type ContentState,
  type OfflineItem,
} from './contentState';
import { rebased, type ContentWrite, type WriteProblem } from './contentWrites';

export { initialContentState, type ContentState, type OfflineItem } from './contentState';

/** How many items the offline copy keeps (a few list pages); the newest seen stay. */
export const OFFLINE_ITEMS_LIMIT = 200;
/** How many finished keys are remembered: far more than tabs could exchange between two saves. */
const FINISHED_LIMIT = 100;

const keyOf = (entry: { write: ContentWrite }) => entry.write.key;

function finish(state: ContentState, key: string) {
  state.finished = [key, ...state.finished.filter((k) => k !== key)].slice(0, FINISHED_LIMIT);
}

/**
 * `stored` (what storage holds, written by another tab or an earlier visit) joined with `here`: the
 * stored writes less those this tab finished, then this tab's writes the stored copy neither holds nor
 * finished. Writes stay in the order they were made; nothing either side still waits on is dropped.
 */
export function joinContent(stored: ContentState, here: ContentState): ContentState {
  const finished = [...new Set([...here.finished, ...stored.finished])].slice(0, FINISHED_LIMIT);
  const gone = new Set(finished);
  const join = <T extends { write: ContentWrite }>(there: T[], mine: T[]) => {
    const kept = there.filter((entry) => !gone.has(keyOf(entry)));
    const known = new Set(kept.map(keyOf));
    return [...kept, ...mine.filter((entry) => !known.has(keyOf(entry)) && !gone.has(keyOf(entry)))];
  };
  const settled = [...new Set([...here.settled, ...stored.settled])].slice(0, FINISHED_LIMIT);
  const decided = new Set(settled);
  const problems = [...stored.problems, ...here.problems].filter(
    (problem, i, all) =>
      !decided.has(keyOf(problem)) && all.findIndex((p) => keyOf(p) === keyOf(problem)) === i,
  );
  const seenHere = new Set(here.items.map((item) => item.id));
  return {
    items: [...here.items, ...stored.items.filter((item) => !seenHere.has(item.id))].slice(
      0,
      OFFLINE_ITEMS_LIMIT,
    ),
    // Another tab's "sending" is not this tab's: here it waits, and the key keeps a resend harmless.
    queue: join(stored.queue, here.queue).map((entry) =>
      here.queue.some((mine) => keyOf(mine) === keyOf(entry)) ? entry : { ...entry, state: 'waiting' },
    ),
    problems,
    finished,
    settled,
    carriedOver: Math.max(stored.carriedOver, here.carriedOver),
  };
}

export const contentSlice = createSlice({
  name: CONTENT_SLICE,
  initialState: initialContentState,
  reducers: {
    /** Items the server sent (a list page, an opened item): the offline copy keeps the newest. */
    itemsSeen(state, action: PayloadAction<OfflineItem[]>) {
      const seen = new Map(action.payload.map((item) => [item.id, item]));
      const kept = state.items.filter((item) => !seen.has(item.id));
      const merged = action.payload.map((item) => {
        const before = state.items.find((old) => old.id === item.id);
        // A list row has no body: keep the one an earlier opening brought, while it is the same revision.
        return item.content === undefined &&
          before?.content !== undefined &&
          before.revision === item.revision
          ? { ...item, content: before.content }
          : item;
      });
      state.items = [...merged, ...kept].slice(0, OFFLINE_ITEMS_LIMIT);
    },
    /** Staff made a change: it shows at once (contentView.ts) and waits here until answered. */
    writeQueued(state, action: PayloadAction<ContentWrite>) {
      state.queue.push({ write: action.payload, state: 'sending' });
    },
    /** The write is on its way (again). */
    writeSending(state, action: PayloadAction<string>) {
      const entry = state.queue.find((e) => keyOf(e) === action.payload);
      if (entry) entry.state = 'sending';
    },
    /** It could not reach the server: it waits for the connection, with its key. */
    writeWaiting(state, action: PayloadAction<string>) {
      const entry = state.queue.find((e) => keyOf(e) === action.payload);
      if (entry) entry.state = 'waiting';
    },
    /**
     * The server took the write (`saved` is what it stored; null after a delete). Later writes on the same
     * item move onto the new revision, and a created item's later writes onto its real id.
     */
    writeSaved(state, action: PayloadAction<{ key: string; saved: ContentItem | null }>) {
      const { key, saved } = action.payload;
      const done = state.queue.find((e) => keyOf(e) === key)?.write;
      state.queue = state.queue.filter((e) => keyOf(e) !== key);
      finish(state, key);
      if (!done) return;
      state.items = state.items.filter((item) => item.id !== done.id);
      if (!saved) return;
      state.items.unshift(saved);
      state.items = state.items.slice(0, OFFLINE_ITEMS_LIMIT);
      for (const entry of state.queue) entry.write = rebased(entry.write, done, saved);
    },
    /** The server did not take the write: it leaves the queue and waits for staff's decision. */
    writeRefused(state, action: PayloadAction<WriteProblem>) {
      const key = keyOf(action.payload);
      state.queue = state.queue.filter((e) => keyOf(e) !== key);
      state.problems = [...state.problems.filter((p) => keyOf(p) !== key), action.payload];
      finish(state, key);
      const { current } = action.payload as { current?: ContentItem | null };
      if (current) {
        state.items = [current, ...state.items.filter((item) => item.id !== current.id)];
      }
    },
    /** Refused while its author was here to see why (a form keeps what was typed): nothing to keep. */
    writeDropped(state, action: PayloadAction<string>) {
      state.queue = state.queue.filter((e) => keyOf(e) !== action.payload);
      finish(state, action.payload);
    },
    /** Staff decided: the problem goes (a "keep mine" or "edit mine" makes a new write of its own). */
    problemSettled(state, action: PayloadAction<string>) {
      state.problems = state.problems.filter((p) => keyOf(p) !== action.payload);
      state.settled = [action.payload, ...state.settled.filter((k) => k !== action.payload)].slice(
        0,
        FINISHED_LIMIT,
      );
    },
    /** What storage holds, at start or written by another tab: joined with what this tab holds. */
    contentReadFromStorage(state, action: PayloadAction<ContentState>) {
      return joinContent(action.payload, state);
    },
    /** Staff read the notice about items carried over from the browser-only content list. */
    carryOverNoticeDismissed(state) {
      state.carriedOver = 0;
    },
  },
  selectors: {
    selectOfflineItems: (state) => state.items,
    selectWriteQueue: (state) => state.queue,
    selectWriteProblems: (state) => state.problems,
    selectCarriedOver: (state) => state.carriedOver,
    selectContentState: (state) => state,
  },
});

export const {
  itemsSeen,
  writeQueued,
  writeSending,
  writeWaiting,
  writeSaved,
  writeRefused,
  writeDropped,
  problemSettled,
  contentReadFromStorage,
  carryOverNoticeDismissed,
} = contentSlice.actions;
export const {
  selectOfflineItems,
  selectWriteQueue,
  selectWriteProblems,
  selectCarriedOver,
  selectContentState,
} = contentSlice.selectors;

// From now on the store's `content` runs this reducer (contentState.ts): every module that can make or
// read a content action imports this one first.
contentReducerArrived(contentSlice.reducer);
