import type { Hono } from 'hono';
import type { AppEnv } from '../appEnv';
import { sql, type Kysely } from 'kysely';
import { HEALTH_PATH, type Health } from '@/shared/api/health';
import type { Database } from '../db/schema';

/** How long /healthz waits for the database before calling it down. */
export const HEALTH_TIMEOUT_MS = 2000;

/** GET /healthz: 200 {"status":"ok"} when the database answers a query, 503 when it does not. */
export function addHealthRoutes(app: Hono<AppEnv>, db: Kysely<Database>) {
  app.get(HEALTH_PATH, async (c) => {
    c.header('Cache-Control', 'no-store');
    const up = await answers(db);
    return up ? c.json<Health>({ status: 'ok' }, 200) : c.json<Health>({ status: 'unavailable' }, 503);
  });
}

async function answers(db: Kysely<Database>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), HEALTH_TIMEOUT_MS);
  });
  try {
    return await Promise.race([sql`select 1`.execute(db).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
