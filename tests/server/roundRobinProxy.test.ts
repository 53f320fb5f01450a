import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createRoundRobinProxy } from '../../scripts/roundRobinProxy.mjs';

/**
 * The cluster's proxy (scripts/roundRobinProxy.mjs) in front of small servers that answer with their
 * name and the forwarding headers they got. The whole cluster on PostgreSQL: tests/processes/multiProcess.test.ts.
 */
const open: http.Server[] = [];
afterEach(async () => {
  for (const server of open.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function listening(server: http.Server): Promise<URL> {
  open.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
}

/** A server process stand-in: answers its name, the forwarding headers and the body it read. */
const backend = (name: string) =>
  listening(
    http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        res.setHeader('Content-Type', 'application/json');
        res.end(
          JSON.stringify({
            name,
            forwardedFor: req.headers['x-forwarded-for'],
            forwardedProto: req.headers['x-forwarded-proto'],
            body,
          }),
        );
      });
    }),
  );

/** An address where nothing listens: a process that died. */
async function refusing(): Promise<URL> {
  const server = http.createServer();
  const url = await listening(server);
  open.pop();
  await new Promise((resolve) => server.close(resolve));
  return url;
}

const ask = async (proxy: URL, init: RequestInit = {}) => {
  const response = await fetch(`${proxy.href}x`, init);
  return {
    status: response.status,
    response,
    answer: (await response.json().catch(() => null)) as Record<string, unknown> | null,
  };
};

describe('the cluster proxy', () => {
  it('sends each request to the next process in turn, with its body', async () => {
    const backends = [await backend('one'), await backend('two'), await backend('three')];
    const proxy = await listening(createRoundRobinProxy(() => backends));
    const names = [];
    for (let i = 0; i < 6; i++) names.push(((await ask(proxy)).answer as { name: string }).name);
    expect(new Set(names.slice(0, 3)).size).toBe(3);
    expect(names.slice(3)).toEqual(names.slice(0, 3));
    const posted = await ask(proxy, { method: 'POST', body: 'a form' });
    expect(posted.answer).toMatchObject({ body: 'a form' });
  });

  it("replaces a visitor's own X-Forwarded-For and -Proto; passes a trusted proxy's on", async () => {
    const backends = [await backend('one')];
    const forged = { headers: { 'X-Forwarded-For': '198.51.100.1', 'X-Forwarded-Proto': 'https' } };
    const direct = await listening(createRoundRobinProxy(() => backends));
    expect((await ask(direct, forged)).answer).toMatchObject({
      forwardedFor: '127.0.0.1',
      forwardedProto: 'http',
    });
    const behindYours = await listening(createRoundRobinProxy(() => backends, { trustForwarded: true }));
    expect((await ask(behindYours, forged)).answer).toMatchObject({
      forwardedFor: '198.51.100.1',
      forwardedProto: 'https',
    });
  });

  it('skips a process that refuses the connection or is down, and answers 503 only when none is up', async () => {
    const up = await backend('up');
    const backends: (URL | undefined)[] = [await refusing(), undefined, up];
    const proxy = await listening(createRoundRobinProxy(() => backends));
    for (let i = 0; i < 4; i++) {
      expect((await ask(proxy)).answer).toMatchObject({ name: 'up' });
      expect((await ask(proxy, { method: 'POST', body: 'kept' })).answer).toMatchObject({ body: 'kept' });
    }
    backends[2] = await refusing();
    const refused = await ask(proxy);
    expect(refused.status).toBe(503);
    expect(refused.response.headers.get('Retry-After')).toBe('5');
  });
});
