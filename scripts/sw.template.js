/* global self, caches, fetch, URL, Response */
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
    // Pages: the network first, so an online visitor reads the latest text; the saved copy offline. The
    // build's English pages are saved at install; a page read in another language is saved as it is
    // read, with that language's offline page, so it reopens offline in the language it was read in.
    event.respondWith(
      fetch(request).then(
        (response) => {
          const offline = offlinePageOf(url);
          if (response.status === 200 && offline !== OFFLINE_PAGE)
            event.waitUntil(
              caches.open(CACHE).then(async (cache) => {
                await cache.put(pageKey(url), response.clone());
                if (!(await cache.match(offline))) await cache.add(offline);
              }),
            );
          return response;
        },
        async () => {
          const cache = await caches.open(CACHE);
          return (
            (await cache.match(pageKey(url))) ??
            (await cache.match(offlinePageOf(url))) ??
            (await cache.match(OFFLINE_PAGE)) ??
            Response.error()
          );
        },
      ),
    );
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
