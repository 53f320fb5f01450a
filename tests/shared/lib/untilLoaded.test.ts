import { describe, expect, it, vi } from 'vitest';
import { FIRST_RETRY_MS, LAST_RETRY_MS, untilLoaded } from '@/shared/lib/untilLoaded';

describe('untilLoaded: a part whose code failed to download (issue 30)', () => {
  it('asks again after each failure, with pauses that double up to a minute, until the code arrives', async () => {
    let asked = 0;
    const load = vi.fn(() =>
      (asked += 1) <= 6 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve('part'),
    );
    const wait = vi.fn<(ms: number) => Promise<void>>(() => Promise.resolve());
    await expect(untilLoaded(load, wait)).resolves.toBe('part');
    expect(load).toHaveBeenCalledTimes(7);
    expect(wait.mock.calls.map(([ms]) => ms)).toEqual([5_000, 10_000, 20_000, 40_000, 60_000, 60_000]);
    expect([FIRST_RETRY_MS, LAST_RETRY_MS]).toEqual([5_000, 60_000]);
  });

  it('asks at once when the browser comes back online, without waiting out the pause', async () => {
    vi.useFakeTimers();
    try {
      let online = false;
      const load = vi.fn(() =>
        online ? Promise.resolve('part') : Promise.reject(new TypeError('Failed to fetch')),
      );
      const loaded = untilLoaded(load);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(load).toHaveBeenCalledTimes(1);
      online = true;
      window.dispatchEvent(new Event('online'));
      await expect(loaded).resolves.toBe('part');
      expect(load).toHaveBeenCalledTimes(2);
      // Its timer went with it: nothing is left to ask again later.
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks again after the pause when no "online" event comes (a connection that dropped a request)', async () => {
    vi.useFakeTimers();
    try {
      const load = vi
        .fn<() => Promise<string>>()
        .mockRejectedValueOnce(new TypeError('Failed to fetch'))
        .mockResolvedValue('part');
      const loaded = untilLoaded(load);
      await vi.advanceTimersByTimeAsync(FIRST_RETRY_MS - 1);
      expect(load).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      await expect(loaded).resolves.toBe('part');
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
