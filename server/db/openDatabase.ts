import { join } from 'node:path';
import { StartupError, type ServerConfig } from '../config';
import { openPglite, openPostgres, type DatabaseHandle } from './database';

/** Where PGlite keeps its files inside DATA_DIR. */
export const pgliteDir = (dataDir: string) => join(dataDir, 'pgdata');

/** The configured database: PostgreSQL at DATABASE_URL, else PGlite in DATA_DIR (whose lock the caller holds). */
export async function openDatabase(config: ServerConfig): Promise<DatabaseHandle> {
  if (!config.databaseUrl) return openPglite({ dataDir: pgliteDir(config.dataDir) });
  try {
    return await openPostgres(config.databaseUrl);
  } catch (error) {
    throw new StartupError(
      `DATABASE_URL: could not connect to the database at ${databaseAddress(config.databaseUrl)} (${reason(error)}).`,
    );
  }
}

/** host:port/name of a DATABASE_URL: the address may hold a password, which is never repeated. */
export function databaseAddress(url: string) {
  const { host, pathname } = new URL(url);
  return `${host}${pathname}`;
}

const reason = (error: unknown) =>
  (error as NodeJS.ErrnoException).code ?? (error instanceof Error ? error.message : String(error));
