#!/usr/bin/env node
/**
 * The server under load, on this machine (issue 29): autocannon (in this process) against a real server
 * process on 127.0.0.1 with the real build, 50 connections, each case after a warm-up and bounded in
 * time: prerendered pages, articles the server renders from the database, the search index the app
 * fetches, and a JSON read. Prints requests/s, p50/p95/p99 latency and errors (non-2xx, socket errors,
 * timeouts), and exits 1 when a budget is missed. Halfway through the articles case an article that is
 * being read is changed and published: the next request for it must show the new text (the rendered
 * pages are kept until a publish moves the content version). Issue 25's staff content list, with
 * 10,000 items in the database, page by page as one editor asks for them, keeps its own budget. The load
 * generator shares the machine's cores with the server, as it would on a 2-core box.
 *   npm run build && npm run bench:server      the embedded database (PGlite, a fresh DATA_DIR)
 *   BENCH_DATABASE_URL=postgres://… npm run bench:server
 *                                              PostgreSQL too, in a schema of its own that is dropped after
 *   BENCH_SECONDS=N                            seconds a case (default 30; the staff list's at most 10)
 *   npm run bench:server -- --soak             the soak instead (scripts/bench-soak.mjs)
 */
import autocannon from 'autocannon';
import {
  CONTENT_PATH,
  publishArticle,
  republish,
  seededArticlePath,
  signIn,
  withBenchServer,
} from './bench-leg.mjs';

if (process.argv.includes('--soak')) {
  await import('./bench-soak.mjs');
  process.exit();
}

const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const STAFF_SECONDS = Math.min(SECONDS, 10);
const WARM_UP_SECONDS = 5;
const CONNECTIONS = 50;
/** Issue 29's budgets on a 2-core machine (requests/s by case), and issue 25's for the staff list. */
const BUDGET = { pages: 3000, rendered: 500, p99Ms: 100, staffP99Ms: 50 };
/** How many content items the database holds (issue 25's list); a third of them published articles. */
const CONTENT_ITEMS = 10_000;
const BROTLI = { 'accept-encoding': 'br, gzip' };
/** The article changed and published during the articles case, and the words it gets. */
const CHANGED = { title: 'Fees for the NIN slip', before: 'The slip is free.', after: 'Fees updated' };
const CHANGED_PATH = '/articles/fees-for-the-nin-slip';

const CASES = [
  {
    label: 'prerendered pages, 6 addresses (br)',
    paths: ['/privacy', '/accessibility', '/contact', '/yo/privacy', '/ha/accessibility', '/pcm/contact'],
    headers: BROTLI,
    minimum: BUDGET.pages,
  },
  {
    label: 'rendered articles, 12 addresses (br)',
    paths: [
      ...Array.from({ length: 8 }, (_, i) => seededArticlePath(i + 1)),
      seededArticlePath(500),
      `/yo${seededArticlePath(1)}`,
      `/ha${seededArticlePath(2)}`,
      CHANGED_PATH,
    ],
    headers: BROTLI,
    minimum: BUDGET.rendered,
    publishHalfway: true,
  },
  {
    label: 'search index GET /api/search/articles (br)',
    paths: ['/api/search/articles'],
    headers: BROTLI,
  },
  { label: 'JSON read GET /api/articles (20 items)', paths: ['/api/articles'], headers: {} },
  // One editor paging through the list: a request at a time, its latency is what the budget is about.
  ...[
    ['staff list, page 1', ''],
    ['staff list, page 200 by title', '?sort=title&dir=asc&page=200'],
    ['staff list, drafts in a category', '?status=draft&category=rights'],
    ['staff list, title search', '?q=passport+renew'],
  ].map(([label, query]) => ({
    label: `${label} (${CONTENT_ITEMS.toLocaleString('en')} items)`,
    paths: [`${CONTENT_PATH}${query}`],
    headers: {},
    staff: true,
  })),
];

/** autocannon's result, and the latency percentiles of every answer (autocannon reports no p95). */
async function load(url, { paths, headers, staff }, seconds) {
  const times = [];
  const result = await autocannon({
    url,
    headers,
    requests: paths.map((path) => ({ path })),
    connections: staff ? 1 : CONNECTIONS,
    duration: seconds,
  }).on('response', (_client, _status, _bytes, ms) => times.push(ms));
  times.sort((a, b) => a - b);
  const at = (percent) =>
    Math.round(times[Math.min(times.length - 1, Math.floor((times.length * percent) / 100))] ?? NaN);
  return { result, p50: at(50), p95: at(95), p99: at(99) };
}

/**
 * Halfway through a case, changes the article at CHANGED_PATH and publishes it, then asks for its page
 * at once: true when that first answer shows the new text.
 */
async function publishWhileLoaded(url, staff, item, seconds) {
  await new Promise((resolve) => setTimeout(resolve, (seconds * 1000) / 2));
  await republish(url, staff, item, `${CHANGED.after} at ${new Date().toISOString()}.`);
  const page = await (await fetch(url + CHANGED_PATH, { headers: BROTLI })).text();
  return page.includes(CHANGED.after);
}

async function measure(url, database) {
  const staff = await signIn(url);
  const changed = await publishArticle(url, staff, CHANGED.title, CHANGED.before);
  const rows = [];
  for (const benchCase of CASES) {
    const withSession = benchCase.staff ? { ...benchCase, headers: staff } : benchCase;
    const seconds = benchCase.staff ? STAFF_SECONDS : SECONDS;
    await load(url, withSession, WARM_UP_SECONDS);
    const [{ result, p50, p95, p99 }, published] = await Promise.all([
      load(url, withSession, seconds),
      benchCase.publishHalfway ? publishWhileLoaded(url, staff, changed, seconds) : undefined,
    ]);
    const minimum = benchCase.minimum ?? 0;
    const p99Ms = benchCase.staff ? BUDGET.staffP99Ms : BUDGET.p99Ms;
    const errors = result.errors + result.timeouts + result.non2xx;
    rows.push({
      database,
      case: benchCase.label,
      rps: result.requests.average,
      p50,
      p95,
      p99,
      errors,
      minimum,
      p99Ms,
      published,
      ok: result.requests.average >= minimum && p99 <= p99Ms && errors === 0 && published !== false,
    });
  }
  return rows;
}

const rows = await withBenchServer({ items: CONTENT_ITEMS }, ({ url, database }) => measure(url, database));
const postgresUrl = process.env.BENCH_DATABASE_URL;
if (postgresUrl)
  rows.push(
    ...(await withBenchServer({ postgresUrl, items: CONTENT_ITEMS }, ({ url, database }) =>
      measure(url, database),
    )),
  );
else console.log('PostgreSQL leg skipped: set BENCH_DATABASE_URL to run it.');

console.log(
  `\n${CONNECTIONS} connections (the staff list: 1), ${SECONDS} s a case (the staff list: ${STAFF_SECONDS} s) after ${WARM_UP_SECONDS} s of warm-up; no errors`,
);
console.log(
  'database  case                                                 req/s   budget  p50 ms  p95 ms  p99 ms  ≤ p99  errors',
);
for (const row of rows)
  console.log(
    `${row.database.padEnd(9)} ${row.case.padEnd(50)} ${Math.round(row.rps).toString().padStart(7)} ${(row.minimum ? `≥${row.minimum}` : '–').padStart(8)} ${String(row.p50).padStart(7)} ${String(row.p95).padStart(7)} ${String(row.p99).padStart(7)} ${String(row.p99Ms).padStart(6)} ${String(row.errors).padStart(7)}  ${row.ok ? 'ok' : 'MISSED'}`,
  );
for (const row of rows.filter((row) => row.published !== undefined))
  console.log(
    `${row.database}: an article published halfway through "${row.case}" — the next request ${row.published ? 'showed' : 'did NOT show'} the new text`,
  );
if (rows.some((row) => !row.ok)) {
  console.log('\nA budget was missed (see MISSED above).');
  process.exitCode = 1;
}
