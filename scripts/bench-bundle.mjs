#!/usr/bin/env node
/**
 * Measures what a first visit to a public page downloads from the built app (dist/): the HTML, the
 * entry script with the modules it preloads, and the stylesheet — raw, gzip and brotli bytes — plus
 * every lazy chunk on its own. Fails when the first visit exceeds the budget, so bytes stay a feature.
 * Usage: npm run build && npm run bench   (BENCH_JSON=path writes the figures as JSON too)
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** Budget for the first visit, brotli-compressed (what a modern phone browser is sent). */
const FIRST_VISIT_BUDGET_KB = 170;

const dist = 'dist';
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const referenced = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);

function sizes(path) {
  const buf = readFileSync(join(dist, path));
  return {
    raw: buf.length,
    gzip: gzipSync(buf, { level: 9 }).length,
    brotli: brotliCompressSync(buf).length,
  };
}

const kb = (n) => (n / 1024).toFixed(1).padStart(7);
const row = (name, s) => console.log(`${name.padEnd(48)} ${kb(s.raw)} ${kb(s.gzip)} ${kb(s.brotli)}`);
const header = () =>
  console.log(`${'file'.padEnd(48)} ${'raw KB'.padStart(7)} ${'gz KB'.padStart(7)} ${'br KB'.padStart(7)}`);

const first = [
  { name: 'index.html', s: sizes('index.html') },
  ...referenced.map((p) => ({ name: p, s: sizes(p) })),
];
const total = first.reduce(
  (acc, { s }) => ({ raw: acc.raw + s.raw, gzip: acc.gzip + s.gzip, brotli: acc.brotli + s.brotli }),
  { raw: 0, gzip: 0, brotli: 0 },
);

console.log('First visit (any public page):');
header();
first.forEach(({ name, s }) => row(name, s));
row('TOTAL', total);

const lazy = readdirSync(join(dist, 'assets'))
  .filter((f) => f.endsWith('.js') && !referenced.includes(`assets/${f}`))
  .map((f) => ({ name: `assets/${f}`, s: sizes(`assets/${f}`) }))
  .sort((a, b) => b.s.raw - a.s.raw);
console.log('\nLazy chunks (downloaded only when needed):');
header();
lazy.forEach(({ name, s }) => row(name, s));

if (process.env.BENCH_JSON) {
  writeFileSync(process.env.BENCH_JSON, JSON.stringify({ firstVisit: total, files: first, lazy }, null, 2));
}

const over = total.brotli / 1024 - FIRST_VISIT_BUDGET_KB;
if (over > 0) {
  console.error(`\nFirst visit is ${over.toFixed(1)} KB over the ${FIRST_VISIT_BUDGET_KB} KB brotli budget.`);
  process.exit(1);
}
console.log(`\nWithin the ${FIRST_VISIT_BUDGET_KB} KB brotli budget for a first visit.`);
