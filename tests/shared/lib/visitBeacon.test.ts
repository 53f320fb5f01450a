import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_VIEW_PATH, SEARCH_COUNT_PATH } from '@/shared/api/visits';
import { afterLoad } from '@/shared/lib/afterLoad';
import type { BeaconWindow } from '@/shared/lib/visitBeacon';

/** A window at `address`, arrived from `referrer`, whose beacons are kept to be read. */
function fakeWindow(
  address: string,
  {
    referrer = '',
    dnt = null,
    gpc,
    rendered,
  }: { referrer?: string; dnt?: string | null; gpc?: boolean; rendered?: string } = {},
) {
  const url = new URL(address, 'https://citizenguide.ng');
  const listeners = new Map<string, () => void>();
  const sent: { url: string; body: unknown }[] = [];
  const root = document.createElement('div');
  if (rendered) root.dataset.path = rendered;
  const location = {
    get pathname() {
      return url.pathname;
    },
    get search() {
      return url.search;
    },
    hostname: url.hostname,
  };
  const win = {
    location,
    document: { referrer, getElementById: (id: string) => (id === 'root' ? root : null) },
    history: {
      pushState: vi.fn((_state: unknown, _unused: string, to: string) => {
        const next = new URL(to, url);
        url.pathname = next.pathname;
        url.search = next.search;
      }),
    },
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    fetch: vi.fn(() => Promise.reject(new Error('offline'))),
    navigator: {
      doNotTrack: dnt,
      ...(gpc === undefined ? {} : { globalPrivacyControl: gpc }),
      sendBeacon: (to: string, data: Blob) => {
        sent.push({ url: to, body: data });
        return true;
      },
    },
  };
  const bodies = async () =>
    Promise.all(
      sent.map(async ({ url: to, body }) => ({
        url: to,
        body: JSON.parse(await (body as Blob).text()) as unknown,
      })),
    );
  const back = (to: string) => {
    url.pathname = new URL(to, url).pathname;
    listeners.get('popstate')?.();
  };
  return { win: win as unknown as BeaconWindow, bodies, back, sent };
}

// The module remembers the page load's server-rendered search: a fresh copy per test.
const beacon = () => import('@/shared/lib/visitBeacon');
beforeEach(() => vi.resetModules());

describe('the page-view beacon', () => {
  it('sends the page path (no query, no fragment), its language and the referring site’s host only', async () => {
    const { win, bodies } = fakeWindow('/yo/documents/nin?tab=steps#fees', {
      referrer: 'https://www.google.com/search?q=nin+slip',
    });
    (await beacon()).countPageViews(win);
    expect(await bodies()).toEqual([
      {
        url: PAGE_VIEW_PATH,
        body: { path: '/yo/documents/nin', language: 'yo', referrer: 'www.google.com' },
      },
    ]);
  });

  it('names no referrer for a page reached from this site', async () => {
    const { win, bodies } = fakeWindow('/documents', { referrer: 'https://citizenguide.ng/' });
    (await beacon()).countPageViews(win);
    expect(await bodies()).toEqual([{ url: PAGE_VIEW_PATH, body: { path: '/documents', language: 'en' } }]);
  });

  it('counts each in-app navigation to another path — not a new tab of the same page, nor a staff page', async () => {
    const { win, bodies } = fakeWindow('/', { referrer: 'https://x.com/post/1' });
    (await beacon()).countPageViews(win);
    win.history.pushState(null, '', '/documents/nin');
    win.history.pushState(null, '', '/documents/nin?tab=fees');
    win.history.pushState(null, '', '/admin');
    expect((await bodies()).map(({ body }) => body)).toEqual([
      { path: '/', language: 'en', referrer: 'x.com' },
      { path: '/documents/nin', language: 'en' },
    ]);
  });

  it('counts Back and Forward (popstate)', async () => {
    const page = fakeWindow('/documents/nin');
    (await beacon()).countPageViews(page.win);
    page.back('/');
    expect((await page.bodies()).map(({ body }) => (body as { path: string }).path)).toEqual([
      '/documents/nin',
      '/',
    ]);
  });

  it.each(['/admin', '/login', '/yo/login', '/unauthorized', '/account/setup', '/preview/abc'])(
    'sends nothing from the staff page %s',
    async (address) => {
      const { win, sent } = fakeWindow(address);
      (await beacon()).countPageViews(win);
      expect(sent).toEqual([]);
    },
  );

  it.each<[{ dnt?: string; gpc?: boolean }, string]>([
    [{ dnt: '1' }, 'Do Not Track'],
    [{ gpc: true }, 'Global Privacy Control'],
  ])('sends nothing at all with %j (%s): no page view, no search', async (privacy) => {
    const { win, sent } = fakeWindow('/search?q=nin', privacy);
    const { countPageViews, countSearch } = await beacon();
    countPageViews(win);
    win.history.pushState(null, '', '/documents');
    countSearch(win, 'nin', true);
    expect(sent).toEqual([]);
    expect(win.fetch).not.toHaveBeenCalled();
  });

  it('falls back to a keepalive fetch without cookies, and an offline failure is swallowed', async () => {
    const { win } = fakeWindow('/');
    delete win.navigator.sendBeacon;
    expect(() => {
      void beacon().then(({ countPageViews }) => countPageViews(win));
    }).not.toThrow();
    await vi.waitFor(() => expect(win.fetch).toHaveBeenCalled());
    expect(win.fetch).toHaveBeenCalledWith(
      expect.stringMatching(new RegExp(`${PAGE_VIEW_PATH}$`)),
      expect.objectContaining({ method: 'POST', keepalive: true, credentials: 'omit' }),
    );
  });
});

describe('the search count', () => {
  it('sends the words as typed, the page’s language and whether anything was found', async () => {
    const { win, bodies } = fakeWindow('/pcm/search?q=Tax+clearance', { rendered: '/pcm' });
    (await beacon()).countSearch(win, 'Tax clearance', false);
    expect(await bodies()).toEqual([
      { url: SEARCH_COUNT_PATH, body: { query: 'Tax clearance', language: 'pcm', found: false } },
    ]);
  });

  it('counts every search the app makes, the same words at the address the page came with too', async () => {
    // The results the server rendered are counted there, and the app never counts them (SearchRoute
    // shows them as they came); the same words sent again are a search of the app's own.
    const { win, bodies } = fakeWindow('/search?q=nin', { rendered: '/search?q=nin' });
    const { countSearch } = await beacon();
    countSearch(win, 'nin', true);
    win.history.pushState(null, '', '/search?q=passport');
    countSearch(win, 'passport', true);
    expect((await bodies()).map(({ body }) => (body as { query: string }).query)).toEqual([
      'nin',
      'passport',
    ]);
  });
});

describe('afterLoad', () => {
  it('waits for the load event, then for the browser to be idle', () => {
    const run = vi.fn();
    let onLoad: (() => void) | undefined;
    let onIdle: (() => void) | undefined;
    const win = {
      document: { readyState: 'interactive' },
      addEventListener: (type: string, listener: () => void) => {
        if (type === 'load') onLoad = listener;
      },
      requestIdleCallback: (callback: () => void) => {
        onIdle = callback;
      },
    } as unknown as Window;
    afterLoad(win, run);
    expect(run).not.toHaveBeenCalled();
    onLoad?.();
    expect(run).not.toHaveBeenCalled();
    onIdle?.();
    expect(run).toHaveBeenCalledOnce();
  });

  it('runs after a second where there is no idle callback, once the page has loaded', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    afterLoad({ document: { readyState: 'complete' }, addEventListener: vi.fn() } as unknown as Window, run);
    vi.advanceTimersByTime(999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledOnce();
    vi.useRealTimers();
  });
});
