import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ARTICLE_SEARCH_PATH } from '@/shared/api/articles';

const ORIGIN = 'https://citizen.example';
const template = readFileSync('scripts/sw.template.js', 'utf8')
  .replace("'__VERSION__'", JSON.stringify('v2'))
  .replace('__PRECACHE__', '[]')
  .replace('__PREFIXED__', JSON.stringify(['pcm', 'yo', 'ha', 'ig']));

/** The Cache Storage API, in memory, by cache name and key. */
function memoryCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const open = (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    const key = (request: string | Request) =>
      typeof request === 'string' ? request : new URL(request.url).pathname;
    return {
      put: (request: string | Request, response: Response) => void store.set(key(request), response),
      match: (request: string | Request) => Promise.resolve(store.get(key(request))?.clone()),
      addAll: () => Promise.resolve(),
    };
  };
  return {
    stores,
    api: {
      open: (name: string) => Promise.resolve(open(name)),
      keys: () => Promise.resolve([...stores.keys()]),
      delete: (name: string) => Promise.resolve(stores.delete(name)),
    },
  };
}

/** Runs the worker's script with `network` as its fetch; returns a way to send it events. */
function startWorker(network: (request: Request) => Promise<Response>) {
  const listeners = new Map<string, (event: unknown) => void>();
  const caches = memoryCaches();
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    clients: { claim: () => Promise.resolve() },
  };
  new Function('self', 'caches', 'fetch', template)(self, caches.api, network);
  /** What the worker answers a request of the page's, or undefined if it leaves it to the browser. */
  async function request(path: string, init?: RequestInit): Promise<Response | undefined> {
    let answer: Promise<Response> | undefined;
    listeners.get('fetch')!({
      request: new Request(ORIGIN + path, init),
      respondWith: (r: Promise<Response>) => (answer = r),
    });
    return answer;
  }
  async function activate() {
    let done: Promise<unknown> | undefined;
    listeners.get('activate')!({ waitUntil: (p: Promise<unknown>) => (done = p) });
    await done;
  }
  return { request, activate, caches };
}

const list = (version: number) =>
  new Response(JSON.stringify({ version: String(version), items: [] }), {
    headers: { ETag: `"${version}"`, 'Content-Type': 'application/json' },
  });

describe('the service worker and the articles’ search list', () => {
  it('names the same address as the API contract', () => {
    expect(template).toContain(
      `const ARTICLE_SEARCH = ${JSON.stringify(ARTICLE_SEARCH_PATH).replace(/"/g, "'")};`,
    );
  });

  it('asks the network first, saves each full list, and answers with the last one offline', async () => {
    let online = true;
    let version = 3;
    const worker = startWorker((request) => {
      if (!online) return Promise.reject(new TypeError('Failed to fetch'));
      return Promise.resolve(
        request.headers.get('If-None-Match') === `"${version}"`
          ? new Response(null, { status: 304 })
          : list(version),
      );
    });

    expect(await (await worker.request(ARTICLE_SEARCH_PATH))!.json()).toEqual({ version: '3', items: [] });
    // A 304 goes back to the page as it is, and the saved copy stays.
    expect((await worker.request(ARTICLE_SEARCH_PATH, { headers: { 'If-None-Match': '"3"' } }))!.status).toBe(
      304,
    );
    version = 4;
    await (await worker.request(ARTICLE_SEARCH_PATH, { headers: { 'If-None-Match': '"3"' } }))!.json();

    online = false;
    const offline = await worker.request(ARTICLE_SEARCH_PATH, { headers: { 'If-None-Match': '"3"' } });
    expect(offline!.status).toBe(200);
    expect(await offline!.json()).toEqual({ version: '4', items: [] });
  });

  it('answers offline with a network error when no list was ever saved', async () => {
    const worker = startWorker(() => Promise.reject(new TypeError('Failed to fetch')));
    expect((await worker.request(ARTICLE_SEARCH_PATH))!.type).toBe('error');
  });

  it('keeps the saved list when a new version of the site takes over, and drops the old version’s files', async () => {
    const worker = startWorker(() => Promise.resolve(list(1)));
    await worker.request(ARTICLE_SEARCH_PATH);
    await (await worker.caches.api.open('cgn-v1')).put('/index.html', new Response('old'));
    await worker.activate();
    expect([...worker.caches.stores.keys()]).toEqual(['cgn-data']);
  });
});
