import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { controlSocketPath, listenControlSocket, requestBackup } from '../../server/backup/controlSocket';
import type { DatabaseHandle } from '../../server/db/database';
import { stopListening } from '../../server/http/listen';
import { readBuffer } from './utils/backups';
import { openTestPglite } from './utils/testDatabase';

// The running server's backup door on the embedded database (PGlite only: with PostgreSQL the
// command connects to the database itself).
let database: DatabaseHandle;
let dir: string;
let log: Record<string, unknown>[];
let server: Server | undefined;

beforeAll(async () => {
  database = await openTestPglite('empty');
  await sql`create table notes (id serial primary key, body text)`.execute(database.db);
  await sql`insert into notes (body) values ('one'), ('two')`.execute(database.db);
});
afterAll(() => database.close());
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'cgn-control-'));
  log = [];
});
afterEach(async () => {
  if (server?.listening) await stopListening(server);
  rmSync(dir, { recursive: true, force: true });
});

const listenIn = async (path = controlSocketPath(dir)) =>
  (server = await listenControlSocket(path, database.db, (entry) => log.push(entry)));

/** A request to the socket; resolves with the status. */
function statusOf(method: string, path: string): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath: controlSocketPath(dir), method, path }, (res) => {
      res.resume();
      resolve(res.statusCode);
    });
    req.once('error', reject);
    req.end();
  });
}

describe('the control socket', () => {
  it('answers POST /backup with a backup of the database, and logs it', async () => {
    await listenIn();
    const { header, rows } = await readBuffer(await buffer(await requestBackup(controlSocketPath(dir))));
    expect(header.tables.map((t) => [t.name, t.rows])).toEqual([['notes', 2]]);
    expect(rows.notes).toEqual([
      ['1', 'one'],
      ['2', 'two'],
    ]);
    expect(log).toEqual([{ msg: 'backup sent', rows: 2, ms: expect.any(Number) as number }]);
  });

  it('answers nothing else', async () => {
    await listenIn();
    expect(await statusOf('GET', '/backup')).toBe(405);
    expect(await statusOf('POST', '/restore')).toBe(404);
    expect(await statusOf('POST', '/backup/../healthz')).toBe(404);
  });

  it('is a socket file its owner alone may use, replacing one a killed server left, removed on stop', async () => {
    writeFileSync(controlSocketPath(dir), 'left by a server killed with SIGKILL');
    await listenIn();
    const stat = statSync(controlSocketPath(dir));
    expect(stat.isSocket()).toBe(true);
    expect(stat.mode & 0o777).toBe(0o600);
    await stopListening(server!);
    expect(existsSync(controlSocketPath(dir))).toBe(false);
  });

  it('is not opened where its path is too long for a socket, and the log says so', async () => {
    const path = join(dir, 'x'.repeat(120), 'control.sock');
    expect(await listenIn(path)).toBeUndefined();
    expect(log).toEqual([{ msg: 'no control socket', reason: 'its path is longer than 107 bytes', path }]);
  });
});
