import { describe, expect, it, vi } from 'vitest';
import { reloadIfSiteChanged, type PageWindow } from '@/app/siteChanged';

const RUNTIME = 'https://citizen.example/assets/rolldown-runtime-XKyaHtl9.js';
const ENTRY = 'https://citizen.example/assets/index-abc123.js';

/**
 * A tab at `address` whose page scripts are the build's runtime (still there after any deploy: its name
 * need not change) and the app's entry, which the server answers with `answer` (a status, or no answer).
 */
function tab(answer: number | 'offline', address = '/documents?tab=steps#fees') {
  const url = new URL(address, 'https://citizen.example');
  const stored = new Map<string, string>();
  const scripts = [{ src: RUNTIME }, { src: ENTRY }];
  const fetch = vi.fn<typeof globalThis.fetch>((script) =>
    answer === 'offline'
      ? Promise.reject(new TypeError('Failed to fetch'))
      : Promise.resolve(new Response(null, { status: script === RUNTIME ? 200 : answer })),
  );
  const win = {
    document: { querySelectorAll: () => scripts },
    location: { pathname: url.pathname, search: url.search, hash: url.hash, reload: vi.fn() },
    fetch,
    sessionStorage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    },
  };
  return { win: win as unknown as PageWindow & typeof win, fetch, stored, scripts };
}

describe('reloadIfSiteChanged: a part that failed to download after a deploy (issue 30)', () => {
  it('reloads the page, at its address, when its entry script is gone from the server, though the runtime before it is not', async () => {
    const { win, fetch } = tab(404);
    expect(await reloadIfSiteChanged(win)).toBe(true);
    expect(win.location.reload).toHaveBeenCalledTimes(1);
    // Asked of the server itself, not of a cache, and without downloading the scripts again.
    for (const script of [RUNTIME, ENTRY]) {
      expect(fetch).toHaveBeenCalledWith(script, { method: 'HEAD', cache: 'no-store' });
    }
  });

  it('does nothing on a page without module scripts (JavaScript came some other way, or not at all)', async () => {
    const { win, fetch, scripts } = tab(404);
    scripts.splice(0);
    expect(await reloadIfSiteChanged(win)).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reloads once per address: when the new version fails the same way, the error shows instead', async () => {
    const { win } = tab(410);
    expect(await reloadIfSiteChanged(win)).toBe(true);
    expect(await reloadIfSiteChanged(win)).toBe(false);
    expect(win.location.reload).toHaveBeenCalledTimes(1);
    // At another address, once more.
    win.location.pathname = '/search';
    expect(await reloadIfSiteChanged(win)).toBe(true);
    expect(win.location.reload).toHaveBeenCalledTimes(2);
  });

  it.each([200, 500, 503, 'offline' as const])(
    'leaves the page to try again in place when the script is still there or not answered (%s)',
    async (answer) => {
      const { win } = tab(answer);
      expect(await reloadIfSiteChanged(win)).toBe(false);
      expect(win.location.reload).not.toHaveBeenCalled();
    },
  );

  it('does not reload when it could not remember doing so (storage refused): no loop is possible', async () => {
    const { win } = tab(404);
    win.sessionStorage.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    expect(await reloadIfSiteChanged(win)).toBe(false);
    expect(win.location.reload).not.toHaveBeenCalled();
  });
});
