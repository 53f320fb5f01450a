#!/usr/bin/env node
/**
 * How fast site search is on this machine: building the index over the site's own documents plus
 * generated articles (1,000 items in all), and answering queries — plain, prefix, typo, abbreviation and
 * nothing-found ones. A benchmark, not a test: it prints figures (target: under 5 ms per query) and
 * fails nothing. Run by `npm run bench`; alone with `node scripts/bench-search.mjs`.
 */
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const ITEMS = 1000;
const QUERIES = [
  'NIN',
  'passport renewal',
  'identifcation',
  'pass',
  'BVN',
  "voter's card",
  'enrolment centre',
  'qqqq',
];
const ROUNDS = 50;

// The app's own modules, loaded through Vite (TypeScript and the @/ alias), without the app's config.
const load = async (path) =>
  (
    await runnerImport(path, {
      configFile: false,
      resolve: { alias: { '@': fileURLToPath(new URL('../src', import.meta.url)) } },
      logLevel: 'error',
    })
  ).module;
const { buildSearchIndex } = await load('/src/features/search/searchIndex.ts');
const { siteSearchDocuments } = await load('/src/compose/siteSearchDocuments.ts');
const { mulberry32 } = await load('/src/shared/lib/seededRandom.ts');

// Articles made of the site's own words, so queries match the way they would on real content; in the
// shape of the server's search list (src/shared/api/articles.ts ArticleSearchEntry).
const siteDocuments = siteSearchDocuments('en', []);
const words = siteDocuments.flatMap((doc) => doc.text.split(/\s+/)).filter(Boolean);
const random = mulberry32(2026);
const pick = () => words[Math.floor(random() * words.length)];
const articles = Array.from({ length: ITEMS - siteDocuments.length }, (_, i) => ({
  slug: `bench-${i}`,
  title: Array.from({ length: 6 }, pick).join(' '),
  summary: Array.from({ length: 12 }, pick).join(' '),
  category: 'documents',
  text: Array.from({ length: 120 }, pick).join(' '),
}));
const documents = siteSearchDocuments('en', articles);

const buildStart = performance.now();
const index = buildSearchIndex(documents);
const buildMs = performance.now() - buildStart;

console.log(`\nSearch over ${documents.length} items: index built in ${buildMs.toFixed(0)} ms`);
console.log(`${'query'.padEnd(20)}${'results'.padStart(8)}${'ms/query'.padStart(10)}`);
let worst = 0;
for (const query of QUERIES) {
  index.search(query); // warm-up
  const start = performance.now();
  for (let round = 0; round < ROUNDS; round += 1) index.search(query);
  const ms = (performance.now() - start) / ROUNDS;
  worst = Math.max(worst, ms);
  console.log(
    `${query.padEnd(20)}${String(index.search(query).hits.length).padStart(8)}${ms.toFixed(2).padStart(10)}`,
  );
}
console.log(
  worst < 5
    ? `Every query under 5 ms (worst ${worst.toFixed(2)} ms).`
    : `Slowest query ${worst.toFixed(2)} ms: over the 5 ms target.`,
);
