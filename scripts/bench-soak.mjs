#!/usr/bin/env node
/**
 * The soak (issue 29): a steady 200 requests/s of what visitors ask for (prerendered pages, the home page
 * and a guide, rendered articles, the article list, the search index, the health check), with an article
 * changed and published every minute, for 10 minutes against a real server process on 127.0.0.1 with the
 * real build. The server runs with --expose-gc and logs its heap each minute after a full collection
 * (server/jobs/memoryLog.ts); this reads those lines. Passes when the heap after the soak is at most 1.2×
 * the heap at its first minute, and nothing failed (non-2xx, socket errors, timeouts, a refused publish).
 *   npm run build && npm run bench:soak        the embedded database (PGlite, a fresh DATA_DIR)
 *   BENCH_DATABASE_URL=postgres://… npm run bench:soak
 *                                              on PostgreSQL instead, in a schema of its own dropped after
 *   SOAK_MINUTES=N                             minutes of load (default 10; at least 2)
 */
import autocannon from 'autocannon';
import {
  MEMORY_LOG_SECONDS,
  publishArticle,
  republish,
  seededArticlePath,
  signIn,
  withBenchServer,
} from './bench-leg.mjs';

const MINUTES = Math.max(2, Number(process.env.SOAK_MINUTES ?? 10));
const RATE = 200;
const CONNECTIONS = 20;
/** A site of a realistic size: 1,000 items, a third of them published articles. */
const ITEMS = 1000;
const MAX_GROWTH = 1.2;
const CHANGED_TITLE = 'Soak article';

/** What visitors ask for, in these proportions (each connection goes through the list in turn). */
const MIX = [
  ...['/privacy', '/accessibility', '/contact', '/yo/privacy', '/ha/accessibility', '/pcm/contact'],
  '/',
  '/yo',
  '/documents/nin',
  ...Array.from({ length: 6 }, (_, i) => seededArticlePath(i + 1)),
  `/yo${seededArticlePath(7)}`,
  '/articles/soak-article',
  '/api/articles',
  '/api/articles',
  '/api/search/articles',
  '/healthz',
];

const seconds = (ms) => Math.round(ms / 1000);

async function soak(url, memory) {
  const staff = await signIn(url);
  let item = await publishArticle(url, staff, CHANGED_TITLE, 'The first version.');
  const publishFailures = [];
  let published = 0;
  const editor = setInterval(() => {
    republish(url, staff, item, `Version ${published + 2}, at ${new Date().toISOString()}.`).then(
      (next) => {
        item = next;
        published += 1;
      },
      (error) => publishFailures.push(error.message),
    );
  }, 60_000);
  const started = Date.now();
  const result = await autocannon({
    url,
    headers: { 'accept-encoding': 'br, gzip' },
    requests: MIX.map((path) => ({ path })),
    connections: CONNECTIONS,
    overallRate: RATE,
    duration: MINUTES * 60,
  });
  clearInterval(editor);
  const ended = Date.now();
  // The heap after: the server's next memory line (it logs one a minute).
  const deadline = ended + (MEMORY_LOG_SECONDS + 10) * 1000;
  while (!memory.some((line) => line.at >= ended) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 500));
  return { result, started, ended, published, publishFailures };
}

const memory = [];
const onLine = (line) => {
  if (line.includes('"msg":"memory"')) memory.push({ ...JSON.parse(line), at: Date.now() });
};
const { result, started, ended, published, publishFailures } = await withBenchServer(
  {
    postgresUrl: process.env.BENCH_DATABASE_URL,
    items: ITEMS,
    server: { nodeArgs: ['--expose-gc'], onLine },
  },
  ({ url }) => soak(url, memory),
);

const during = memory.filter((line) => line.at >= started);
// The server's minute is its own (it counts from its start, a second or two before the load's): the
// reading at minute 1 is its first after 45 s of load.
const first = during.find((line) => line.at >= started + 45_000);
const after = during.find((line) => line.at >= ended);
const errors = result.errors + result.timeouts + result.non2xx;
console.log(
  `\nSoak: ${MINUTES} min at ${RATE} req/s (${CONNECTIONS} connections), ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
);
console.log('  s into the soak   heap MB   rss MB');
for (const line of during)
  console.log(
    `  ${String(seconds(line.at - started)).padStart(15)} ${String(line.heapUsedMb).padStart(9)} ${String(line.rssMb).padStart(8)}`,
  );
const ratio = first && after ? after.heapUsedMb / first.heapUsedMb : NaN;
console.log(
  `requests ${result.requests.total} (${Math.round(result.requests.average)}/s), p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${errors} (non-2xx ${result.non2xx}, socket ${result.errors}, timeouts ${result.timeouts}); ${published} publishes, ${publishFailures.length} refused${publishFailures.length ? `: ${publishFailures[0]}` : ''}`,
);
console.log(
  `heap at minute 1: ${first?.heapUsedMb ?? '?'} MB; after: ${after?.heapUsedMb ?? '?'} MB (${ratio.toFixed(2)}×, at most ${MAX_GROWTH}×)`,
);
const ok = ratio <= MAX_GROWTH && errors === 0 && publishFailures.length === 0;
console.log(ok ? 'Soak passed.' : 'Soak FAILED.');
if (!ok) process.exitCode = 1;
