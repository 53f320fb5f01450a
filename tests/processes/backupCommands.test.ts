import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { controlSocketPath } from '../../server/backup/controlSocket';
import { LOCK_FILE } from '../../server/dataDir';
import { backupToBuffer, readBuffer } from '../server/utils/backups';
import { killLeftoverServers, runScript, startServer } from '../server/utils/childServer';
import { seedDataDir } from '../server/utils/dataDirs';
import { writeFakeBuild } from '../server/utils/fakeBuild';
import { openTestPglite, reportSkippedLeg, scratchDatabases } from '../server/utils/testDatabase';

// `npm run backup` and `npm run restore` as an operator runs them, beside real server processes.
let tmp: string;
let dist: string;
beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), 'cgn-backup-commands-'));
  dist = writeFakeBuild();
});
afterEach(killLeftoverServers);
afterAll(() => {
  rmSync(tmp, { recursive: true, force: true });
  rmSync(dist, { recursive: true, force: true });
});

const backup = (env: Record<string, string>, ...args: string[]) =>
  runScript('server/cli/backup.ts', args, env);
const restore = (env: Record<string, string>, ...args: string[]) =>
  runScript('server/cli/restore.ts', args, env);

// A table of the operator's own, beside the server's: a backup holds every table there is.
const VISITS = `create table visits (id serial primary key, page text not null);
  insert into visits (page) values ('/'), ('/documents/nin'), ('/guides');`;
const VISIT_ROWS = [
  ['1', '/'],
  ['2', '/documents/nin'],
  ['3', '/guides'],
];

describe('npm run backup on the embedded database', () => {
  it('asks the running server, which goes on serving; a restore meanwhile is refused', async () => {
    const dataDir = await seedDataDir(join(tmp, 'live'), 'migrated', VISITS);
    const server = startServer({ DIST_DIR: dist, DATA_DIR: dataDir });
    const url = await server.listening;
    const file = join(tmp, 'live.jsonl.gz');

    const result = await backup({ DATA_DIR: dataDir }, file);

    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toContain(`Backup written to ${file}\n`);
    expect(result.stdout).toContain(
      `from the server running on DATA_DIR ${dataDir} (process ${server.child.pid})`,
    );
    expect(result.stdout).toMatch(/\n {2}visits +3 rows\n/);
    expect((await readBuffer(readFileSync(file))).rows.visits).toEqual(VISIT_ROWS);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(server.stdout.map((line) => JSON.parse(line) as unknown)).toContainEqual(
      // The three visits, the first admin's one-time link (its hash) this start printed, and what
      // migrations 0004–0007 put in every database: the three seed articles, their old addresses'
      // redirects, the content version and the articles' first versions (0007).
      expect.objectContaining({ msg: 'backup sent', rows: 14 }),
    );
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    expect(statSync(controlSocketPath(dataDir)).mode & 0o777).toBe(0o600);

    const refused = await restore({ DATA_DIR: dataDir }, file);
    expect(refused).toEqual({
      code: 1,
      stdout: '',
      stderr: `Cannot restore: DATA_DIR ${dataDir} is in use by another server (process ${server.child.pid}); stop it first, or choose another DATA_DIR.\n`,
    });

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(existsSync(controlSocketPath(dataDir))).toBe(false);
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  }, 120_000);

  it('with no server running, takes DATA_DIR for the time of the backup, written to DATA_DIR/backups', async () => {
    const dataDir = await seedDataDir(join(tmp, 'idle'), 'migrated', VISITS);

    const result = await backup({ DATA_DIR: dataDir });

    expect(result).toMatchObject({ code: 0, stderr: '' });
    const [name, ...others] = readdirSync(join(dataDir, 'backups'));
    expect(others).toEqual([]);
    expect(name).toMatch(/^backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z\.jsonl\.gz$/);
    expect(result.stdout).toContain(
      `Backup written to ${join(dataDir, 'backups', name!)}\n  from DATA_DIR ${dataDir},`,
    );
    expect((await readBuffer(readFileSync(join(dataDir, 'backups', name!)))).rows.visits).toEqual(VISIT_ROWS);
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
    // A server starts on it at once: the command let DATA_DIR go.
    const server = startServer({ DIST_DIR: dist, DATA_DIR: dataDir });
    await server.listening;
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 120_000);

  it('refuses, in one line, a DATA_DIR that holds no database', async () => {
    const result = await backup({ DATA_DIR: join(tmp, 'nothing-here') });
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr: `Cannot back up: DATA_DIR ${join(tmp, 'nothing-here')} holds no database yet: there is nothing to back up.\n`,
    });
    expect(existsSync(join(tmp, 'nothing-here'))).toBe(false);
  }, 60_000);
});

describe('npm run restore on the embedded database', () => {
  let file: string;
  let withVisits: string;
  beforeAll(async () => {
    // What the server's own migrations make: the only tables a restore can fill.
    const source = await openTestPglite('migrated');
    file = join(tmp, 'source.jsonl.gz');
    writeFileSync(file, await backupToBuffer(source.db));
    await sql.raw(VISITS).execute(source.db);
    withVisits = join(tmp, 'visits.jsonl.gz');
    writeFileSync(withVisits, await backupToBuffer(source.db));
    await source.close();
  });

  it('fills an empty DATA_DIR, where the server then starts; a second restore there is refused', async () => {
    const dataDir = await seedDataDir(join(tmp, 'restored'), 'empty');

    const result = await restore({ DATA_DIR: dataDir }, file);

    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toMatch(
      new RegExp(`^Restored ${file} into DATA_DIR ${dataDir} in \\d+\\.\\d s\\n`),
    );
    const again = await restore({ DATA_DIR: dataDir }, file);
    expect(again).toMatchObject({ code: 1, stdout: '' });
    expect(again.stderr).toMatch(
      new RegExp(
        `^Cannot restore: DATA_DIR ${dataDir} is not empty: it has tables \\(.*schema_migrations.*\\)\\. Restore only into a new, empty one\\.\\n$`,
      ),
    );
    const server = startServer({ DIST_DIR: dist, DATA_DIR: dataDir });
    await server.listening;
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const listening = server.stdout.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(listening).toContainEqual(expect.objectContaining({ msg: 'listening', migrationsApplied: [] }));
  }, 120_000);

  it('refuses in one line a cut-off backup, a backup of tables no migration makes, and no backup at all', async () => {
    const dataDir = await seedDataDir(join(tmp, 'refusing'), 'empty');
    const cut = join(tmp, 'cut.jsonl.gz');
    const bytes = readFileSync(file);
    writeFileSync(cut, bytes.subarray(0, bytes.length - 10));
    expect(await restore({ DATA_DIR: dataDir }, cut)).toEqual({
      code: 1,
      stdout: '',
      stderr: `Cannot restore: ${cut} is incomplete: it was cut off.\n`,
    });
    const byHand = await restore({ DATA_DIR: dataDir }, withVisits);
    expect(byHand).toMatchObject({ code: 1, stdout: '' });
    expect(byHand.stderr).toMatch(
      /^Cannot restore: The backup has a table visits, which the migrations up to \d+ do not make: was it added to the database by hand\?\n$/,
    );
    expect(await restore({ DATA_DIR: dataDir })).toEqual({
      code: 1,
      stdout: '',
      stderr: 'Cannot restore: which backup? Name its file: npm run restore -- FILE\n',
    });
    // Each refusal left the database as empty as it was.
    expect((await restore({ DATA_DIR: dataDir }, file)).code).toBe(0);
  }, 120_000);
});

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

describe.runIf(TEST_DATABASE_URL)('npm run backup and restore with DATABASE_URL', () => {
  const [source, target] = scratchDatabases('cgn_test_commands', 2) as [string, string];
  /** How the commands name a database: host:port/name. */
  const hostAndName = (url: string) => `${new URL(url).host}${new URL(url).pathname}`;

  it("backs up a running server's PostgreSQL database directly, and restores into an empty one only", async () => {
    const server = startServer({ DIST_DIR: dist, DATA_DIR: join(tmp, 'pg-server'), DATABASE_URL: source });
    await server.listening;
    const file = join(tmp, 'postgres.jsonl.gz');

    const result = await backup({ DATA_DIR: join(tmp, 'pg-command'), DATABASE_URL: source }, file);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toContain(`from the database at ${hostAndName(source)},`);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    const restored = await restore({ DATA_DIR: join(tmp, 'pg-command'), DATABASE_URL: target }, file);
    expect(restored).toMatchObject({ code: 0, stderr: '' });
    expect(restored.stdout).toContain(`into the database at ${hostAndName(target)} in`);
    const again = await restore({ DATA_DIR: join(tmp, 'pg-command'), DATABASE_URL: target }, file);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(
      /^Cannot restore: the database at .* is not empty: it has tables \(.*\)\. Restore only into a new, empty one\.\n$/,
    );
  }, 120_000);
});

reportSkippedLeg();
