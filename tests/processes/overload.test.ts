import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_PATH } from '@/shared/api/content';
import { FEEDBACK_PATH } from '@/shared/api/feedback';
import { HEALTH_PATH } from '@/shared/api/health';
import { CONTENT_BODY_LIMIT } from '../../server/articles/contentRoutes';
import { killLeftoverServers, startServer, type ChildServer } from '../server/utils/childServer';
import { seedDataDir } from '../server/utils/dataDirs';
import { removeFakeBuild, writeFakeBuild } from '../server/utils/fakeBuild';
import {
  headerOf,
  rawConnection,
  statusOf,
  within,
  write,
  type RawConnection,
} from '../server/utils/rawHttp';

// Overload is about the process, not the database: the embedded one is enough here.
const MAX_IN_FLIGHT = 3;
let dist: string;
let dataDir: string;
let server: ChildServer;
let url: string;

beforeAll(async () => {
  dist = writeFakeBuild();
  dataDir = await seedDataDir(mkdtempSync(join(tmpdir(), 'cgn-overload-')), 'migrated');
  server = startServer({ DIST_DIR: dist, DATA_DIR: dataDir, MAX_IN_FLIGHT: String(MAX_IN_FLIGHT) });
  url = await server.listening;
}, 60_000);

afterAll(async () => {
  await killLeftoverServers();
  removeFakeBuild(dist);
  rmSync(dataDir, { recursive: true, force: true });
});

const FEEDBACK = JSON.stringify({ page: '/documents/nin', language: 'en', useful: true });

/** A POST whose headers are sent and whose body is held back: the server is answering it, waiting. */
async function heldRequest(): Promise<RawConnection> {
  const connection = rawConnection(url);
  await connection.opened;
  await write(
    connection.socket,
    `POST ${FEEDBACK_PATH} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${FEEDBACK.length}\r\n\r\n${FEEDBACK.slice(0, 5)}`,
  );
  return connection;
}

describe('requests in flight', () => {
  it(`past MAX_IN_FLIGHT (${MAX_IN_FLIGHT}), answers 503 with Retry-After at once; /healthz still answers; then recovers`, async () => {
    const held = await Promise.all(Array.from({ length: MAX_IN_FLIGHT }, heldRequest));
    // The held requests reach the counter a moment after their headers are written.
    let page = await fetch(`${url}/documents/nin`);
    for (let tries = 0; page.status !== 503 && tries < 100; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      page = await fetch(`${url}/documents/nin`);
    }
    expect(page.status).toBe(503);
    expect(page.headers.get('Retry-After')).toBe('2');
    expect(page.headers.get('Content-Type')).toMatch(/^text\/plain/);
    expect(await page.text()).toBe('The server is busy. Try again in a few seconds.');

    const started = performance.now();
    const api = await fetch(`${url}/api/articles`);
    expect(performance.now() - started).toBeLessThan(500);
    expect(api.status).toBe(503);
    expect(api.headers.get('Retry-After')).toBe('2');
    expect(await api.json()).toEqual({ error: 'The server is busy. Try again in a few seconds.' });
    // The balancer still sees the process alive.
    expect((await fetch(`${url}${HEALTH_PATH}`)).status).toBe(200);

    // The held requests finish with their answers, and the slots they held are free again.
    for (const connection of held) await write(connection.socket, FEEDBACK.slice(5));
    const heads = await within(Promise.all(held.map((c) => c.head)), 10_000, 'answer to held requests');
    expect(heads.map(statusOf)).toEqual([201, 201, 201]);
    for (const connection of held) connection.socket.destroy();
    expect((await fetch(`${url}/documents/nin`)).status).toBe(200);
  }, 30_000);
});

describe('bodies over the limit', () => {
  /** Sends only the head of a request announcing `length` bytes, and waits for the answer. */
  async function announced(path: string, length: number) {
    const connection = rawConnection(url);
    await connection.opened;
    await write(
      connection.socket,
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`,
    );
    const head = await within(connection.head, 5000, 'answer');
    connection.socket.destroy();
    return { head, body: connection.received().slice(head.length + 4) };
  }

  it('a 10 MB Content-Length gets 413 before a byte of the body is sent, at an API address and a page', async () => {
    const api = await announced(CONTENT_PATH, 10 * 1024 * 1024);
    expect(statusOf(api.head)).toBe(413);
    expect(headerOf(api.head, 'Connection')).toBe('close');
    expect(api.body).toContain('"error":"');
    // An address whose route never reads a body is guarded all the same.
    const page = await announced('/documents/nin', 10 * 1024 * 1024);
    expect(statusOf(page.head)).toBe(413);
    expect(page.body).toContain('The request is too large (at most 512 KB).');
  }, 30_000);

  it('a chunked body is cut off with 413 once it passes the largest limit, not read to its end', async () => {
    for (const path of [CONTENT_PATH, '/documents/nin']) {
      const connection = rawConnection(url);
      await connection.opened;
      await write(
        connection.socket,
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`,
      );
      const chunk = Buffer.alloc(16 * 1024, 'a');
      let sent = 0;
      // Raised by the answer: a property, as TypeScript would take a `let` for false in the loop.
      const state = { answered: false };
      void connection.head.then(() => (state.answered = true));
      // Up to 10 MB, a chunk at a time, until the server answers or closes the connection.
      while (!state.answered && !connection.socket.destroyed && sent < 10 * 1024 * 1024) {
        await write(connection.socket, `${chunk.length.toString(16)}\r\n`).catch(() => undefined);
        await write(connection.socket, chunk).catch(() => undefined);
        await write(connection.socket, '\r\n').catch(() => undefined);
        sent += chunk.length;
        // At most 16 MB/s: the answer is read between chunks, before the server's end resets the rest.
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
      const head = await within(connection.head, 5000, 'answer');
      connection.socket.destroy();
      expect(statusOf(head)).toBe(413);
      // Answered once the limit was passed, long before the body's end (which never came).
      expect(sent).toBeGreaterThan(CONTENT_BODY_LIMIT);
      expect(sent).toBeLessThan(10 * 1024 * 1024);
    }
  }, 30_000);
});
