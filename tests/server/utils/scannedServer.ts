import { SECURITY_HEADERS } from '../../../scripts/csp.mjs';
import { STAFF_HINT_COOKIE } from '@/shared/api/staffHint';
import { pgliteFolder, postgresSchema, type ReopenableDatabase } from '../articles/reopenableDatabases';
import { startServer } from './childServer';
import { removeFakeBuild, writeFakeBuild } from './fakeBuild';
import { Browser } from './staffApp';

export const ADMIN = { email: 'scan-admin@example.gov.ng', password: 'a long scanning passphrase' };
/** What visitors use: https, so every cookie must be Secure. */
export const PUBLIC_ORIGIN = 'https://guide.example.gov.ng';

/** The databases a real server process is tested on: PGlite, and PostgreSQL when TEST_DATABASE_URL is set. */
export const serverDatabases: { name: string; make: () => Promise<ReopenableDatabase> }[] = [
  { name: 'PGlite', make: pgliteFolder },
  ...(process.env.TEST_DATABASE_URL
    ? [{ name: 'PostgreSQL', make: () => postgresSchema(process.env.TEST_DATABASE_URL!) }]
    : []),
];

/**
 * A real server process (`npm start`'s) on a fake build with a first admin, its public address https,
 * on `database`. `stop()` stops it (SIGTERM, checking it exits 0: it did not crash meanwhile) and
 * removes the build and the database.
 */
export async function startScannedServer(
  make: () => Promise<ReopenableDatabase>,
  env: Record<string, string> = {},
) {
  const database = await make();
  const dist = writeFakeBuild();
  const server = startServer({
    DIST_DIR: dist,
    ...database.env,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    PUBLIC_ORIGIN,
    ...env,
  });
  const url = await server.listening;
  return {
    url,
    server,
    /** A browser talking to this server over HTTP, with its own cookies and anti-forgery token. */
    browser: () => httpBrowser(url),
    async stop() {
      const alive = server.child.exitCode === null && server.child.signalCode === null;
      server.child.kill('SIGTERM');
      const code = await server.exited;
      removeFakeBuild(dist);
      await database.remove();
      return alive && code === 0;
    },
  };
}

/** staffApp's Browser, sending its requests over HTTP to `url` instead of into an app in this process. */
export function httpBrowser(url: string) {
  const overHttp = {
    request: (path: string, init: RequestInit) => fetch(`${url}${path}`, { ...init, redirect: 'manual' }),
  };
  return new Browser({ app: overHttp });
}

// A stack frame ("at fn (file:1:2)"), a source or install path, an error's class name, or a database's
// own words: none of it is for a visitor's eyes.
const LEAKS = [
  /\n\s*at \S/,
  /\bat [\w$.<>]+ \(/,
  /node_modules/,
  /\/(work|home|srv|tmp)\//,
  /\.(ts|mjs|js):\d+/,
  /\b(Type|Reference|Syntax|Range|Internal)Error\b/,
  /\b(syntax error at|invalid input syntax|violates .* constraint|duplicate key value|relation ".*" does not exist)/i,
  /\bE(CONNREFUSED|CONNRESET|PIPE)\b/,
];

/** What is wrong with a response's body for a visitor: an internal detail that leaked. */
export function leaksIn(body: string): string[] {
  return LEAKS.filter((pattern) => pattern.test(body)).map((pattern) => `body matches ${pattern}`);
}

/**
 * What is wrong with a response's headers (scripts/csp.mjs): a Content-Security-Policy whose scripts
 * allow inline code or eval, a missing security header, X-Powered-By, or a cookie that scripts can read
 * (other than the staff hint, which holds no secret), sent to other sites, or sent over plain http.
 */
export function headerProblems(response: Response): string[] {
  const problems: string[] = [];
  const policy = response.headers.get('Content-Security-Policy');
  if (!policy) problems.push('no Content-Security-Policy');
  else {
    const directives = new Map(
      policy.split(';').map((d) => {
        const [name = '', ...values] = d.trim().split(/\s+/);
        return [name, values] as const;
      }),
    );
    const scripts = directives.get('script-src') ?? directives.get('default-src');
    if (!scripts) problems.push('a policy with no script-src');
    else if (scripts.some((v) => v === "'unsafe-inline'" || v === "'unsafe-eval'" || v === '*'))
      problems.push(`script-src allows ${scripts.join(' ')}`);
    if (directives.get('frame-ancestors')?.join(' ') !== "'none'")
      problems.push('frame-ancestors is not none');
    if (directives.get('object-src')?.join(' ') !== "'none'") problems.push("object-src is not 'none'");
  }
  for (const [name, value] of Object.entries(SECURITY_HEADERS))
    if (response.headers.get(name) !== value) problems.push(`${name} is ${response.headers.get(name)}`);
  for (const name of ['X-Powered-By', 'Server'])
    if (response.headers.has(name)) problems.push(`${name}: ${response.headers.get(name)}`);
  for (const cookie of response.headers.getSetCookie()) {
    const [pair = '', ...attributes] = cookie.split(';').map((part) => part.trim().toLowerCase());
    const name = pair.split('=')[0];
    const value = pair.slice(pair.indexOf('=') + 1);
    const hint = name === STAFF_HINT_COOKIE.toLowerCase() && (value === '1' || value === '');
    if (!hint && !attributes.includes('httponly')) problems.push(`cookie ${name} is not HttpOnly`);
    if (!attributes.some((a) => a === 'samesite=lax' || a === 'samesite=strict'))
      problems.push(`cookie ${name} has no SameSite=Lax or Strict`);
    if (!attributes.includes('secure'))
      problems.push(`cookie ${name} is not Secure (PUBLIC_ORIGIN is https)`);
  }
  return problems;
}
