import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_PATH, ALL_SESSIONS_PATH, AUDIT_PATH, SESSION_PATH } from '@/shared/api/accounts';
import { CONTENT_PATH } from '@/shared/api/content';
import { FEEDBACK_ACTION, FEEDBACK_PATH } from '@/shared/api/feedback';
import { HEALTH_PATH } from '@/shared/api/health';
import { NEWSLETTER_ACTION } from '@/shared/api/newsletterAction';
import {
  ADMIN,
  headerProblems,
  leaksIn,
  serverDatabases,
  startScannedServer,
} from '../server/utils/scannedServer';

type Scanned = Awaited<ReturnType<typeof startScannedServer>>;
type Browser = ReturnType<Scanned['browser']>;

const FEEDBACK = { page: '/documents/nin', language: 'en', useful: true };
const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };

/**
 * Real addresses of every kind, in the order a visitor and then an admin meet them: pages (prerendered
 * and rendered), assets, feeds, the API read and written, refusals, missing addresses, redirects,
 * forms sent without the app, and the sign-in and sign-out that set and clear cookies. Each gives the
 * status it must have, so the scan cannot pass by scanning error pages only.
 */
const VISITS: [string, (visitor: Browser, admin: Browser) => Promise<Response>, number][] = [
  ['home page', (b) => b.request('GET', '/'), 200],
  ['prerendered page', (b) => b.request('GET', '/documents/nin'), 200],
  ['rendered search results', (b) => b.request('GET', '/search?q=nin'), 200],
  ['rendered article', (b) => b.request('GET', '/articles/registering-for-the-jamb-utme'), 200],
  ['asset', (b) => b.request('GET', '/assets/index-AbC123.js'), 200],
  ['asset, brotli', (b) => b.request('GET', '/favicon.svg', undefined, { 'Accept-Encoding': 'br' }), 200],
  ['sitemap', (b) => b.request('GET', '/sitemap.xml'), 200],
  ['feed', (b) => b.request('GET', '/updates.xml'), 200],
  ['health', (b) => b.request('GET', HEALTH_PATH), 200],
  ['API read', (b) => b.request('GET', '/api/articles'), 200],
  ['API search list', (b) => b.request('GET', '/api/search/articles'), 200],
  ['API write', (b) => b.request('POST', FEEDBACK_PATH, FEEDBACK), 201],
  ['API refusal', (b) => b.request('POST', FEEDBACK_PATH, { page: 5 }), 400],
  ['API without a session', (b) => b.request('GET', CONTENT_PATH), 401],
  ['API unknown address', (b) => b.request('GET', '/api/no-such-thing'), 404],
  ['API body too large', (b) => b.request('POST', FEEDBACK_PATH, { page: 'x'.repeat(20_000) }), 413],
  ['body over every limit', (b) => b.request('POST', '/documents/nin', 'x'.repeat(600_000)), 413],
  ['headers over 16 KB, answered by Node', (b) => b.request('GET', `/?q=${'x'.repeat(20_000)}`), 431],
  ['missing page', (b) => b.request('GET', '/no-such-page'), 404],
  ['missing file', (b) => b.request('GET', '/assets/missing-123.js'), 404],
  ['path traversal', (b) => b.request('GET', '/assets/%2e%2e/%2e%2e/etc/passwd'), 404],
  ['language redirect', (b) => b.request('GET', '/documents/nin?lang=ha'), 301],
  ['old slug redirect', (b) => b.request('GET', '/articles/seed-nin-guide'), 301],
  ['removed article', (b) => b.request('GET', '/api/articles/no-such-article'), 404],
  ['form sent without the app', (b) => b.request('POST', FEEDBACK_ACTION, undefined, FORM), 400],
  [
    'newsletter form',
    (b) => b.request('POST', NEWSLETTER_ACTION, undefined, { ...FORM, 'Sec-Fetch-Site': 'same-origin' }),
    400,
  ],
  [
    'forged write',
    (b) => b.request('POST', FEEDBACK_PATH, FEEDBACK, { 'Sec-Fetch-Site': 'cross-site' }),
    403,
  ],
  [
    'wrong password',
    (b) => b.request('POST', SESSION_PATH, { email: ADMIN.email, password: 'not it at all' }),
    401,
  ],
  ['sign-in', (_, admin) => admin.signIn(ADMIN.email, ADMIN.password), 200],
  ['session', (_, admin) => admin.request('GET', SESSION_PATH), 200],
  ['staff API read', (_, admin) => admin.request('GET', `${CONTENT_PATH}?pageSize=5`), 200],
  ['accounts', (_, admin) => admin.request('GET', ACCOUNTS_PATH), 200],
  ['audit log', (_, admin) => admin.request('GET', AUDIT_PATH), 200],
  ['staff page', (_, admin) => admin.request('GET', '/documents/nin'), 200],
  [
    'staff write without its token',
    (_, admin) => admin.request('POST', CONTENT_PATH, {}, { 'X-CSRF-Token': 'x' }),
    403,
  ],
  ['sign-out everywhere', (_, admin) => admin.request('DELETE', ALL_SESSIONS_PATH), 204],
  ['session ended', (_, admin) => admin.request('GET', SESSION_PATH), 401],
];

describe.each(serverDatabases)('security scan of a real server on $name', ({ make }) => {
  let scanned: Scanned;
  beforeAll(async () => {
    scanned = await startScannedServer(make);
  }, 60_000);
  afterAll(async () => {
    expect(await scanned.stop()).toBe(true);
  }, 30_000);

  it('every response has the security headers, a policy without inline scripts, safe cookies and no leak', async () => {
    const visitor = scanned.browser();
    const admin = scanned.browser();
    const found: string[] = [];
    let cookies = 0;
    for (const [name, visit, status] of VISITS) {
      const response = await visit(visitor, admin);
      cookies += response.headers.getSetCookie().length;
      const problems = [
        ...(response.status === status ? [] : [`status ${response.status}, not ${status}`]),
        ...headerProblems(response),
        ...leaksIn(await response.text()),
      ];
      found.push(...problems.map((problem) => `${name}: ${problem}`));
    }
    expect(found).toEqual([]);
    // The sign-in, its end and the staff hint were all looked at.
    expect(cookies).toBeGreaterThanOrEqual(4);
  }, 60_000);
});
