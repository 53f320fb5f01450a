import { describe, expect, it } from 'vitest';
import { ARTICLE_SEARCH_PATH } from '@/shared/api/articles';
import { startWorker, template } from '../utils/serviceWorkerHarness';

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
