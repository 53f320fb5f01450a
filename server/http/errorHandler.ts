import type { Context, ErrorHandler } from 'hono';
import type { ApiError } from '@/shared/api/errors';
import { HEALTH_PATH } from '@/shared/api/health';
import type { AppEnv } from '../appEnv';
import { isDatabaseUnreachable } from '../db/unreachable';
import type { Site } from '../site/loadSite';
import { sendSiteFile } from '../site/siteRoutes';
import type { LogWriter } from './requestLog';

/** What a request that needed the database is told while it cannot be reached. */
export const DATABASE_AWAY_MESSAGE =
  'The database is not answering. Nothing was saved: try again in a minute.';

/** Seconds a client is asked to wait before trying again while the database is away. */
export const DATABASE_AWAY_RETRY_SECONDS = 60;

const AWAY_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Try again in a minute</title>' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"></head><body>' +
  `<h1>Try again in a minute</h1><p>${DATABASE_AWAY_MESSAGE}</p></body></html>`;

/**
 * What an unexpected error becomes: logged once, with the request's id (the visitor can quote it from
 * X-Request-Id), and answered 500 with nothing about its cause. The database being away (a network cut,
 * PostgreSQL restarting) is not a fault of the request: 503 with Retry-After — JSON for the API, the
 * build's own page for an address the build has (served as if the database were not there), else a
 * plain page — and logged with the error's code and message only (never a stack or the address).
 */
export function errorHandler(log: LogWriter, site?: Site): ErrorHandler<AppEnv> {
  return (error, c) => {
    const id = c.get('requestId');
    if (!isDatabaseUnreachable(error)) {
      log({ msg: 'error', id, error: error instanceof Error ? error.stack : String(error) });
      return c.json({ error: 'Something went wrong on our side. Please try again.' }, 500);
    }
    log({ msg: 'databaseUnreachable', id, error: errorSummary(error) });
    const builtPage = site && isPageRead(c) ? sendSiteFile(c, site) : undefined;
    if (builtPage) return builtPage;
    c.header('Retry-After', String(DATABASE_AWAY_RETRY_SECONDS));
    c.header('Cache-Control', 'no-store');
    if (c.req.path.startsWith('/api/') || c.req.path === HEALTH_PATH)
      return c.json<ApiError>({ error: DATABASE_AWAY_MESSAGE }, 503);
    return c.html(AWAY_PAGE, 503);
  };
}

const isPageRead = (c: Context) =>
  (c.req.method === 'GET' || c.req.method === 'HEAD') && !c.req.path.startsWith('/api/');

// pg's messages name the host and port at most (ECONNREFUSED 127.0.0.1:5432), never the password.
const errorSummary = (error: Error) => {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? `${code}: ${error.message}` : error.message;
};
