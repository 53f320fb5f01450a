import type { ErrorHandler } from 'hono';
import type { AppEnv } from '../appEnv';
import type { LogWriter } from './requestLog';

/**
 * What an unexpected error becomes: logged once, with the request's id (the visitor can quote it from
 * X-Request-Id), and answered 500 with nothing about its cause.
 */
export function errorHandler(log: LogWriter): ErrorHandler<AppEnv> {
  return (error, c) => {
    log({
      msg: 'error',
      id: c.get('requestId'),
      error: error instanceof Error ? error.stack : String(error),
    });
    return c.json({ error: 'Something went wrong on our side. Please try again.' }, 500);
  };
}
