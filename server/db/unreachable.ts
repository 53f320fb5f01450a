/**
 * Whether an error means the database cannot be reached — refused, cut, timed out, shutting down — as
 * opposed to a query it answered with a refusal. The same request may work in a minute: 503, not 500.
 */

// Node's socket errors on the way to the database server.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

// PostgreSQL's own: class 08 (connection exception), the server shutting down or starting (57P01–57P03),
// and no connection slot left (53300).
const SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;

// node-postgres says these in words only, with no code: a connection that ended under a query, the
// pool's wait for a connection running out, a client left unusable by a connection error.
const PG_MESSAGES = [/^Connection terminated/, /timeout exceeded when trying to connect/, /is not queryable/];

/** True when `error` (or an error it wraps, as `cause` or one of an AggregateError's) says so. */
export function isDatabaseUnreachable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 4) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATE.test(code))) return true;
  if (PG_MESSAGES.some((pattern) => pattern.test(error.message))) return true;
  const inner = error instanceof AggregateError ? (error.errors as unknown[]) : [];
  return [error.cause, ...inner].some((wrapped) => isDatabaseUnreachable(wrapped, depth + 1));
}
