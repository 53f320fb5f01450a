import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import type { DatabaseHandle } from '../../server/db/database';
import type { OriginSettings } from '../../server/http/requestOrigin';
import { loadRenderer } from '../../server/pages/loadRenderer';
import { loadSite } from '../../server/site/loadSite';
import { fakeSsrDir, removeFakeBuild, writeFakeBuild } from './utils/fakeBuild';
import { openTestPglite } from './utils/testDatabase';

let dist: string;
let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;
let renderer: Awaited<ReturnType<typeof loadRenderer>>;

beforeAll(async () => {
  dist = writeFakeBuild();
  database = await openTestPglite('migrated');
  renderer = await loadRenderer(fakeSsrDir(dist));
  app = createApp({ db: database.db, site: loadSite(dist), renderer, log: () => {} });
});
afterAll(async () => {
  await database.close();
  removeFakeBuild(dist);
});

const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the prerendered pages', () => {
  // The home page is the server's own (it shows the latest articles): tests/server/articlePages.test.ts.
  it.each([
    ['/search', 'Search'],
    ['/documents/nin', 'NIN guide'],
    ['/documents/nin/', 'NIN guide'],
    ['/documents/nin/index.html', 'NIN guide'],
  ])('%s answers 200 with its page', async (path, title) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toContain(`<h1>${title}</h1>`);
  });

  it("sends the page's own Content-Security-Policy as a header, with frame-ancestors", async () => {
    const csp = (await get('/documents/nin')).headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain(`script-src 'self' ${sha256('document.documentElement.dataset.mode="nin"')}`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain(sha256('document.documentElement.dataset.mode="home"'));
  });

  it('sends the security headers on pages, files and the not-found page', async () => {
    for (const path of ['/', '/assets/index-AbC123.js', '/no/such/page']) {
      const headers = (await get(path)).headers;
      expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('Permissions-Policy')).toContain('camera=()');
      expect(headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
    }
  });

  it('answers an unknown address with the not-found page rendered there and status 404, its policy included', async () => {
    const response = await get('/documents/passport');
    expect(response.status).toBe(404);
    // Rendered for its own address (the fake renderer's page), so the browser hydrates it as it came.
    const html = await response.text();
    expect(html).toContain('<h1>Rendered</h1>');
    expect(html).toContain('data-path="/documents/passport"');
    expect(response.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
  });

  it('answers a missing file with a bare 404, never a page in its place', async () => {
    const response = await get('/assets/missing-123.js');
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('');
  });
});

describe('Strict-Transport-Security', () => {
  const appFor = (origin: OriginSettings) =>
    createApp({ db: database.db, site: loadSite(dist), renderer, log: () => {}, origin });
  const hsts = async (origin: OriginSettings, headers: Record<string, string> = {}) =>
    (await appFor(origin).request('/documents/nin', { headers })).headers.get('Strict-Transport-Security');

  it('is sent when the visitor came over HTTPS: PUBLIC_ORIGIN https, or a trusted proxy says so', async () => {
    const year = 'max-age=31536000; includeSubDomains';
    expect(await hsts({ trustProxy: false, publicOrigin: 'https://guide.example.gov.ng' })).toBe(year);
    expect(await hsts({ trustProxy: true, publicOrigin: undefined }, { 'X-Forwarded-Proto': 'https' })).toBe(
      year,
    );
  });

  it('is never sent over plain http, nor because a visitor claims HTTPS without a trusted proxy', async () => {
    expect((await get('/documents/nin')).headers.get('Strict-Transport-Security')).toBeNull();
    expect(await hsts({ trustProxy: false, publicOrigin: 'http://127.0.0.1:3000' })).toBeNull();
    expect(
      await hsts({ trustProxy: false, publicOrigin: undefined }, { 'X-Forwarded-Proto': 'https' }),
    ).toBeNull();
    expect(
      await hsts({ trustProxy: true, publicOrigin: undefined }, { 'X-Forwarded-Proto': 'http' }),
    ).toBeNull();
  });
});

describe('caching', () => {
  it('marks hashed assets immutable for a year', async () => {
    const response = await get('/assets/index-AbC123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
  });

  it('has pages revalidated: an ETag, and 304 with no body when it still matches', async () => {
    const first = await get('/documents/nin');
    expect(first.headers.get('Cache-Control')).toBe('no-cache');
    const etag = first.headers.get('ETag');
    expect(etag).toMatch(/^".+"$/);
    const again = await get('/documents/nin', { 'If-None-Match': etag! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect((await get('/documents/nin', { 'If-None-Match': '"something-else"' })).status).toBe(200);
    expect((await get('/search', { 'If-None-Match': etag! })).status).toBe(200);
  });
});

describe('compression', () => {
  it('sends the brotli copy when the browser takes it, else gzip, else the file itself', async () => {
    const plain = await (await get('/documents/nin')).text();

    const br = await get('/documents/nin', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Vary')).toBe('Accept-Encoding');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brotliDecompressSync(brBytes).toString()).toBe(plain);
    expect(Number(br.headers.get('Content-Length'))).toBe(brBytes.length);
    expect(brBytes.length).toBeLessThan(plain.length / 3);

    const gzip = await get('/documents/nin', { 'Accept-Encoding': 'gzip, br;q=0' });
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(plain);

    const identity = await get('/documents/nin', { 'Accept-Encoding': 'identity' });
    expect(identity.headers.get('Content-Encoding')).toBeNull();
    expect(await identity.text()).toBe(plain);
  });

  it('gives each encoding its own ETag', async () => {
    const tags = await Promise.all(
      ['br', 'gzip', 'identity'].map(async (e) =>
        (await get('/documents/nin', { 'Accept-Encoding': e })).headers.get('ETag'),
      ),
    );
    expect(new Set(tags).size).toBe(3);
  });
});

describe('HEAD', () => {
  it("answers with the GET's status and headers and no body", async () => {
    const head = await app.request('/documents/nin', {
      method: 'HEAD',
      headers: { 'Accept-Encoding': 'br' },
    });
    const getResponse = await get('/documents/nin', { 'Accept-Encoding': 'br' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    for (const name of [
      'Content-Type',
      'Content-Length',
      'Content-Encoding',
      'ETag',
      'Content-Security-Policy',
    ])
      expect(head.headers.get(name)).toBe(getResponse.headers.get(name));
    expect((await app.request('/nowhere', { method: 'HEAD' })).status).toBe(404);
  });
});

describe('addresses that try to leave the build', () => {
  it.each([
    '/assets/../../package.json',
    '/%2e%2e/%2e%2e/package.json',
    '/..%2f..%2fpackage.json',
    '/assets/%2e%2e%2f%2e%2e%2fpackage.json',
    '/.vite/manifest.json',
    '/index.html.br',
    '/%E0%A4%A',
  ])('%s is not found', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('"name"');
  });
});
