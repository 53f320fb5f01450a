import { describe, expect, it } from 'vitest';
import {
  contentSlice,
  contentReadFromStorage,
  initialContentState,
  problemSettled,
  writeQueued,
  writeRefused,
  type ContentState,
} from '@/features/content/contentSlice';
import type { ContentWrite } from '@/features/content/contentWrites';

const reduce = contentSlice.reducer;

/** A change made from a stale copy, which the server refused with 409 (the item was deleted). */
const STALE: ContentWrite = {
  kind: 'change',
  key: 'stale-1',
  id: '00000000-0000-4000-a000-000000000001',
  body: { title: 'Still wanted', summary: '', category: 'documents', content: 'Text.', revision: 1 },
};

/** This tab after its write was refused: the conflict waits for the person's choice. */
function refusedHere(): ContentState {
  const queued = reduce(initialContentState, writeQueued(STALE));
  return reduce(queued, writeRefused({ kind: 'conflict', write: STALE, current: null }));
}

describe('the offline copy shared by two tabs', () => {
  it('keeps a conflict waiting for a choice when the other tab writes a copy that does not hold it', () => {
    const here = refusedHere();
    // The other tab's stored copy, written before it heard of the conflict.
    const other = reduce(here, contentReadFromStorage(initialContentState));
    expect(other.problems.map((p) => p.write.key)).toEqual(['stale-1']);
    expect(other.queue).toEqual([]);
  });

  it('does not bring back a write the other tab still lists once it was refused here', () => {
    const here = refusedHere();
    const storedWithQueue: ContentState = {
      ...initialContentState,
      queue: [{ write: STALE, state: 'waiting' }],
    };
    expect(reduce(here, contentReadFromStorage(storedWithQueue)).queue).toEqual([]);
  });

  it('does not bring back a conflict settled here when the other tab still holds it', () => {
    const stored = refusedHere();
    const here = reduce(stored, problemSettled('stale-1'));
    expect(reduce(here, contentReadFromStorage(stored)).problems).toEqual([]);
    // And the other tab, reading this one's copy, lets it go too.
    expect(reduce(stored, contentReadFromStorage(here)).problems).toEqual([]);
  });
});
