/**
 * The server's entry: `node --import tsx server/main.ts` (what `npm start` runs). Reads and checks the
 * configuration, takes DATA_DIR, opens and migrates the database, loads the build, listens, and on
 * SIGTERM or SIGINT stops cleanly. A problem a person can fix is one line on stderr and exit code 1.
 */
import { join } from 'node:path';
import { createApp } from './app';
import { readConfig, StartupError, type ServerConfig } from './config';
import { ensureWritableDataDir, lockDataDir } from './dataDir';
import { openPglite, openPostgres, type DatabaseHandle } from './db/database';
import { DatabaseTooNewError, migrate } from './db/migrate';
import { stdoutLog } from './http/requestLog';
import { listen, stopListening } from './http/listen';
import { loadRenderer } from './pages/loadRenderer';
import { loadSite } from './site/loadSite';

const started = performance.now();
const cleanups: (() => unknown)[] = [];

async function start() {
  const config = readConfig(process.env);
  // The lock guards PGlite's files; several servers may share one PostgreSQL, each with its own DATA_DIR.
  if (config.databaseUrl) ensureWritableDataDir(config.dataDir);
  else cleanups.unshift(lockDataDir(config.dataDir));
  // Before the database: a missing build is found in milliseconds, not after opening PGlite.
  const site = await explained(() => loadSite(config.distDir));
  const renderer = await explained(() => loadRenderer(config.ssrDir));
  const database = await openDatabase(config);
  cleanups.unshift(() => database.close());
  const applied = await migrate(database.db).catch((error: unknown) => {
    if (error instanceof DatabaseTooNewError) throw new StartupError(error.message);
    throw error;
  });
  const server = await listen(createApp({ db: database.db, site, renderer }).fetch, config.port, config.host);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const stop = async (signal: string) => {
    stdoutLog({ msg: 'stopping', signal });
    await stopListening(server);
    await runCleanups();
    stdoutLog({ msg: 'stopped' });
    process.exit(0);
  };
  process.once('SIGTERM', (signal) => void stop(signal));
  process.once('SIGINT', (signal) => void stop(signal));
  stdoutLog({
    msg: 'listening',
    url: `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`,
    database: database.kind,
    migrationsApplied: applied,
    startMs: Math.round(performance.now() - started),
  });
}

async function openDatabase(config: ServerConfig): Promise<DatabaseHandle> {
  if (!config.databaseUrl) return openPglite({ dataDir: join(config.dataDir, 'pgdata') });
  try {
    return await openPostgres(config.databaseUrl);
  } catch (error) {
    // The address may hold a password: name only its host.
    const host = new URL(config.databaseUrl).host;
    throw new StartupError(`DATABASE_URL: could not connect to the database at ${host} (${reason(error)}).`);
  }
}

/** Loads a part of the build: a missing or broken one stops the start with one line saying why. */
async function explained<T>(load: () => T | Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    throw new StartupError(reason(error));
  }
}

async function runCleanups() {
  for (const cleanup of cleanups.splice(0)) await cleanup();
}

const reason = (error: unknown) =>
  (error as NodeJS.ErrnoException).code ?? (error instanceof Error ? error.message : String(error));

start().catch(async (error: unknown) => {
  await runCleanups().catch(() => undefined);
  if (error instanceof StartupError) process.stderr.write(`Cannot start: ${error.message}\n`);
  else process.stderr.write(`Cannot start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
