#!/usr/bin/env node
/**
 * Writes dist/sw.js from scripts/sw.template.js with this build's precache list: the public pages
 * (PUBLIC_PAGES in site.mjs, by address), the offline page, and what each of them loads first —
 * found through Vite's manifest. The version is a hash of those files, so any change makes a new
 * version and an unchanged build keeps the old one.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { entryStylesheets, firstLoadFiles, PREFIXED_LOCALES as PREFIXED, PUBLIC_PAGES } from './site.mjs';

const dist = 'dist';
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
/**
 * What a public page loads right after it shows: the stored-data reader, and the parts below a guide or an
 * article. A first visit fetches them before the worker controls the page, so they are saved here, or a
 * page reopened offline would miss them.
 */
const LOADED_AFTER_FIRST_PAINT = [
  'src/app/browserData.ts',
  'src/features/feedback/PageFeedback.tsx',
  'src/features/guides/GuideShare.tsx',
  // The build's copy of the NIN guide: what its page shows offline (src/routes/GuideRoute.tsx).
  'src/compose/NinGuideFallback.tsx',
];
// Every public page's first load and what follows it; the staff area (admin) is saved only once used.
// The site stylesheet too: pages carry it inline, but Vite's loader asks for it again with a lazy chunk
// (its dependencies list it), and offline that request must not fail.
const files = new Set([
  ...[...PUBLIC_PAGES, ...LOADED_AFTER_FIRST_PAINT.map((module) => ({ module }))].flatMap((page) =>
    firstLoadFiles(manifest, page).map((file) => `/${file}`),
  ),
  ...entryStylesheets(manifest).map((file) => `/${file}`),
]);

const pages = PUBLIC_PAGES.map((page) => (page.path === '/404' ? '/404.html' : page.path));
const precache = [...pages, '/offline.html', '/manifest.webmanifest', '/favicon.svg', ...[...files].sort()];

const hash = createHash('sha256');
for (const url of precache) {
  const file = url === '/' ? 'index.html' : url.includes('.') ? url.slice(1) : `${url.slice(1)}/index.html`;
  hash.update(url).update(readFileSync(join(dist, file)));
}
// The other languages' offline pages are saved as a page in that language is read: a change to one is
// a new version too.
for (const locale of PREFIXED) hash.update(readFileSync(join(dist, locale, 'offline.html')));
const version = hash.digest('hex').slice(0, 12);

const template = readFileSync('scripts/sw.template.js', 'utf8');
writeFileSync(
  join(dist, 'sw.js'),
  template
    .replace("'__VERSION__'", JSON.stringify(version))
    .replace('__PRECACHE__', JSON.stringify(precache, null, 2))
    .replace('__PREFIXED__', JSON.stringify(PREFIXED)),
);
console.log(`wrote dist/sw.js: version ${version}, ${precache.length} files to keep offline`);
