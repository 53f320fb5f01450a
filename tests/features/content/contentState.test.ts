import { describe, expect, it, vi } from 'vitest';

/**
 * The store's `content` key is in every page's entry, its slice is not (src/features/content/contentState.ts):
 * each test loads the modules afresh, so the slice has not loaded until the test imports it.
 */
describe("the store's content before and after its slice's code loads", () => {
  it('keeps the state as it is until contentSlice.ts loads, then runs its reducer', async () => {
    vi.resetModules();
    const { makeStore } = await import('@/app/store');
    const { initialContentState } = await import('@/features/content/contentState');
    const store = makeStore({ content: { ...initialContentState, carriedOver: 3 } });

    store.dispatch({ type: 'content/carryOverNoticeDismissed' });
    expect(store.getState().content.carriedOver).toBe(3);

    const { carryOverNoticeDismissed, selectCarriedOver } = await import('@/features/content/contentSlice');
    store.dispatch(carryOverNoticeDismissed());
    expect(selectCarriedOver(store.getState())).toBe(0);
  });

  it("tells a queued write by the slice's own action type, without loading the slice", async () => {
    vi.resetModules();
    const { isWriteQueued } = await import('@/features/content/contentState');
    const { writeQueued, writeSending } = await import('@/features/content/contentSlice');

    const write = writeQueued({ kind: 'delete', key: 'k-1', id: 'a-1', title: 'Voter card', revision: 1 });
    expect(isWriteQueued(write)).toBe(true);
    expect(isWriteQueued(writeSending('k-1'))).toBe(false);
    expect(isWriteQueued(null)).toBe(false);
  });
});
