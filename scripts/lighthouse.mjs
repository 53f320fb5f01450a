#!/usr/bin/env node
/**
 * Lighthouse timings for every public page of the built app, next to the same page with its scripts
 * removed — the floor a plain HTML page sets — under the throttling of issue 8: devtools throttling,
 * slow 4G and a CPU 11× slower than this machine (a low-end Android phone). Not a CI gate: timings on
 * shared machines are noisy. Run after a build:  npm run bench -- --lighthouse
 * Targets: LCP ≤ 1.5 s and ≤ 1.2× the floor, TBT ≤ 200 ms, CLS ≤ 0.02, accessibility 100, SEO 100.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './chromium.mjs';
import lighthouse from 'lighthouse';
import { buildLibrariesOnly } from './libraries-only/build.mjs';
import { LIBRARIES_ONLY, NO_SCRIPTS, serveDist } from './serve-dist.mjs';
import { PUBLIC_PAGES } from './site.mjs';

const server = await serveDist({ librariesOnly: await buildLibrariesOnly() });
const { origin } = server;

const port = 9300 + Math.floor(Math.random() * 500);
const browser = await chromium.launch({
  ...CHROMIUM_LAUNCH,
  args: [...CHROMIUM_LAUNCH.args, `--remote-debugging-port=${port}`],
});

const settings = {
  port,
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance', 'accessibility', 'seo'],
  formFactor: 'mobile',
  screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
  throttlingMethod: 'devtools',
  // Lighthouse's slow 4G, with the CPU slowed 11× instead of 4×.
  throttling: {
    requestLatencyMs: 562.5,
    downloadThroughputKbps: 1474.56,
    uploadThroughputKbps: 675,
    cpuSlowdownMultiplier: 11,
  },
};

async function measure(url) {
  const { lhr } = await lighthouse(url, settings);
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const failing = ['accessibility', 'seo'].flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
      .map((ref) => ref.id),
  );
  return {
    failing,
    // Lighthouse's measure of this machine's CPU (higher is faster): figures from two machines compare
    // only when these are close, since the ×11 slowdown applies to whatever CPU runs it.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    performance: score('performance'),
    accessibility: score('accessibility'),
    seo: score('seo'),
  };
}

const pad = (value, width) => String(value).padStart(width);
console.log(
  '\nLighthouse, mobile, devtools throttling (slow 4G, CPU ×11): the page, and its no-script floor',
);
// Two TBT figures to read the page's against: "floor" is the HTML and CSS alone, "libs" the same page
// with the app's entry swapped for the design card's libraries alone (scripts/libraries-only/entry.js).
// On a slow machine either can pass 200 ms by itself; page minus libs is what the app's own code costs.
console.log(
  `${'page'.padEnd(28)}${pad('LCP s', 8)}${pad('floor', 8)}${pad('ratio', 7)}${pad('TBT ms', 8)}${pad('libs', 7)}${pad('floor', 7)}${pad('CLS', 7)}${pad('perf', 6)}${pad('a11y', 6)}${pad('SEO', 5)}`,
);
const misses = [];
const benchmarkIndexes = [];
// Lighthouse refuses to audit a page answered with status 404, so the not-found page is left out.
for (const page of PUBLIC_PAGES.filter((p) => p.path !== '/404')) {
  const path = page.path;
  const real = await measure(`${origin}${path}`);
  const libraries = await measure(`${origin}${LIBRARIES_ONLY}${path}`);
  const floor = await measure(`${origin}${NO_SCRIPTS}${path}`);
  const ratio = real.lcp / floor.lcp;
  benchmarkIndexes.push(real.benchmarkIndex, libraries.benchmarkIndex, floor.benchmarkIndex);
  console.log(
    `${page.path.padEnd(28)}${pad((real.lcp / 1000).toFixed(2), 8)}${pad((floor.lcp / 1000).toFixed(2), 8)}${pad(ratio.toFixed(2), 7)}${pad(Math.round(real.tbt), 8)}${pad(Math.round(libraries.tbt), 7)}${pad(Math.round(floor.tbt), 7)}${pad(real.cls.toFixed(3), 7)}${pad(real.performance, 6)}${pad(real.accessibility, 6)}${pad(real.seo, 5)}`,
  );
  if (real.lcp > 1500 || ratio > 1.2)
    misses.push(`${page.path}: LCP ${(real.lcp / 1000).toFixed(2)} s (${ratio.toFixed(2)}× the floor)`);
  if (real.tbt > 200) {
    misses.push(
      `${page.path}: TBT ${Math.round(real.tbt)} ms (the libraries alone: ${Math.round(libraries.tbt)} ms)`,
    );
  }
  if (real.cls > 0.02) misses.push(`${page.path}: CLS ${real.cls.toFixed(3)}`);
  if (real.accessibility < 100 || real.seo < 100) {
    misses.push(
      `${page.path}: accessibility ${real.accessibility}, SEO ${real.seo} (${real.failing.join(', ')})`,
    );
  }
}
console.log(
  misses.length
    ? `\nMissing a target (not a CI gate):\n  ${misses.join('\n  ')}`
    : '\nEvery page meets every target.',
);

const sorted = benchmarkIndexes.filter(Number.isFinite).sort((a, b) => a - b);
console.log(
  `Lighthouse benchmarkIndex of this machine: median ${Math.round(sorted[sorted.length >> 1] ?? NaN)}, range ${Math.round(sorted[0] ?? NaN)}–${Math.round(sorted.at(-1) ?? NaN)}`,
);

await browser.close();
server.close();
