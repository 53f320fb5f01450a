#!/usr/bin/env node
/**
 * Writes every page of PAGES (scripts/site.mjs) into dist/ as full HTML: the page's content inside
 * #root, its title, description and canonical link, plus robots.txt. Runs after
 * `vite build` (the browser bundle, whose index.html is the template) and `vite build --ssr` of
 * src/app/prerender.tsx (the renderer, in dist-ssr/). The browser then hydrates the page (src/main.tsx).
 * The page shell goes to dist-ssr/shell.html too: the server writes the pages only it can render (a
 * search's results, a form's answer, the articles and the home page's latest updates, from the
 * database) into the same shell (server/pages/). The server also writes sitemap.xml and the updates
 * feed (server/site/), which list the articles: the build writes neither, so there is one of each.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { pageWriter, readShell } from './pageShell.mjs';
import { PAGES, SITE_URL, STAFF_PAGES } from './site.mjs';

const dist = 'dist';
const ssrDir = 'dist-ssr';
const renderer = await import(pathToFileURL(join(ssrDir, 'prerender.js')).href);
const { createRenderer, OFFLINE_PAGE } = renderer;
const shell = readShell(dist);
writeFileSync(join(ssrDir, 'shell.html'), shell);
const write = pageWriter(shell, renderer);
const render = await createRenderer();

for (const { path, file } of PAGES) {
  const page = await render(path);
  // A typo in PAGES would quietly prerender the not-found page under a real page's name.
  if ((page.routeId === 'notFound') !== (path === '/404')) {
    throw new Error(`${path} rendered route ${page.routeId}`);
  }
  const out = join(dist, file);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, write.page(page, path));
  console.log(`prerendered ${path.padEnd(16)} → dist/${file}  (${page.title})`);
}

// The offline copy's answer for a page it never saved: plain HTML and the site's stylesheet, no script.
writeFileSync(join(dist, 'offline.html'), write.plain(OFFLINE_PAGE));

writeFileSync(
  join(dist, 'robots.txt'),
  `User-agent: *\n${STAFF_PAGES.map((p) => `Disallow: ${p.path}\n`).join('')}\nSitemap: ${SITE_URL}/sitemap.xml\n`,
);
console.log('wrote dist/robots.txt (the server writes /sitemap.xml and /updates.xml)');
