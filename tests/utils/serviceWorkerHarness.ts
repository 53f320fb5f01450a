import { readFileSync } from 'node:fs';
import { compileFunction } from 'node:vm';

/** The service worker's script (scripts/sw.template.js) as the build writes it, run in memory by tests. */
export const ORIGIN = 'https://citizen.example';
export const template = readFileSync('scripts/sw.template.js', 'utf8')
  .replace("'__VERSION__'", JSON.stringify('v2'))
  .replace('__PRECACHE__', '[]')
  .replace('__PREFIXED__', JSON.stringify(['pcm', 'yo', 'ha', 'ig']));

/** The Cache Storage API, in memory, by cache name and key. */
function memoryCaches(network: (request: Request) => Promise<Response>) {
  const stores = new Map<string, Map<string, Response>>();
  const open = (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    const key = (request: string | Request) =>
      typeof request === 'string' ? request : new URL(request.url).pathname;
    return {
      put: (request: string | Request, response: Response) => {
        store.set(key(request), response);
        return Promise.resolve();
      },
      // Saving a file the worker fetches itself (a language's offline page): from the same network.
      add: async (path: string) => void store.set(path, await network(new Request(ORIGIN + path))),
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
export function startWorker(network: (request: Request) => Promise<Response>) {
  const listeners = new Map<string, (event: unknown) => void>();
  const caches = memoryCaches(network);
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    clients: { claim: () => Promise.resolve() },
  };
  // The script as the body of a function of what a browser gives a worker.
  const runWorker = compileFunction(template, ['self', 'caches', 'fetch']) as (
    self: object,
    caches: object,
    fetch: typeof network,
  ) => void;
  runWorker(self, caches.api, network);
  /** What the worker answers a request of the page's, or undefined if it leaves it to the browser. */
  async function request(path: string, init?: RequestInit): Promise<Response | undefined> {
    let answer: Promise<Response> | undefined;
    listeners.get('fetch')!({
      request: new Request(ORIGIN + path, init),
      respondWith: (r: Promise<Response>) => (answer = r),
    });
    return answer;
  }
  /**
   * What the worker answers when the browser opens `path` as a page (a navigation, which a Request built
   * here cannot be), once the work it keeps going after answering (saving a copy) is done.
   */
  async function navigate(path: string): Promise<Response | undefined> {
    const { answer, saved } = openPage(path);
    const response = await answer;
    await saved;
    return response;
  }
  /** The same, with the answer apart from the work kept going after it, for a test that times them. */
  function openPage(path: string): { answer: Promise<Response | undefined>; saved: Promise<unknown> } {
    let answer: Promise<Response> | undefined;
    const pending: Promise<unknown>[] = [];
    listeners.get('fetch')!({
      request: { url: ORIGIN + path, method: 'GET', mode: 'navigate' },
      respondWith: (r: Promise<Response>) => (answer = r),
      waitUntil: (p: Promise<unknown>) => pending.push(p),
    });
    return { answer: Promise.resolve(answer), saved: Promise.all(pending) };
  }
  async function activate() {
    let done: Promise<unknown> | undefined;
    listeners.get('activate')!({ waitUntil: (p: Promise<unknown>) => (done = p) });
    await done;
  }
  return { request, navigate, openPage, activate, caches };
}
