#!/usr/bin/env node
/**
 * Every class a prerendered page uses must have a rule in the stylesheet it carries. The build drops
 * unused CSS (PurgeCSS); if it ever drops a rule a page needs (a class built from parts, a new Bootstrap
 * utility), the page would silently lose its style. This catches that for everything the prerendered
 * pages show (what appears only after a tap, or only in the staff area, is not covered).
 *   npm run build && npm run check:dist
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { firstLoadFiles, PAGES } from './site.mjs';

const manifest = JSON.parse(readFileSync(join('dist', '.vite', 'manifest.json'), 'utf8'));
const problems = [];
for (const page of PAGES) {
  const html = readFileSync(join('dist', page.file), 'utf8');
  // The stylesheet inside the page, and the page's own (its route's CSS, e.g. the login screen's).
  const css = [
    ...[...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]),
    ...firstLoadFiles(manifest, page)
      .filter((file) => file.endsWith('.css'))
      .map((file) => readFileSync(join('dist', file), 'utf8')),
  ].join('\n');
  const root = html.slice(html.indexOf('<div id="root"'));
  const classes = new Set(
    [...root.matchAll(/\sclass="([^"]*)"/g)].flatMap((m) => m[1].split(/\s+/)).filter(Boolean),
  );
  for (const name of classes) {
    // In CSS a class's special characters are escaped with a backslash (.sm\:flex); match that text.
    const inCss = `.${name.replace(/[^\w-]/g, (c) => `\\${c}`)}`;
    const selector = new RegExp(`${inCss.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`);
    if (!selector.test(css)) problems.push(`${page.path}: .${name} has no CSS rule`);
  }
}
if (problems.length > 0) {
  console.error(`Classes without a style in the built pages:\n  ${[...new Set(problems)].join('\n  ')}`);
  process.exitCode = 1;
} else {
  console.log(`Every class on the ${PAGES.length} prerendered pages has a CSS rule.`);
}
