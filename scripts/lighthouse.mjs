#!/usr/bin/env node
/**
 * Lighthouse timings of the public pages (issue 30), from the real server (scripts/bench-pages.mjs:
 * server-rendered articles, the home page's latest updates and a search's results exist only there),
 * each page beside two twins measured in the same run through a local proxy (scripts/serve-dist.mjs):
 *   page   the page as the server sends it;
 *   libs   the same HTML with the app's entry swapped for the design card's libraries alone
 *          (scripts/libraries-only/entry.js: React, react-dom, React Router, Redux Toolkit, react-redux
 *          rendering one empty route) and no modulepreloads: what the stack costs by itself;
 *   floor  the same HTML with no script and no modulepreload: the plain HTML page.
 * Our share of the main thread's blocking time is page − libs. Mobile, devtools throttling, slow 4G, and
 * the CPU slowed to a low-tier Android phone's: multiplier = benchmarkIndex ÷ 300 (see `calibrate`).
 * Each variant is run RUNS times, interleaved (page, libs, floor, page, …, so a change in the machine's
 * load touches all three alike), and the medians are compared. Targets, per page (not a CI gate:
 * timings on a shared machine are noisy; the misses are listed): our share of TBT ≤ 100 ms, LCP ≤ 1.2×
 * the floor's, CLS ≤ 0.02, accessibility and SEO 100.
 *
 *   npm run build && npm run bench -- --lighthouse      (after bench-bundle's byte counts)
 *   node scripts/lighthouse.mjs [--runs=3] [--pages=/,/yo/search?q=nin] [--cpu=9.2] [--port=4400]
 * --runs (or LIGHTHOUSE_RUNS): runs per variant, default 3. --pages: only these addresses (as listed in
 * the table). --cpu: this multiplier instead of calibrating (to repeat another run's). --port: the proxy
 * on N, Chromium's debugging port N + 1, the server N + 2 (else free ports). LIGHTHOUSE_JSON=path also
 * writes every run's figures as JSON. A full run (22 pages × 3 variants × 3 runs) takes over an hour.
 */
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { ARTICLE, chosenPages, LIGHTHOUSE_PAGES, startSiteServer } from './bench-pages.mjs';
import { CHROMIUM_LAUNCH } from './chromium.mjs';
import { median } from './median.mjs';
import { buildLibrariesOnly } from './libraries-only/build.mjs';
import { LIBRARIES_ONLY, NO_SCRIPTS, serveDist } from './serve-dist.mjs';

const option = (name) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? undefined;
const RUNS = Number(option('runs') ?? process.env.LIGHTHOUSE_RUNS ?? 3);
const pinnedPort = option('port') ? Number(option('port')) : undefined;
const TARGETS = { share: 100, ratio: 1.2, cls: 0.02 };
/** Lighthouse's benchmarkIndex of the phone the CPU slowdown aims at (issue 30: a low-tier Android). */
const PHONE_INDEX = 300;

const pages = chosenPages(LIGHTHOUSE_PAGES);
const startedAt = performance.now();
const librariesOnly = await buildLibrariesOnly();
const site = await startSiteServer({ port: pinnedPort && pinnedPort + 2 });
const proxy = await serveDist({ librariesOnly, upstream: site.origin, port: pinnedPort ?? 0 });
const { origin } = proxy;

/** A free local port for Chromium's debugging protocol, which Lighthouse drives. */
async function freePort() {
  const probe = createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
const port = pinnedPort ? pinnedPort + 1 : await freePort();
const browser = await chromium.launch({
  ...CHROMIUM_LAUNCH,
  args: [...CHROMIUM_LAUNCH.args, `--remote-debugging-port=${port}`],
});

const MOBILE = {
  port,
  output: 'json',
  logLevel: 'error',
  formFactor: 'mobile',
  screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
};

/**
 * The CPU multiplier for the whole run: Lighthouse's benchmarkIndex of this machine ÷ 300, from five
 * quick Lighthouse runs first (no throttling, one audit: the index is taken before any page loads), their
 * median. Once per run, not per measurement: Lighthouse measures the index at the start of the very run
 * whose throttling is already set, so calibrating each measurement would double the run's time; and one
 * multiplier keeps a page and its twins comparable. Each measurement's own index is printed beside it
 * (column "index"), so a run during which the machine's load changed shows it.
 */
async function calibrate() {
  const indexes = [];
  for (let i = 0; i < 5; i += 1) {
    const { lhr } = await lighthouse(`${origin}${NO_SCRIPTS}/`, {
      ...MOBILE,
      onlyAudits: ['viewport'],
      throttlingMethod: 'provided',
    });
    indexes.push(lhr.environment.benchmarkIndex);
  }
  const index = median(indexes);
  return { indexes, index, multiplier: Math.round((index / PHONE_INDEX) * 10) / 10 };
}

const cpuOption = option('cpu');
const calibration = cpuOption ? undefined : await calibrate();
const multiplier = cpuOption ? Number(cpuOption) : calibration.multiplier;

/** One Lighthouse run of `url`; `full` adds the accessibility and SEO audits (the page's first run). */
async function measure(url, { full }) {
  const settings = {
    ...MOBILE,
    onlyCategories: full ? ['performance', 'accessibility', 'seo'] : ['performance'],
    throttlingMethod: 'devtools',
    // Lighthouse's slow 4G, and the calibrated CPU.
    throttling: {
      requestLatencyMs: 562.5,
      downloadThroughputKbps: 1474.56,
      uploadThroughputKbps: 675,
      cpuSlowdownMultiplier: multiplier,
    },
  };
  // A run Lighthouse could not finish (a protocol timeout on a busy machine) is tried once more.
  for (let attempt = 1; ; attempt += 1) {
    const { lhr } = await lighthouse(url, settings);
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
    const result = {
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
      // The scripts the page fetched during the run, as sent (the server's compression), KiB.
      jsKib:
        (lhr.audits['network-requests']?.details?.items ?? [])
          .filter((item) => item.resourceType === 'Script')
          .reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
      error: lhr.runtimeError?.code,
    };
    if (full) {
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      result.accessibility = score('accessibility');
      result.seo = score('seo');
      result.failing = ['accessibility', 'seo'].flatMap((id) =>
        (lhr.categories[id]?.auditRefs ?? [])
          .filter(
            (ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1,
          )
          .map((ref) => ref.id),
      );
    }
    const complete = !result.error && [result.lcp, result.tbt, result.cls].every(Number.isFinite);
    if (complete || attempt === 2) return result;
  }
}

const VARIANTS = { page: '', libs: LIBRARIES_ONLY, floor: NO_SCRIPTS };
const pad = (value, width) => String(value).padStart(width);
const label = (address) => address.replace(ARTICLE, `${ARTICLE.slice(0, 22)}…`);
const ms = (value) => (Number.isFinite(value) ? String(Math.round(value)) : '–');

console.log(
  `\nLighthouse, mobile, devtools throttling: slow 4G, CPU ×${multiplier}, medians of ${RUNS} run${RUNS === 1 ? '' : 's'} per variant`,
);
console.log(
  calibration
    ? `CPU multiplier = benchmarkIndex ${Math.round(calibration.index)} ÷ ${PHONE_INDEX} (median of ${calibration.indexes.map(Math.round).join(', ')}, quick runs before measuring)`
    : `CPU multiplier given (--cpu=${cpuOption}), not calibrated`,
);
console.log(
  'Each page beside the same page with the libraries alone (libs) and with no script (floor); share = page − libs TBT.',
);
console.log(
  `Targets: share ≤ ${TARGETS.share} ms, LCP ≤ ${TARGETS.ratio}× the floor, CLS ≤ ${TARGETS.cls}, accessibility and SEO 100.`,
);
console.log(
  `${'page'.padEnd(34)}${pad('LCP s', 7)}${pad('floor', 7)}${pad('ratio', 7)}${pad('TBT', 7)}${pad('libs', 7)}${pad('floor', 7)}${pad('share', 7)}${pad('CLS', 7)}${pad('a11y', 6)}${pad('SEO', 5)}${pad('JS KiB', 8)}${pad('index', 7)}`,
);

const misses = [];
const report = [];
for (const address of pages) {
  const runs = { page: [], libs: [], floor: [] };
  for (let run = 0; run < RUNS; run += 1)
    for (const [variant, prefix] of Object.entries(VARIANTS))
      runs[variant].push(
        await measure(`${origin}${prefix}${address}`, { full: variant === 'page' && run === 0 }),
      );
  const med = (variant, key) => median(runs[variant].map((result) => result[key]));
  const row = {
    address,
    lcp: med('page', 'lcp'),
    lcpFloor: med('floor', 'lcp'),
    tbt: med('page', 'tbt'),
    tbtLibs: med('libs', 'tbt'),
    tbtFloor: med('floor', 'tbt'),
    cls: med('page', 'cls'),
    jsKib: med('page', 'jsKib'),
    benchmarkIndex: median(Object.values(runs).flatMap((results) => results.map((r) => r.benchmarkIndex))),
    accessibility: runs.page[0].accessibility,
    seo: runs.page[0].seo,
    failing: runs.page[0].failing ?? [],
    errors: Object.values(runs).flatMap((results) => results.map((r) => r.error).filter(Boolean)),
  };
  row.ratio = row.lcp / row.lcpFloor;
  row.share = row.tbt - row.tbtLibs;
  report.push({ ...row, runs });
  console.log(
    `${label(address).padEnd(34)}${pad((row.lcp / 1000).toFixed(2), 7)}${pad((row.lcpFloor / 1000).toFixed(2), 7)}${pad(row.ratio.toFixed(2), 7)}${pad(ms(row.tbt), 7)}${pad(ms(row.tbtLibs), 7)}${pad(ms(row.tbtFloor), 7)}${pad(ms(row.share), 7)}${pad(row.cls.toFixed(3), 7)}${pad(row.accessibility, 6)}${pad(row.seo, 5)}${pad(row.jsKib.toFixed(1), 8)}${pad(ms(row.benchmarkIndex), 7)}`,
  );
  const where = label(address);
  if (row.errors.length) misses.push(`${where}: Lighthouse failed (${row.errors.join(', ')})`);
  if (!(row.share <= TARGETS.share))
    misses.push(
      `${where}: our share of TBT ${ms(row.share)} ms (page ${ms(row.tbt)}, the libraries alone ${ms(row.tbtLibs)})`,
    );
  if (!(row.ratio <= TARGETS.ratio))
    misses.push(
      `${where}: LCP ${(row.lcp / 1000).toFixed(2)} s, ${row.ratio.toFixed(2)}× the floor's ${(row.lcpFloor / 1000).toFixed(2)} s`,
    );
  if (!(row.cls <= TARGETS.cls)) misses.push(`${where}: CLS ${row.cls.toFixed(3)}`);
  if (row.accessibility < 100 || row.seo < 100)
    misses.push(`${where}: accessibility ${row.accessibility}, SEO ${row.seo} (${row.failing.join(', ')})`);
}

console.log(
  misses.length
    ? `\nMissing a target (not a CI gate):\n  ${misses.join('\n  ')}`
    : '\nEvery page meets every target.',
);
const indexes = report.flatMap((row) =>
  Object.values(row.runs)
    .flat()
    .map((r) => r.benchmarkIndex),
);
const finite = indexes.filter(Number.isFinite);
console.log(
  `benchmarkIndex during the measurements: median ${ms(median(finite))}, range ${ms(Math.min(...finite))}–${ms(Math.max(...finite))}` +
    ` (column "index": each page's median; JS KiB: the scripts the page fetched in its run, as sent)`,
);
console.log(
  `${pages.length} page${pages.length === 1 ? '' : 's'} × 3 variants × ${RUNS} run${RUNS === 1 ? '' : 's'} in ${((performance.now() - startedAt) / 60_000).toFixed(1)} min`,
);
if (process.env.LIGHTHOUSE_JSON)
  writeFileSync(
    process.env.LIGHTHOUSE_JSON,
    JSON.stringify({ multiplier, calibration, runs: RUNS, pages: report }, null, 2),
  );

await browser.close();
await proxy.close();
await site.stop();
