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
const { createRenderer, offlinePage, LOCALES, localePath } = renderer;
const shell = readShell(dist);
writeFileSync(join(ssrDir, 'shell.html'), shell);
const write = pageWriter(shell);
const render = await createRenderer();

// Every page in every language, each at its language's address (/yo/documents/nin → dist/yo/…).
for (const locale of LOCALES) {
  const folder = locale === 'en' ? dist : join(dist, locale);
  for (const { path, file } of PAGES) {
    const address = localePath(locale, path);
    const page = await render(address);
    // A typo in PAGES would quietly prerender the not-found page under a real page's name.
    if ((page.routeId === 'notFound') !== (path === '/404')) {
      throw new Error(`${address} rendered route ${page.routeId}`);
    }
    const out = join(folder, file);
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, write.page(page, address));
    console.log(`prerendered ${address.padEnd(20)} → ${out}  (${page.title})`);
  }
  // The offline copy's answer for a page it never saved: plain HTML and the site's stylesheet, no script.
  writeFileSync(join(folder, 'offline.html'), write.plain(offlinePage(locale)));
}

const staffPaths = LOCALES.flatMap((locale) => STAFF_PAGES.map((page) => localePath(locale, page.path)));
writeFileSync(
  join(dist, 'robots.txt'),
  `User-agent: *\n${staffPaths.map((path) => `Disallow: ${path}\n`).join('')}\nSitemap: ${SITE_URL}/sitemap.xml\n`,
);
console.log('wrote dist/robots.txt (the server writes /sitemap.xml and /updates.xml)');
