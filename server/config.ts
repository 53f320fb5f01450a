import { isIP } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { signInRequestSchema } from '@/shared/api/accountsSchema';
import { passwordProblem } from './accounts/passwordRules';

/** Everything the server reads from its environment, checked once at start. */
export interface ServerConfig {
  port: number;
  host: string;
  /** Absolute. Holds the embedded database (when there is no DATABASE_URL) and the server's lock. */
  dataDir: string;
  /** The browser app's build (`npm run build`), served from memory. */
  distDir: string;
  /** The build's renderer (dist-ssr/), for the pages only the server can write: results, form answers. */
  ssrDir: string;
  /** A postgres:// address, or undefined for the embedded PGlite database in dataDir. */
  databaseUrl: string | undefined;
  /**
   * The first admin, created at start when the database has no account yet. Without a password the
   * server prints a one-time link where that person chooses one.
   */
  admin: { email: string; password: string | undefined } | undefined;
  /** A session ends after this many minutes without a request (SESSION_IDLE_MINUTES, default 60). */
  sessionIdleMinutes: number;
  /** A session ends this many hours after sign-in at the latest (SESSION_MAX_HOURS, default 8). */
  sessionMaxHours: number;
  /**
   * TRUST_PROXY=1: a reverse proxy of yours is in front, so X-Forwarded-For's last hop is the visitor's
   * address and X-Forwarded-Proto says whether the visitor used HTTPS. Off by default: anyone can send them.
   */
  trustProxy: boolean;
  /**
   * How often this process asks the database for scheduled publications that are due
   * (SCHEDULE_CHECK_SECONDS, default 30): an item goes out at most this long after its time.
   */
  scheduleCheckSeconds: number;
  /**
   * Multiplies the public forms' limits per network address (VISITOR_LIMIT_SCALE, default 1; see
   * server/http/visitorLimits.ts): raise it when many of your visitors share one address.
   */
  visitorLimitScale: number;
  /** The address visitors use (https://guide.example.gov.ng), when a proxy's differs from Host: setup links and the same-origin check. */
  publicOrigin: string | undefined;
  /**
   * The SMTP server the mail queue sends through (SMTP_URL: smtp://user:password@host:587, or smtps://
   * for TLS from the start). Unset: nothing is sent; the queue waits and the admin says so.
   */
  smtpUrl: string | undefined;
  /** The e-mails' sender (MAIL_FROM, default "Citizen Guide Nigeria <no-reply@localhost>"). */
  mailFrom: string;
  /** How often the mail queue is looked at (MAIL_CHECK_SECONDS, default 30). */
  mailCheckSeconds: number;
  /**
   * Requests this process answers at once (MAX_IN_FLIGHT, default 200); past it, 503 with Retry-After at
   * once (server/http/requestsInFlight.ts).
   */
  maxInFlight: number;
}

/** A start-up problem a person can fix: printed as one line, never with a stack trace. */
export class StartupError extends Error {}

// The project's own build, wherever the server is started from.
const PROJECT_DIST = fileURLToPath(new URL('../dist/', import.meta.url));
const HOSTNAME = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;

/**
 * Reads and checks the configuration. Throws StartupError naming the variable at the first bad value.
 * Values that may hold a secret (DATABASE_URL, ADMIN_PASSWORD) are never repeated in the message.
 */
export function readConfig(env: NodeJS.ProcessEnv, cwd = process.cwd()): ServerConfig {
  const distDir = env.DIST_DIR ? resolve(cwd, env.DIST_DIR) : PROJECT_DIST;
  return {
    port: readPort(env.PORT),
    host: readHost(env.HOST),
    dataDir: resolve(cwd, nonEmpty(env.DATA_DIR) ?? 'data'),
    distDir,
    // `npm run build` writes both folders side by side: dist/ and dist-ssr/.
    ssrDir: env.SSR_DIR ? resolve(cwd, env.SSR_DIR) : join(dirname(distDir), 'dist-ssr'),
    databaseUrl: readDatabaseUrl(env.DATABASE_URL),
    admin: readAdmin(env.ADMIN_EMAIL, env.ADMIN_PASSWORD),
    sessionIdleMinutes: readWhole('SESSION_IDLE_MINUTES', env.SESSION_IDLE_MINUTES, 60, 1, 24 * 60),
    sessionMaxHours: readWhole('SESSION_MAX_HOURS', env.SESSION_MAX_HOURS, 8, 1, 24 * 7),
    trustProxy: readSwitch('TRUST_PROXY', env.TRUST_PROXY),
    scheduleCheckSeconds: readWhole('SCHEDULE_CHECK_SECONDS', env.SCHEDULE_CHECK_SECONDS, 30, 1, 3600),
    publicOrigin: readPublicOrigin(env.PUBLIC_ORIGIN),
    visitorLimitScale: readWhole('VISITOR_LIMIT_SCALE', env.VISITOR_LIMIT_SCALE, 1, 1, 1000),
    smtpUrl: readSmtpUrl(env.SMTP_URL),
    mailFrom: readMailFrom(env.MAIL_FROM),
    mailCheckSeconds: readWhole('MAIL_CHECK_SECONDS', env.MAIL_CHECK_SECONDS, 30, 1, 3600),
    maxInFlight: readWhole('MAX_IN_FLIGHT', env.MAX_IN_FLIGHT, DEFAULT_MAX_IN_FLIGHT, 1, 100_000),
  };
}

/**
 * Sized for one process on a 2-core machine: four times the 50 connections the load budgets are measured
 * at, and at the ~500 rendered pages a second it gives, a 200-deep queue already adds 0.4 s to an answer.
 */
export const DEFAULT_MAX_IN_FLIGHT = 200;

const nonEmpty = (value: string | undefined) => (value === undefined || value === '' ? undefined : value);

function readPort(raw: string | undefined): number {
  const value = nonEmpty(raw) ?? '3000';
  // Port 0 asks the system for a free port (the tests use it).
  if (!/^\d{1,5}$/.test(value) || Number(value) > 65535)
    throw new StartupError(`PORT must be a whole number from 0 to 65535, not "${value}".`);
  return Number(value);
}

function readHost(raw: string | undefined): string {
  const value = nonEmpty(raw) ?? '127.0.0.1';
  if (!isIP(value) && !HOSTNAME.test(value))
    throw new StartupError(`HOST must be an IP address or a host name such as 127.0.0.1, not "${value}".`);
  return value;
}

function readDatabaseUrl(raw: string | undefined): string | undefined {
  const value = nonEmpty(raw);
  if (value === undefined) return undefined;
  if (!URL.canParse(value))
    throw new StartupError('DATABASE_URL is not a valid address: expected postgres://user@host:5432/name.');
  const url = new URL(value);
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:')
    throw new StartupError(
      `DATABASE_URL must start with postgres:// or postgresql://, not ${url.protocol}// (leave it unset for the embedded database).`,
    );
  if (!url.hostname)
    throw new StartupError('DATABASE_URL has no host: expected postgres://user@host:5432/name.');
  return value;
}

function readAdmin(email: string | undefined, password: string | undefined): ServerConfig['admin'] {
  const e = nonEmpty(email);
  const p = nonEmpty(password);
  if (e === undefined && p === undefined) return undefined;
  if (e === undefined) throw new StartupError('ADMIN_EMAIL must be set when ADMIN_PASSWORD is.');
  const checked = v.safeParse(signInRequestSchema.entries.email, e);
  if (!checked.success)
    throw new StartupError('ADMIN_EMAIL is not an e-mail address such as admin@example.gov.ng.');
  // The same rules as a password chosen in the app; the message never repeats the password.
  const problem = p === undefined ? undefined : passwordProblem(p);
  if (problem) throw new StartupError(`ADMIN_PASSWORD cannot be used: ${problem}`);
  return { email: checked.output, password: p };
}

function readWhole(name: string, raw: string | undefined, fallback: number, min: number, max: number) {
  const value = nonEmpty(raw);
  if (value === undefined) return fallback;
  if (!/^\d{1,6}$/.test(value) || Number(value) < min || Number(value) > max)
    throw new StartupError(`${name} must be a whole number from ${min} to ${max}, not "${value}".`);
  return Number(value);
}

function readSwitch(name: string, raw: string | undefined): boolean {
  const value = (nonEmpty(raw) ?? '0').toLowerCase();
  if (['1', 'true', 'yes'].includes(value)) return true;
  if (['0', 'false', 'no'].includes(value)) return false;
  throw new StartupError(`${name} must be 1 or 0, not "${raw}".`);
}

function readPublicOrigin(raw: string | undefined): string | undefined {
  const value = nonEmpty(raw);
  if (value === undefined) return undefined;
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (
    !url ||
    (url.protocol !== 'https:' && url.protocol !== 'http:') ||
    url.origin !== value.replace(/\/$/, '')
  )
    throw new StartupError(
      `PUBLIC_ORIGIN must be an origin such as https://guide.example.gov.ng (no path), not "${value}".`,
    );
  return url.origin;
}

function readSmtpUrl(raw: string | undefined): string | undefined {
  const value = nonEmpty(raw);
  if (value === undefined) return undefined;
  const url = URL.canParse(value) ? new URL(value) : undefined;
  // The address may hold a password: never repeated in the message.
  if (!url || (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || !url.hostname)
    throw new StartupError(
      'SMTP_URL must be an address such as smtp://user:password@mail.example.gov.ng:587 (or smtps://…).',
    );
  return value;
}

function readMailFrom(raw: string | undefined): string {
  const value = nonEmpty(raw) ?? 'Citizen Guide Nigeria <no-reply@localhost>';
  if (/[\r\n]/.test(value) || !/@/.test(value))
    throw new StartupError(
      `MAIL_FROM must be one line with an address, such as "Citizen Guide Nigeria <news@example.gov.ng>".`,
    );
  return value;
}
