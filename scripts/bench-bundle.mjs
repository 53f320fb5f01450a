#!/usr/bin/env node
/**
 * What a first visit to each public page downloads from the built app (dist/): its HTML, and the
 * scripts and stylesheets it loads up front (the entry, the page's route, and their imports), in gzip —
 * checked against the budgets below for CSS and HTML (JS is shown: the browser's count gates it). Fails
 * (exit 1) when a page is over one, or loads a web font. Lazy chunks are listed on their own. Then what
 * each public page really downloads in a browser, lazy parts included, in English and Yorùbá
 * (scripts/bench-first-load.mjs: the real server and Chromium; fails over the JS budget).
 *   npm run build && npm run bench                 bytes and budgets (run by CI), then links followed in the
 *                                                  app (scripts/bench-navigation.mjs), search timings
 *                                                  (scripts/bench-search.mjs) and the 5,000-item content list
 *                                                  (scripts/bench-content.mjs), all reported, not gated
 *   npm run bench -- --lighthouse                  also Lighthouse timings per page (scripts/lighthouse.mjs)
 * BENCH_JSON=path also writes the figures as JSON.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { entryStylesheets, firstLoadFiles, PREFIXED_LOCALES, PUBLIC_PAGES } from './site.mjs';

/** Issue 8's budget for one public page's first load, gzip, in KiB. */
const BUDGET_KIB = { js: 120, css: 15, html: 30 };

const dist = 'dist';
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const gzipKib = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;
const kib = (n) => n.toFixed(1).padStart(8);

const rows = PUBLIC_PAGES.map((page) => {
  const files = firstLoadFiles(manifest, page);
  const sum = (ext) => files.filter((f) => f.endsWith(ext)).reduce((total, f) => total + gzipKib(f), 0);
  // The site stylesheet travels inside the page's HTML; it is counted as CSS too, so no byte hides.
  const inlineCss = entryStylesheets(manifest).reduce((total, f) => total + gzipKib(f), 0);
  const fonts = files.filter(
    (f) => /\.(woff2?|ttf|otf)$/.test(f) || readFileSync(join(dist, f), 'utf8').includes('@font-face'),
  );
  return {
    path: page.path,
    js: sum('.js'),
    css: inlineCss + sum('.css'),
    html: gzipKib(page.file),
    files,
    fonts,
  };
});

console.log('First load of each public page, KiB gzip (budget: JS ≤ 120, CSS ≤ 15, HTML ≤ 30, no web fonts)');
console.log('(the site stylesheet is inside each page: it counts in CSS and in HTML)');
console.log(`${'page'.padEnd(28)}${'JS'.padStart(8)}${'CSS'.padStart(8)}${'HTML'.padStart(8)}`);
for (const row of rows) console.log(`${row.path.padEnd(28)}${kib(row.js)}${kib(row.css)}${kib(row.html)}`);

/**
 * What the same page at another language's address (/yo/documents/nin, issue 27) downloads: its first
 * load, plus that language's module of every catalogue the page's first-load code holds (found as the
 * dynamic imports named `*.<code>.ts`, each counted once). Reported against the JS budget and marked
 * with * when over it, not gated here: scripts/bench-first-load.mjs gates what the Yorùbá pages
 * download in the browser.
 */
const translationKib = (row, code) =>
  [
    ...new Set(
      Object.values(manifest)
        .filter((chunk) => row.files.includes(chunk.file))
        .flatMap((chunk) => chunk.dynamicImports ?? [])
        .filter((key) => key.endsWith(`.${code}.ts`)),
    ),
  ].reduce((total, key) => total + gzipKib(manifest[key].file), 0);
const marked = (value) => `${kib(value)}${value > BUDGET_KIB.js ? '*' : ' '}`;
console.log(
  "\nThe same pages at another language's address: first-load JS plus that language's text, KiB gzip",
);
console.log(`${'page'.padEnd(28)}${PREFIXED_LOCALES.map((code) => code.padStart(9)).join('')}`);
for (const row of rows)
  console.log(
    `${row.path.padEnd(28)}${PREFIXED_LOCALES.map((code) => marked(row.js + translationKib(row, code))).join('')}`,
  );
console.log(`(* over the ${BUDGET_KIB.js} KiB JS budget)`);

const firstLoaded = new Set([...rows.flatMap((row) => row.files), ...entryStylesheets(manifest)]);
const lazy = readdirSync(join(dist, 'assets'))
  .map((file) => `assets/${file}`)
  // The build's precompressed twins (.br, .gz: scripts/precompress.mjs) are the same files again.
  .filter((file) => !firstLoaded.has(file) && !/\.(br|gz)$/.test(file))
  .map((file) => ({ file, gzip: gzipKib(file) }))
  .sort((a, b) => b.gzip - a.gzip);
console.log('\nLoaded later, when needed (KiB gzip):');
for (const { file, gzip } of lazy) console.log(`${file.padEnd(48)}${kib(gzip)}`);

if (process.env.BENCH_JSON)
  writeFileSync(process.env.BENCH_JSON, JSON.stringify({ pages: rows, lazy }, null, 2));

const over = (row, kind, limit) =>
  `${row.path}: ${kind.toUpperCase()} ${row[kind].toFixed(1)} KiB > ${limit} KiB`;
// JavaScript is gated by what the page downloads in the browser (bench-first-load.mjs, below): this
// table's JS, the entry and what it imports up front, is part of that, so it is shown, not gated twice.
const failures = rows.flatMap((row) => [
  ...['css', 'html']
    .filter((kind) => row[kind] > BUDGET_KIB[kind])
    .map((kind) => over(row, kind, BUDGET_KIB[kind])),
  ...row.fonts.map((file) => `${row.path}: loads a web font (${file})`),
]);
if (failures.length > 0) {
  console.error(`\nOver budget:\n  ${failures.join('\n  ')}`);
  process.exitCode = 1;
} else {
  console.log('\nNo public page is over its budget.');
}

await import('./bench-first-load.mjs');
await import('./bench-navigation.mjs');
await import('./bench-search.mjs');
await import('./bench-content.mjs');
if (process.argv.includes('--lighthouse')) await import('./lighthouse.mjs');
