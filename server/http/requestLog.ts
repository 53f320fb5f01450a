import type { MiddlewareHandler } from 'hono';

/** Where log lines go: one JSON object per call. Tests pass an array's push. */
export type LogWriter = (entry: Record<string, unknown>) => void;

/** Writes each entry as one JSON line on stdout, with the time. */
export const stdoutLog: LogWriter = (entry) =>
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), ...entry })}\n`);

export type RequestIdVariables = { requestId: string };

// A visitor can type anything into an address; an e-mail address in it stays out of the log.
const EMAIL = /[^/@\s]+@[^/@\s]+/g;
const MAX_PATH = 200;

/**
 * One log line per request: method, path (never the query string, which carries searches and
 * tokens), status, duration in ms and the request's id, also sent back as X-Request-Id so a visitor's
 * report can be matched to the line. No header is logged: cookies and tokens travel there.
 */
export function requestLog(
  log: LogWriter,
  newId: () => string,
  now: () => number,
): MiddlewareHandler<{ Variables: RequestIdVariables }> {
  return async (c, next) => {
    const started = now();
    const id = newId();
    c.set('requestId', id);
    c.header('X-Request-Id', id); // before the route builds its response (see securityHeaders.ts)
    await next();
    log({
      msg: 'request',
      id,
      method: c.req.method,
      path: loggablePath(c.req.path),
      status: c.res.status,
      ms: Math.round((now() - started) * 10) / 10,
    });
  };
}

/** The path as logged: decoded (so %40 is seen as @), e-mail addresses masked, length capped. */
function loggablePath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // a malformed escape: log it as it came
  }
  return decoded.replace(EMAIL, '[email]').slice(0, MAX_PATH);
}
