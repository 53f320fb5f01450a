import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store';
import { storedOrAfter, storedStateRestored, STORE_WAIT_MS } from '@/shared/store/storageSlice';

afterEach(() => vi.useRealTimers());

/** Whether `promise` has settled, without waiting for it. */
const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

describe('storedOrAfter', () => {
  it('settles at once when the stored data is already connected', async () => {
    const store = makeStore();
    store.dispatch(storedStateRestored());
    expect(await settled(storedOrAfter(store))).toBe(true);
  });

  it('waits for the stored data to connect', async () => {
    vi.useFakeTimers();
    const store = makeStore();
    const waiting = storedOrAfter(store);
    expect(await settled(waiting)).toBe(false);
    store.dispatch(storedStateRestored());
    expect(await settled(waiting)).toBe(true);
  });

  it('goes on without it after a second at most (its code never came)', async () => {
    vi.useFakeTimers();
    const waiting = storedOrAfter(makeStore());
    await vi.advanceTimersByTimeAsync(STORE_WAIT_MS - 1);
    expect(await settled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(waiting)).toBe(true);
  });
});
