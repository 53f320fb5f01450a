import { describe, expect, it } from 'vitest';
import { startWorker } from '../utils/serviceWorkerHarness';

const page = (text: string) => new Response(text, { headers: { 'Content-Type': 'text/html' } });

describe('the service worker and the languages in the address (issue 27)', () => {
  it('keeps a page read in another language, and its offline page, so it reopens offline in that language', async () => {
    let online = true;
    const worker = startWorker((request) => {
      if (!online) return Promise.reject(new TypeError('Failed to fetch'));
      const path = new URL(request.url).pathname;
      return Promise.resolve(page(path === '/yo/offline.html' ? 'Ẹ kò sí lórí ayélujára' : `page ${path}`));
    });
    expect(await (await worker.navigate('/yo/documents/nin'))!.text()).toBe('page /yo/documents/nin');

    online = false;
    expect(await (await worker.navigate('/yo/documents/nin/'))!.text()).toBe('page /yo/documents/nin');
    // A Yorùbá page never read: the Yorùbá offline page, not the English one.
    expect(await (await worker.navigate('/yo/contact'))!.text()).toBe('Ẹ kò sí lórí ayélujára');
  });

  it('leaves English pages to the install’s copy: nothing more is saved as they are read', async () => {
    const worker = startWorker((request) => Promise.resolve(page(new URL(request.url).pathname)));
    await worker.navigate('/documents');
    expect([...(worker.caches.stores.get('cgn-v2')?.keys() ?? [])]).toEqual([]);
  });
});
