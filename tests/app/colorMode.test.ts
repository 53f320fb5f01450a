import { describe, expect, it } from 'vitest';
import { followSystemColorMode } from '@/app/colorMode';

/** A window whose dark-mode media query can be flipped, as a system setting change would. */
function fakeWindow(initiallyDark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: initiallyDark,
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
  };
  const win = { matchMedia: () => query, document } as unknown as Window;
  const flip = (dark: boolean) => {
    query.matches = dark;
    listeners.forEach((fn) => fn());
  };
  return { win, flip, listeners };
}

describe('followSystemColorMode', () => {
  it('applies the system colour mode and follows a live change', () => {
    const { win, flip } = fakeWindow(true);
    const stop = followSystemColorMode(win);
    expect(document.documentElement.dataset.bsTheme).toBe('dark');
    flip(false);
    expect(document.documentElement.dataset.bsTheme).toBe('light');
    flip(true);
    expect(document.documentElement.dataset.bsTheme).toBe('dark');
    stop();
  });

  it('stops listening when asked', () => {
    const { win, listeners } = fakeWindow(false);
    const stop = followSystemColorMode(win);
    expect(listeners.size).toBe(1);
    stop();
    expect(listeners.size).toBe(0);
  });
});
