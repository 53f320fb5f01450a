import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { listen, stopListening } from '../../server/http/listen';

/** A real server on 127.0.0.1 whose /slow answers after `ms`, and tells when a request has arrived. */
async function slowServer(ms: number) {
  let arrived!: () => void;
  const inFlight = new Promise<void>((resolve) => (arrived = resolve));
  const app = new Hono();
  app.get('/slow', async (c) => {
    arrived();
    await new Promise((resolve) => setTimeout(resolve, ms));
    return c.text('finished');
  });
  const server = await listen(app.fetch, 0, '127.0.0.1');
  return { server, port: (server.address() as AddressInfo).port, inFlight };
}

/** GET over a fresh connection; resolves with the status and body, or the connection's error code. */
function get(port: number, path: string): Promise<string> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve(`${res.statusCode} ${body}`));
      res.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    req.end();
  });
}

describe('stopListening', () => {
  it('finishes a request in flight, refuses new connections, then resolves', async () => {
    const { server, port, inFlight } = await slowServer(300);
    const slow = get(port, '/slow');
    await inFlight;
    const stopped = stopListening(server, 5000);
    expect(await get(port, '/slow')).toBe('ECONNREFUSED');
    expect(await slow).toBe('200 finished');
    await stopped;
    expect(server.listening).toBe(false);
  });

  it('closes a request still running after the grace period, and resolves', async () => {
    const { server, port, inFlight } = await slowServer(3000);
    const slow = get(port, '/slow');
    await inFlight;
    const started = performance.now();
    await stopListening(server, 200);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(await slow).toMatch(/ECONNRESET|socket hang up|error/);
  });
});
