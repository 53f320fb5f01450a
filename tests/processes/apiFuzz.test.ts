import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, SESSION_PATH } from '@/shared/api/accounts';
import { mulberry32, randomSeed } from '@/shared/lib/seededRandom';
import { createApp } from '../../server/app';
import { loadFakeBuild } from '../server/utils/fakeBuild';
import {
  ADMIN,
  headerProblems,
  leaksIn,
  serverDatabases,
  startScannedServer,
} from '../server/utils/scannedServer';
import { openTestPglite } from '../server/utils/testDatabase';

// Seeded: FUZZ_SEED=<the printed seed> sends exactly the same requests again.
const SEED = Number(process.env.FUZZ_SEED ?? randomSeed());
console.log(`apiFuzz: seed ${SEED} (FUZZ_SEED=${SEED} repeats this run)`);

/**
 * Every route the app has that takes input from the address or a body: the whole API, every form and
 * every page with a part of its address in it. Read from the app itself, so a new one is fuzzed too.
 */
async function fuzzedRoutes(): Promise<{ method: string; path: string }[]> {
  const build = await loadFakeBuild();
  const database = await openTestPglite('migrated');
  const app = createApp({ db: database.db, site: build.site, renderer: build.renderer });
  const routes = new Map<string, { method: string; path: string }>();
  for (const { method, path } of app.routes)
    if (
      method !== 'ALL' &&
      !path.includes('*') &&
      (path.startsWith('/api/') || method !== 'GET' || path.includes(':'))
    )
      routes.set(`${method} ${path}`, { method, path });
  await database.close();
  build.remove();
  return [...routes.values()];
}

/** Every field name the shared schemas know: a body made of them gets past "unknown shape" to the checks. */
const FIELDS = (() => {
  const names = new Set<string>(['password', 'newPassword', 'currentPassword', 'token', 'website']);
  const walk = (value: unknown, depth: number) => {
    if (depth > 6 || typeof value !== 'object' || value === null) return;
    const entries = (value as { entries?: unknown }).entries;
    if (entries && typeof entries === 'object') for (const key of Object.keys(entries)) names.add(key);
    for (const child of Object.values(value)) walk(child, depth + 1);
  };
  const modules = import.meta.glob<Record<string, unknown>>('/src/shared/api/*Schema.ts', { eager: true });
  for (const module of Object.values(modules)) walk(module, 0);
  return [...names].sort();
})();

const nested = (depth: number, open: string, inner: string, close: string) =>
  open.repeat(depth) + inner + close.repeat(depth);

/** Values of every wrong kind for one field. */
const JUNK_VALUES: unknown[] = [
  null,
  [],
  {},
  [{ a: 1 }],
  -1,
  0,
  1e308,
  1.5,
  true,
  '',
  ' ',
  'x'.repeat(100_000),
  '../../etc/passwd',
  '\u0000',
  '<script>alert(1)</script>',
  "'; drop table articles; --",
  '2026-13-45T99:99:99Z',
  '\ud800',
  '🙂'.repeat(300),
  { $gt: '' },
];

/** Bodies no client of ours sends: each route gets every one of them, in several content types. */
const BODIES: [string, string | undefined, string][] = [
  ['malformed JSON', 'application/json', '{"page":'],
  ['trailing junk', 'application/json', '{"a":1}}'],
  ['null', 'application/json', 'null'],
  ['a number', 'application/json', '0'],
  ['a string', 'application/json', '"text"'],
  ['an array for an object', 'application/json', '[{"email":"a@b.ng"}]'],
  ['an empty object', 'application/json', '{}'],
  ['an empty body', 'application/json', ''],
  [
    'prototype keys',
    'application/json',
    '{"__proto__":{"role":"admin"},"constructor":{"prototype":{"x":1}}}',
  ],
  ['nesting 10,000 deep (array)', 'application/json', nested(10_000, '[', '', ']')],
  ['nesting 10,000 deep (object)', 'application/json', nested(10_000, '{"a":', '1', '}')],
  ['nesting 5,000 deep, under 16 KB', 'application/json', nested(5_000, '[', '', ']')],
  ['a 1 MB body', 'application/json', JSON.stringify({ text: 'x'.repeat(1_100_000) })],
  ['a 200 KB string', 'application/json', JSON.stringify({ title: 'x'.repeat(200_000) })],
  ['lone surrogate', 'application/json', '{"title":"\\ud800"}'],
  ['JSON as text/plain', 'text/plain', '{"email":"a@b.ng"}'],
  ['no content type', undefined, '{"email":"a@b.ng"}'],
  ['a form', 'application/x-www-form-urlencoded', 'email=%00&page[]=1&page[]=2&useful=maybe&%ff=%fe'],
  ['a bad multipart', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data\r\n\r\n'],
  ['multipart, no boundary', 'multipart/form-data', 'junk'],
  [
    'XML',
    'application/xml',
    '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
  ],
  ['JSON in UTF-16', 'application/json; charset=utf-16', '{"a":1}'],
];

/** What goes where a slug, an id or a revision belongs in an address. */
const PATH_JUNK = [
  '../../etc/passwd',
  encodeURIComponent('../../etc/passwd'),
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%252f..%252fetc%252fpasswd',
  '%00',
  'a%00b',
  '%',
  '%ff%fe',
  '%C0%AE%C0%AE%2F',
  encodeURIComponent("'; drop table articles; --"),
  encodeURIComponent('<script>alert(1)</script>'),
  'x'.repeat(5000),
  '-1',
  '0',
  '99999999999999999999',
  '1e3',
  'NaN',
  '__proto__',
  encodeURIComponent('🙂'),
  '5eed0000-0000-4000-8000-000000000001',
  '00000000-0000-0000-0000-000000000000',
];

const QUERY_JUNK = [
  '',
  '?page=-1&pageSize=1000000',
  `?q=${'x'.repeat(10_000)}`,
  '?revision=abc',
  '?revision=1',
  '?before=%00&actor=%ff',
  '?sort=__proto__&dir=sideways',
  '?status=a&status=b&view[]=x',
  '?lang=../../etc/passwd',
  '?token=%ff%fe',
  '?days=99999999999',
];

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

/** A body of known field names, each with a value of a wrong kind. */
function fieldsBody(random: Random): string {
  const body: Record<string, unknown> = {};
  const count = 1 + Math.floor(random() * 6);
  for (let i = 0; i < count; i++) body[pick(random, FIELDS)] = pick(random, JUNK_VALUES);
  if (random() < 0.3) body[`unknown_${Math.floor(random() * 1000)}`] = pick(random, JUNK_VALUES);
  return JSON.stringify(body);
}

/** An address for `path` with each of its parameters filled in by `fill`. */
const address = (path: string, fill: (name: string) => string) =>
  path.replace(/:(\w+)(\{[^}]*\})?/g, (_, name: string) => fill(name));

interface Attempt {
  method: string;
  path: string;
  contentType?: string;
  body?: string;
  headers?: Record<string, string>;
}

/** The requests sent to one route: junk in each part of the address, every odd body, and random ones. */
function attemptsFor(route: { method: string; path: string }, random: Random): Attempt[] {
  const plain = address(route.path, (name) =>
    name === 'id'
      ? '5eed0000-0000-4000-8000-000000000001'
      : name === 'revision'
        ? '1'
        : name === 'locale'
          ? 'yo'
          : 'nin',
  );
  const takesBody = route.method !== 'GET' && route.method !== 'HEAD';
  const attempts: Attempt[] = [];
  const hasParams = route.path.includes(':');
  for (const junk of hasParams ? PATH_JUNK : [])
    attempts.push({
      method: route.method,
      path: address(route.path, () => junk) + pick(random, QUERY_JUNK),
      ...(takesBody ? { contentType: 'application/json', body: fieldsBody(random) } : {}),
    });
  for (const query of QUERY_JUNK) attempts.push({ method: route.method, path: plain + query });
  if (takesBody) {
    for (const [, contentType, body] of BODIES)
      attempts.push({ method: route.method, path: plain, contentType, body });
    for (let i = 0; i < 8; i++)
      attempts.push({
        method: route.method,
        path: plain,
        contentType: 'application/json',
        body: fieldsBody(random),
      });
  }
  // Headers a client may send wrong: the idempotency key, conditional requests, encodings.
  attempts.push({
    method: route.method,
    path: plain,
    headers: {
      'Idempotency-Key': '../../etc/passwd',
      'If-None-Match': 'W/"x", *, "unterminated',
      'Accept-Encoding': 'br;q=x, *;q=-1',
      Range: 'bytes=99999999999-',
    },
    ...(takesBody ? { contentType: 'application/json', body: '{}' } : {}),
  });
  return attempts;
}

describe.each(serverDatabases)('request fuzz of every API endpoint, on $name', ({ make }) => {
  let scanned: Awaited<ReturnType<typeof startScannedServer>>;
  let routes: { method: string; path: string }[];
  beforeAll(async () => {
    routes = await fuzzedRoutes();
    // Behind a trusted proxy, so each fuzzed request can come from its own address: the per-address
    // limits and sign-in counts (tested elsewhere) do not stop the fuzz at the first handful.
    scanned = await startScannedServer(make, { TRUST_PROXY: '1', VISITOR_LIMIT_SCALE: '1000' });
  }, 60_000);
  afterAll(async () => {
    // The process never died: it stops cleanly, with exit code 0.
    expect(await scanned.stop()).toBe(true);
  }, 30_000);

  it('answers every odd request without a crash, a 5xx, a stack trace or an internal path', async () => {
    const random = mulberry32(SEED);
    const admin = scanned.browser();
    const found: string[] = [];
    let sent = 0;
    const send = async (attempt: Attempt, as: 'visitor' | 'admin') => {
      const headers: Record<string, string> = {
        'Sec-Fetch-Site': 'same-origin',
        'X-Forwarded-For': `203.0.113.${Math.floor(random() * 254) + 1}`,
        ...(attempt.contentType ? { 'Content-Type': attempt.contentType } : {}),
        ...(as === 'admin'
          ? {
              Cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
              [CSRF_HEADER]: admin.csrfToken ?? '',
            }
          : {}),
        ...attempt.headers,
      };
      const what = `${as} ${attempt.method} ${attempt.path.slice(0, 120)} ${attempt.contentType ?? ''} ${(attempt.body ?? '').slice(0, 60)}`;
      sent++;
      let response: Response;
      try {
        response = await fetch(`${scanned.url}${attempt.path}`, {
          method: attempt.method,
          headers,
          body: attempt.body,
          redirect: 'manual',
        });
      } catch (error) {
        // The server may close a connection after a 413 while a large body is still being sent.
        if (attempt.body && attempt.body.length > 500_000) return;
        found.push(`${what}: no answer (${String((error as Error).cause ?? error)})`);
        return;
      }
      const text = await response.text();
      const problems = [
        ...(response.status >= 500 ? [`status ${response.status}: ${text.slice(0, 200)}`] : []),
        ...leaksIn(text),
        ...headerProblems(response),
      ];
      found.push(...problems.map((problem) => `${what}: ${problem}`));
    };

    for (const route of routes) {
      const attempts = attemptsFor(route, random);
      for (const attempt of attempts) await send(attempt, 'visitor');
      // A fuzzed request may have ended the admin's session (sign-out, a sign-in over it): start a new one.
      if ((await admin.request('GET', SESSION_PATH)).status !== 200)
        expect((await admin.signIn(ADMIN.email, ADMIN.password)).status).toBe(200);
      for (const attempt of attempts) await send(attempt, 'admin');
    }
    console.log(
      `apiFuzz: ${routes.length} routes, ${sent} requests, ${found.length} problems (seed ${SEED})`,
    );
    expect(routes.length).toBeGreaterThan(40);
    expect(found.slice(0, 40)).toEqual([]);
    expect((await fetch(`${scanned.url}/healthz`)).status).toBe(200);
  }, 600_000);
});
