import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import {
  HEADERS_TIMEOUT_MS,
  KEEP_ALIVE_TIMEOUT_MS,
  listen,
  REQUEST_TIMEOUT_MS,
  stopListening,
} from '../../server/http/listen';
import { rawConnection, statusOf, within, write } from './utils/rawHttp';

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

describe('a slow client', () => {
  // The timeouts of the real server, made short: a slow client is seen cut off in about a second.
  const SHORT = { headersMs: 600, requestMs: 1200, keepAliveMs: 300 };
  const app = new Hono();
  // A body cut off rejects; what matters here is the connection, not this route's answer.
  app.post('/echo', async (c) => c.text(await c.req.text().catch(() => 'cut off')));

  it('has the named timeouts unless told otherwise', async () => {
    const server = await listen(app.fetch, 0, '127.0.0.1');
    expect([server.headersTimeout, server.requestTimeout, server.keepAliveTimeout]).toEqual([
      HEADERS_TIMEOUT_MS,
      REQUEST_TIMEOUT_MS,
      KEEP_ALIVE_TIMEOUT_MS,
    ]);
    await stopListening(server);
  });

  it('sending its headers a byte at a time is cut off after the header timeout', async () => {
    const server = await listen(app.fetch, 0, '127.0.0.1', SHORT);
    const connection = rawConnection(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    await connection.opened;
    const started = performance.now();
    const trickle = (async () => {
      for (const byte of 'GET /echo HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ' + 'a'.repeat(1000)) {
        if (connection.socket.destroyed) return;
        await write(connection.socket, byte).catch(() => undefined);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    await within(connection.closed, 5000, 'cut-off');
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(SHORT.headersMs - 50);
    expect(elapsed).toBeLessThan(SHORT.headersMs + 2000);
    expect(statusOf(connection.received())).toBe(408);
    await trickle;
    await stopListening(server);
  });

  it('sending its body a byte at a time is cut off after the request timeout', async () => {
    const server = await listen(app.fetch, 0, '127.0.0.1', SHORT);
    const connection = rawConnection(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    await connection.opened;
    const started = performance.now();
    await write(connection.socket, 'POST /echo HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 1000\r\n\r\n');
    const trickle = (async () => {
      for (let i = 0; i < 1000 && !connection.socket.destroyed; i++) {
        await write(connection.socket, 'b').catch(() => undefined);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    await within(connection.closed, 5000, 'cut-off');
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(SHORT.requestMs - 50);
    expect(elapsed).toBeLessThan(SHORT.requestMs + 2000);
    expect(statusOf(connection.received())).toBe(408);
    await trickle;
    await stopListening(server);
  });
});
