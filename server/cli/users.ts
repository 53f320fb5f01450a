/**
 * `npm run users -- create EMAIL [--name NAME] [--role ROLE] | reset-password EMAIL | disable EMAIL | list`:
 * the operator's accounts commands, with the server's environment (DATA_DIR, DATABASE_URL). Prints a
 * one-time link for create and reset-password. Works with the server running or not, as backup does:
 * - DATABASE_URL: connects to PostgreSQL itself;
 * - PGlite, no server running: takes DATA_DIR's lock for the time of the command;
 * - PGlite, a server running (it holds the lock): asks that server, on DATA_DIR/control.sock.
 * The audit log records these with no actor and the detail "operator".
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import {
  UsersCommandError,
  parseUsersCommand,
  runUsersCommand,
  type UsersCommand,
} from '../accounts/operatorCommands';
import { randomToken } from '../accounts/tokens';
import { controlSocketPath, requestUsersCommand } from '../backup/controlSocket';
import { readConfig, type ServerConfig } from '../config';
import { DataDirInUseError, lockDataDir } from '../dataDir';
import { pendingMigrations } from '../db/migrate';
import { openDatabase, pgliteDir } from '../db/openDatabase';
import { runCommand } from './operatorCommand';

runCommand('run the command', async () => {
  const args = process.argv.slice(2);
  const command = parseUsersCommand(args);
  const config = readConfig(process.env);
  const origin =
    config.publicOrigin ??
    `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port}`;
  process.stdout.write(`${await run(config, command, args, origin)}\n`);
});

async function run(config: ServerConfig, command: UsersCommand, args: string[], origin: string) {
  if (config.databaseUrl) return runHere(config, command, origin);
  if (!existsSync(pgliteDir(config.dataDir)))
    throw new UsersCommandError(
      `DATA_DIR ${config.dataDir} holds no database yet: start the server once first.`,
    );
  let release: () => void;
  try {
    release = lockDataDir(config.dataDir);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    const socket = controlSocketPath(config.dataDir);
    const answer = await requestUsersCommand(socket, args).catch((cause: unknown) => {
      throw new UsersCommandError(
        `DATA_DIR ${config.dataDir} is in use by process ${error.holder}, which did not answer on ${socket} (${cause instanceof Error ? cause.message : String(cause)}). If the server is still starting, try again once it listens.`,
      );
    });
    if (!answer.ok) throw new UsersCommandError(answer.text);
    return answer.text;
  }
  try {
    return await runHere(config, command, origin);
  } finally {
    release();
  }
}

async function runHere(config: ServerConfig, command: UsersCommand, origin: string) {
  const database = await openDatabase(config);
  try {
    const { pending } = await pendingMigrations(database.db);
    if (pending.length)
      throw new UsersCommandError(
        'The database is older than this server: start the server once to update it first.',
      );
    return await runUsersCommand(
      { db: database.db, clock: () => new Date(), newId: randomUUID, randomToken },
      command,
      origin,
    );
  } finally {
    await database.close();
  }
}
