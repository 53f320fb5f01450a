/* global self, caches, fetch, URL, Response, setTimeout, clearTimeout */
/**
 * The offline copy of Citizen Guide Nigeria: shipped as dist/sw.js by scripts/service-worker.mjs,
 * which fills in VERSION and PRECACHE. Each version keeps its own cache, and a new version waits until
 * the visitor accepts it (UpdateNotice), so a page never mixes files of two versions.
 */
const VERSION = '__VERSION__';
/** The app shell and every prerendered public page, by address. */
const PRECACHE = __PRECACHE__;
const CACHE = `cgn-${VERSION}`;
/** The languages with an address prefix (/yo/…), each with its own offline page (/yo/offline.html). */
const PREFIXED = __PREFIXED__;
const OFFLINE_PAGE = '/offline.html';
/** The offline page in the language of `url`'s address. */
const offlinePageOf = (url) => {
  const first = url.pathname.split('/')[1];
  return PREFIXED.includes(first) ? `/${first}${OFFLINE_PAGE}` : OFFLINE_PAGE;
};
/** The published articles' search list (ARTICLE_SEARCH_PATH in src/shared/api/articles.ts). */
const ARTICLE_SEARCH = '/api/search/articles';
/**
 * Its last copy, kept apart from the versioned cache: it comes from the server, not the build, so a new
 * version of the site must not throw it away — offline, search still finds the articles it listed.
 */
const DATA_CACHE = 'cgn-data';

self.addEventListener('install', (event) => {
  // `reload` skips the HTTP cache, so a page is never stored from an older deploy.
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE.map((url) => new Request(url, { cache: 'reload' })))),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key.startsWith('cgn-') && key !== CACHE && key !== DATA_CACHE)
            .map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') self.skipWaiting();
});

/** The cached copy of a page: /documents/nin and /documents/nin/ are the same page. */
const pageKey = (url) => (url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname);

/**
 * How long a page request may go unanswered before the saved copy answers instead. A phone on 2G whose
 * connection hangs (no failure, no answer) would otherwise wait for the browser to give up, minutes later,
 * and never see the copy it has. 3.5 s: a slow but working connection has started answering by then (the
 * server answers a page in milliseconds; slow 4G's round trips take ~0.6 s), and a visitor still waits.
 */
const NETWORK_TIMEOUT_MS = 3500;
const TIMED_OUT = Symbol('timed out');
const FAILED = Symbol('failed');

/**
 * The answer to a page request: the network's, unless it failed or is slower than NETWORK_TIMEOUT_MS —
 * then the saved copy. A page never saved waits for the network (a slow connection still brings it; the
 * offline page would say the visitor is offline while the page is on its way), and only if the network
 * fails is the offline page, in the address's language, the answer.
 */
async function answerPage(url, network) {
  let timer;
  const first = await Promise.race([
    network.catch(() => FAILED),
    new Promise((resolve) => (timer = setTimeout(resolve, NETWORK_TIMEOUT_MS, TIMED_OUT))),
  ]);
  clearTimeout(timer);
  if (first !== FAILED && first !== TIMED_OUT) return first;
  const cache = await caches.open(CACHE);
  const saved = await cache.match(pageKey(url));
  if (saved) return saved;
  const offlinePage = async () =>
    (await cache.match(offlinePageOf(url))) ?? (await cache.match(OFFLINE_PAGE)) ?? Response.error();
  return first === TIMED_OUT ? network.catch(offlinePage) : offlinePage();
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;

  if (url.pathname === ARTICLE_SEARCH) {
    // The network first (the page asks with If-None-Match, and a 304 goes straight back to it); each
    // full list is saved, and offline the saved one answers, whatever version the page asked about.
    event.respondWith(
      fetch(request).then(
        async (response) => {
          if (response.status === 200)
            await (await caches.open(DATA_CACHE)).put(url.pathname, response.clone());
          return response;
        },
        async () => (await (await caches.open(DATA_CACHE)).match(url.pathname)) ?? Response.error(),
      ),
    );
    return;
  }

  if (request.mode === 'navigate') {
    // Pages: the network first, so an online visitor reads the latest text; the saved copy offline, or
    // when the network has not answered within NETWORK_TIMEOUT_MS. The build's English pages are saved at
    // install; a page read in another language is saved as it is read, with that language's offline page,
    // so it reopens offline in the language it was read in — also when its answer comes after the saved
    // copy has answered (the worker stays alive for it).
    const network = fetch(request);
    event.waitUntil(
      network.then(
        (response) => {
          const offline = offlinePageOf(url);
          if (response.status !== 200 || offline === OFFLINE_PAGE) return undefined;
          // Copied now, before the page (which may be answered with it) starts reading it.
          const copy = response.clone();
          return caches.open(CACHE).then(async (cache) => {
            await cache.put(pageKey(url), copy);
            if (!(await cache.match(offline))) await cache.add(offline);
          });
        },
        () => undefined,
      ),
    );
    event.respondWith(answerPage(url, network));
    return;
  }

  // Files: versioned names never change, so the saved copy is always right; anything fetched later
  // (the staff area's code) is saved into this version's cache too.
  event.respondWith(
    caches.open(CACHE).then(async (cache) => {
      const saved = await cache.match(request);
      if (saved) return saved;
      const response = await fetch(request);
      if (response.ok && url.pathname.startsWith('/assets/')) await cache.put(request, response.clone());
      return response;
    }),
  );
});
