/**
 * The running server's door for `npm run backup` on the embedded database: PGlite's folder is the
 * server's alone (DATA_DIR's lock), so a backup taken while it runs must come from the server itself.
 * An HTTP server on a unix socket inside DATA_DIR, never on TCP, readable and writable by its owner
 * only: whoever can reach it can already read the data in DATA_DIR. Two routes: POST /backup answers
 * with the backup file; POST /users runs an `npm run users` command sent as JSON `{ args }` and answers
 * the text to print (200), or the one line saying why not (422).
 */
import { chmodSync, rmSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { LogWriter } from '../http/requestLog';
import { writeBackup } from './writeBackup';

/** DATA_DIR/control.sock */
export const controlSocketPath = (dataDir: string) => join(dataDir, 'control.sock');

// A unix socket's path has room for 107 bytes; a longer one would be cut short, silently, elsewhere.
const MAX_SOCKET_PATH = 107;

/**
 * Listens on `path`, or returns undefined (and logs why) when the path is too long for a socket.
 * The caller holds DATA_DIR's lock, so a socket file already there was left by a server that died.
 */
export async function listenControlSocket(
  path: string,
  db: Kysely<Database>,
  log: LogWriter,
  users?: (args: unknown) => Promise<string>,
): Promise<Server | undefined> {
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH) {
    log({ msg: 'no control socket', reason: `its path is longer than ${MAX_SOCKET_PATH} bytes`, path });
    return undefined;
  }
  rmSync(path, { force: true });
  const server = createServer((req, res) => {
    if (req.url === '/users' && users) return void answerUsers(req, res, users);
    if (req.url !== '/backup') return void res.writeHead(404).end();
    if (req.method !== 'POST') return void res.writeHead(405, { Allow: 'POST' }).end();
    const started = performance.now();
    res.writeHead(200, { 'Content-Type': 'application/gzip' });
    writeBackup(db, res).then(
      (header) =>
        log({
          msg: 'backup sent',
          rows: header.tables.reduce((sum, t) => sum + t.rows, 0),
          ms: Math.round(performance.now() - started),
        }),
      // The response is already cut off (the command then says the backup is incomplete).
      (error: unknown) =>
        log({ msg: 'backup failed', error: error instanceof Error ? error.message : String(error) }),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, resolve);
  });
  chmodSync(path, 0o600);
  return server;
}

const USERS_BODY_LIMIT = 4096;

async function answerUsers(
  req: IncomingMessage,
  res: ServerResponse,
  users: (args: unknown) => Promise<string>,
) {
  if (req.method !== 'POST') return void res.writeHead(405, { Allow: 'POST' }).end();
  let body = '';
  for await (const chunk of req) {
    body += String(chunk);
    if (body.length > USERS_BODY_LIMIT) return void res.writeHead(413).end();
  }
  try {
    const text = await users((JSON.parse(body) as { args?: unknown }).args);
    res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' }).end(text);
  } catch (error) {
    res
      .writeHead(422, { 'Content-Type': 'text/plain; charset=utf-8' })
      .end(error instanceof Error ? error.message : String(error));
  }
}

/** Asks the server on `path` to run `npm run users` with `args`: the text to print, or an Error saying why not. */
export function requestUsersCommand(path: string, args: string[]): Promise<{ ok: boolean; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath: path, path: '/users', method: 'POST' }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => {
        if (res.statusCode === 200 || res.statusCode === 422) resolve({ ok: res.statusCode === 200, text });
        else reject(new Error(`HTTP ${res.statusCode}`));
      });
    });
    req.once('error', reject);
    req.end(JSON.stringify({ args }));
  });
}

/** Asks the server listening on `path` for a backup; resolves with the response once it begins. */
export function requestBackup(path: string): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath: path, path: '/backup', method: 'POST' }, (res) => {
      if (res.statusCode === 200) {
        resolve(res);
        return;
      }
      res.resume();
      reject(new Error(`HTTP ${res.statusCode}`));
    });
    req.once('error', reject);
    req.end();
  });
}
