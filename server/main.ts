/**
 * The server's entry: `node --import tsx server/main.ts` (what `npm start` runs). Reads and checks the
 * configuration, takes DATA_DIR, opens the database and migrates it (after a backup, when it holds
 * data), loads the build, listens (on PGlite also on DATA_DIR/control.sock, for `npm run backup`),
 * publishes what is scheduled when it falls due, and on SIGTERM or SIGINT stops cleanly. A problem a person can fix is one line on stderr and exit code 1.
 */
import { randomUUID } from 'node:crypto';
import { createApp } from './app';
import { prepareFirstAccount } from './accounts/firstAccount';
import { publishDue, startScheduledPublishing } from './articles/scheduledPublishing';
import { startRetention } from './jobs/retention';
import { startMemoryLog } from './jobs/memoryLog';
import { parseUsersCommand, runUsersCommand } from './accounts/operatorCommands';
import { argon2Hasher } from './accounts/passwords';
import { randomToken } from './accounts/tokens';
import { readConfig, StartupError } from './config';
import { ensureWritableDataDir, lockDataDir } from './dataDir';
import { backupsDir } from './backup/backupFile';
import { BackupError } from './backup/backupFormat';
import { controlSocketPath, listenControlSocket } from './backup/controlSocket';
import { migrateWithBackup } from './backup/migrateWithBackup';
import { DatabaseTooNewError } from './db/migrate';
import { openDatabase } from './db/openDatabase';
import { seedGuides } from './articles/guideSeeds';
import { stdoutLog } from './http/requestLog';
import { listen, stopListening } from './http/listen';
import { loadRenderer } from './pages/loadRenderer';
import { loadSite } from './site/loadSite';
import { sendDueMail } from './mail/mailQueue';
import { startMailWorker } from './mail/mailWorker';
import { smtpSender } from './mail/smtpSender';

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
  const applied = await migrateWithBackup(database.db, backupsDir(config.dataDir), stdoutLog).catch(
    (error: unknown) => {
      if (error instanceof DatabaseTooNewError || error instanceof BackupError)
        throw new StartupError(error.message);
      throw error;
    },
  );
  const operator = { db: database.db, randomToken, newId: randomUUID, clock: () => new Date() };
  // The NIN guide, on the first start after guides became content (migration 0009).
  if (await seedGuides(database.db, operator, await renderer.guideSeeds()))
    stdoutLog({ msg: 'seeded', note: 'the NIN guide, published' });
  const hasher = argon2Hasher();
  const origin = { trustProxy: config.trustProxy, publicOrigin: config.publicOrigin };
  const app = createApp({
    db: database.db,
    site,
    renderer,
    hasher,
    origin,
    sessionLimits: { idleMinutes: config.sessionIdleMinutes, maxHours: config.sessionMaxHours },
    mailConfigured: config.smtpUrl !== undefined,
    visitorLimitScale: config.visitorLimitScale,
    maxInFlight: config.maxInFlight,
  });
  const server = await listen(app.fetch, config.port, config.host);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
  const accounts = await prepareFirstAccount(
    { ...operator, hasher },
    config.admin,
    config.publicOrigin ?? url,
  );
  // The one line that may hold a secret: the first admin's one-time link, for the person starting it.
  if (accounts) stdoutLog({ msg: 'accounts', note: accounts });
  // Scheduled items go out even when nobody is signed in, and those that fell due while it was stopped,
  // at once. Stopped before the database closes (the cleanups run newest first).
  const scheduler = startScheduledPublishing(
    () => publishDue(database.db, operator),
    config.scheduleCheckSeconds * 1000,
    stdoutLog,
  );
  cleanups.unshift(() => scheduler.stop());
  // The privacy notice's retention limits, whether or not anyone visits (server/jobs/retention.ts).
  const retention = startRetention(operator, stdoutLog);
  cleanups.unshift(() => retention.stop());
  // A minute's line of the heap and resident memory: a leak shows in the log (and the soak reads it).
  const memory = startMemoryLog(stdoutLog);
  cleanups.unshift(() => memory.stop());
  // The mail queue goes out only through a configured SMTP server; without one it waits (nothing
  // pretends to send) and the admin's Subscribers tab says so.
  if (config.smtpUrl) {
    const send = smtpSender(config.smtpUrl, config.mailFrom);
    const mailer = startMailWorker(
      () => sendDueMail(database.db, send, operator.clock),
      config.mailCheckSeconds * 1000,
      stdoutLog,
    );
    cleanups.unshift(() => mailer.stop());
  }
  // On PGlite, `npm run backup` and `npm run users` ask the running server (they cannot open the folder
  // the server holds); on PostgreSQL they connect to the database themselves.
  const control = config.databaseUrl
    ? undefined
    : await listenControlSocket(controlSocketPath(config.dataDir), database.db, stdoutLog, (args) =>
        runUsersCommand(operator, parseUsersCommand(args), config.publicOrigin ?? url),
      );
  const stop = async (signal: string) => {
    stdoutLog({ msg: 'stopping', signal });
    await Promise.all([stopListening(server), control && stopListening(control)]);
    await runCleanups();
    stdoutLog({ msg: 'stopped' });
    process.exit(0);
  };
  process.once('SIGTERM', (signal) => void stop(signal));
  process.once('SIGINT', (signal) => void stop(signal));
  stdoutLog({
    msg: 'listening',
    url,
    database: database.kind,
    migrationsApplied: applied,
    startMs: Math.round(performance.now() - started),
  });
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
