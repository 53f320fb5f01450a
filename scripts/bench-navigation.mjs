#!/usr/bin/env node
/**
 * How long a link followed inside the app takes to show its page, in English and in Yorùbá, in Debian's
 * Chromium against the real server (scripts/bench-pages.mjs), with the CPU slowed 4× (Lighthouse's
 * slowdown for a phone): from the click to the new page's heading in the document, and the main thread's
 * script time meanwhile. Each link is followed from a page loaded fresh, once its network is quiet (its
 * parts and text have arrived) — some after links followed before, untimed — RUNS times; the median is
 * reported. Reported, not gated (a timing depends
 * on the machine): compare with an earlier build's figures on the same machine.
 *   npm run build && node scripts/bench-navigation.mjs
 * Also run by `npm run bench` (scripts/bench-bundle.mjs).
 */
import { chromium } from '@playwright/test';
import { inLocale, OTHER_LANGUAGE, startSiteServer } from './bench-pages.mjs';
import { CHROMIUM_LAUNCH } from './chromium.mjs';
import { median } from './median.mjs';

const CPU_SLOWDOWN = 4;
const RUNS = 3;
/**
 * Each link: the page it is on, the addresses followed before it (untimed), and the address it leads to;
 * each followed by clicking the first link in <main> with that href.
 */
const LINKS = [
  { from: '/', before: [], to: '/documents' },
  { from: '/documents', before: [], to: '/documents/nin' },
  // The guide's breadcrumb: the page the server rendered, left for one the app draws.
  { from: '/documents/nin', before: [], to: '/documents' },
  // Back to the guide, its code loaded: the app draws it at once (a render loop once made this 5 s).
  { from: '/documents/nin', before: ['/documents'], to: '/documents/nin' },
];
const PATIENCE_MS = 30_000;

const server = await startSiteServer({ port: process.env.BENCH_PORT });
const browser = await chromium.launch(CHROMIUM_LAUNCH);

/**
 * Follows `href` as a visitor would (the first link to it in <main>); resolves with the milliseconds until
 * a new page heading is in the document. In the page: no round trip to this process inside the figure.
 */
const followInPage = ({ href, patience }) =>
  new Promise((resolve, reject) => {
    const before = document.querySelector('h1');
    const link = document.querySelector(`main a[href="${href}"]`);
    if (!link) return reject(new Error(`no link to ${href}`));
    const started = performance.now();
    const shown = () => {
      const h1 = document.querySelector('h1');
      return h1 !== null && h1 !== before && h1.textContent !== before?.textContent;
    };
    const observer = new MutationObserver(() => {
      if (!shown()) return;
      observer.disconnect();
      resolve(performance.now() - started);
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    setTimeout(() => reject(new Error(`${href}: no new heading in ${patience} ms`)), patience);
    link.click();
  });

/** One link followed: milliseconds to the new heading, and of script on the main thread until then. */
async function follow({ from, before, to }) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await page.goto(`${server.origin}${from}`, { waitUntil: 'networkidle' });
  for (const href of before) {
    await page.evaluate(followInPage, { href, patience: PATIENCE_MS });
    await page.waitForLoadState('networkidle');
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const scriptSeconds = async () =>
    (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ScriptDuration').value;
  const scriptBefore = await scriptSeconds();
  const ms = await page.evaluate(followInPage, { href: to, patience: PATIENCE_MS });
  const scriptMs = ((await scriptSeconds()) - scriptBefore) * 1000;
  await context.close();
  return { ms, scriptMs };
}

const rows = [];
for (const locale of ['en', OTHER_LANGUAGE])
  for (const link of LINKS) {
    const [from, to] = [link.from, link.to].map((address) => inLocale(locale, address));
    const before = link.before.map((address) => inLocale(locale, address));
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await follow({ from, before, to }));
    rows.push({
      link: [from, ...before, to].join(' → '),
      ms: median(runs.map((r) => r.ms)),
      scriptMs: median(runs.map((r) => r.scriptMs)),
      all: runs.map((r) => Math.round(r.ms)),
    });
  }
await browser.close();
await server.stop();

console.log(
  `\nLinks followed inside the app (real server, Chromium, CPU ${CPU_SLOWDOWN}× slower; median of ${RUNS}):`,
);
console.log(`${'link'.padEnd(52)}${'shown ms'.padStart(10)}${'script ms'.padStart(11)}  runs`);
for (const row of rows)
  console.log(
    `${row.link.padEnd(52)}${String(Math.round(row.ms)).padStart(10)}${String(Math.round(row.scriptMs)).padStart(11)}  ${row.all.join(', ')}`,
  );
