import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startWorker } from '../utils/serviceWorkerHarness';

const page = (text: string) => new Response(text, { headers: { 'Content-Type': 'text/html' } });

/** A network whose answers the test gives, when it likes: each request waits until `answer` or `fail`. */
function slowNetwork() {
  const waiting = new Map<string, { resolve: (r: Response) => void; reject: (e: unknown) => void }>();
  const network = (request: Request) =>
    new Promise<Response>((resolve, reject) =>
      waiting.set(new URL(request.url).pathname, { resolve, reject }),
    );
  return {
    network,
    answer: (path: string, text: string) => waiting.get(path)!.resolve(page(text)),
    fail: (path: string) => waiting.get(path)!.reject(new TypeError('Failed to fetch')),
  };
}

/** Whether a promise has settled by now, and with what. */
async function settled<T>(promise: Promise<T>): Promise<{ value: T } | 'pending'> {
  const marker = Symbol('pending');
  const first = await Promise.race([promise, Promise.resolve(marker)]);
  return first === marker ? 'pending' : { value: first as T };
}

async function save(worker: ReturnType<typeof startWorker>, path: string, text: string) {
  await (await worker.caches.api.open('cgn-v2')).put(path, page(text));
}

describe('the service worker on a connection that stalls (issue 30)', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('answers with the saved copy once the network has not answered for 3.5 s', async () => {
    const net = slowNetwork();
    const worker = startWorker(net.network);
    await save(worker, '/documents/nin', 'saved NIN guide');
    const { answer } = worker.openPage('/documents/nin');
    await vi.advanceTimersByTimeAsync(3_499);
    expect(await settled(answer)).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(await (await answer)!.text()).toBe('saved NIN guide');
  });

  it('answers with the network when it answers in time, slow as it is', async () => {
    const net = slowNetwork();
    const worker = startWorker(net.network);
    await save(worker, '/documents/nin', 'saved NIN guide');
    const { answer } = worker.openPage('/documents/nin');
    await vi.advanceTimersByTimeAsync(3_000);
    net.answer('/documents/nin', 'latest NIN guide');
    expect(await (await answer)!.text()).toBe('latest NIN guide');
    // No timer left behind to answer a second time.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('still saves the network’s answer that came after the saved copy had answered', async () => {
    const net = slowNetwork();
    const worker = startWorker(net.network);
    await save(worker, '/yo/documents/nin', 'old Yorùbá guide');
    await save(worker, '/yo/offline.html', 'Ẹ kò sí lórí ayélujára');
    const first = worker.openPage('/yo/documents/nin');
    await vi.advanceTimersByTimeAsync(3_500);
    expect(await (await first.answer)!.text()).toBe('old Yorùbá guide');
    net.answer('/yo/documents/nin', 'new Yorùbá guide');
    await first.saved;

    const second = worker.openPage('/yo/documents/nin');
    await vi.advanceTimersByTimeAsync(3_500);
    expect(await (await second.answer)!.text()).toBe('new Yorùbá guide');
  });

  it('keeps waiting for a page it never saved: a slow connection still brings it', async () => {
    const net = slowNetwork();
    const worker = startWorker(net.network);
    await save(worker, '/yo/offline.html', 'Ẹ kò sí lórí ayélujára');
    const { answer } = worker.openPage('/yo/contact');
    await vi.advanceTimersByTimeAsync(8_000);
    expect(await settled(answer)).toBe('pending');
    net.answer('/yo/contact', 'Yorùbá contact page');
    expect(await (await answer)!.text()).toBe('Yorùbá contact page');
  });

  it('answers a page it never saved with the offline page in its language when the network then fails', async () => {
    const net = slowNetwork();
    const worker = startWorker(net.network);
    await save(worker, '/yo/offline.html', 'Ẹ kò sí lórí ayélujára');
    await save(worker, '/offline.html', 'You are offline');
    const { answer } = worker.openPage('/yo/contact');
    await vi.advanceTimersByTimeAsync(8_000);
    net.fail('/yo/contact');
    expect(await (await answer)!.text()).toBe('Ẹ kò sí lórí ayélujára');
  });
});
