#!/usr/bin/env node
/**
 * Writes every page of PAGES (scripts/site.mjs) into dist/ as full HTML: the page's content inside
 * #root, its title, description and canonical link, plus sitemap.xml and robots.txt. Runs after
 * `vite build` (the browser bundle, whose index.html is the template) and `vite build --ssr` of
 * src/app/prerender.tsx (the renderer, in dist-ssr/). The browser then hydrates the page (src/main.tsx).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { contentSecurityPolicy } from './csp.mjs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PAGES, SITE_URL } from './site.mjs';

const dist = 'dist';
const { prerender, NOSCRIPT_NOTE, START_FAILED_NOTE, OFFLINE_PAGE, ARTICLE_PATHS } = await import(
  pathToFileURL(join('dist-ssr', 'prerender.js')).href
);
// The site stylesheet goes inside each page: on slow 4G a separate stylesheet costs a round trip before
// anything can paint, and it would compete with the script for the connection. (The service worker keeps
// every page, so a later visit does not fetch it again either.)
// A disabled link to the same file stays beside it, which the browser neither fetches nor applies: the
// lazy chunks list the entry's stylesheet among their needs, and Vite's loader skips a stylesheet only
// when a <link> to it is in the page. Without it, the first lazy chunk downloaded the whole stylesheet
// again and the phone restyled the page with it (firstLoad.spec.ts checks it is not fetched).
const template = readFileSync(join(dist, 'index.html'), 'utf8').replace(
  /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g,
  (_link, file) =>
    `<style>${readFileSync(join(dist, file), 'utf8')}</style>\n    <link rel="stylesheet" href="/${file}" disabled>`,
);
if (!template.includes('<style>')) throw new Error('dist/index.html links no stylesheet to inline');
if (!/<meta charset="UTF-8" \/>/.test(template)) throw new Error('dist/index.html has no charset meta');

/**
 * Puts the page's Content-Security-Policy first in its <head>, before any script it governs. Computed
 * from the finished page: besides the colour-mode script, React writes small inline scripts into a page
 * whose content arrived in parts (a Suspense boundary), and each is allowed by its own hash.
 */
const withPolicy = (html) =>
  html.replace(
    /<meta charset="UTF-8" \/>/,
    (charset) =>
      `${charset}\n    <meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(html)}" />`,
  );

const escapeHtml = (text) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

/**
 * Above every page: the note for readers without JavaScript, and the one shown when the app could not
 * start (its script did not download, or it stopped: index.html's head script and src/app/appStart.ts
 * mark the page `app-failed`), with a plain link that loads the same address again.
 */
const NOTES = [
  `<p class="start-note noscript-note">${escapeHtml(NOSCRIPT_NOTE)}</p>`,
  `<p class="start-note start-failed-note">${escapeHtml(START_FAILED_NOTE.text)} <a href="">${escapeHtml(START_FAILED_NOTE.reload)}</a></p>`,
].join('\n    ');

/** Puts one rendered page into the template; fails loudly if the template lost a marker. */
function fill(page, path) {
  const replacements = [
    [/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`],
    [
      /<meta\s+name="description"\s+content="[^"]*"\s*\/>/,
      `<meta name="description" content="${escapeHtml(page.description)}" />`,
    ],
    [/<\/title>/, `</title>\n    <link rel="canonical" href="${SITE_URL}${path === '/404' ? '/' : path}" />`],
    [/<div id="root"><\/div>/, `${NOTES}\n    <div id="root" data-path="${path}">${page.html}</div>`],
  ];
  return replacements.reduce((html, [pattern, replacement]) => {
    if (!pattern.test(html)) throw new Error(`dist/index.html has no ${pattern}: cannot prerender ${path}`);
    return html.replace(pattern, () => replacement);
  }, template);
}

const listedArticles = PAGES.filter((page) => page.path.startsWith('/articles/')).map((page) => page.path);
if (listedArticles.join() !== ARTICLE_PATHS.join()) {
  throw new Error(
    `scripts/site.mjs lists articles ${listedArticles} but the seed content has ${ARTICLE_PATHS}`,
  );
}

for (const { path, file } of PAGES) {
  const page = await prerender(path);
  // A typo in PAGES would quietly prerender the not-found page under a real page's name.
  if ((page.routeId === 'notFound') !== (path === '/404')) {
    throw new Error(`${path} rendered route ${page.routeId}`);
  }
  const out = join(dist, file);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, withPolicy(fill(page, path)));
  console.log(`prerendered ${path.padEnd(16)} → dist/${file}  (${page.title})`);
}

// The offline copy's answer for a page it never saved: plain HTML and the site's stylesheet, no script.
const offline = template
  .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(OFFLINE_PAGE.title)}</title>`)
  .replace(/\s*<script type="module"[^>]*><\/script>/, '')
  .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
  .replace(
    /<div id="root"><\/div>/,
    `<main class="container-xl py-5 guide-text">
      <h1 class="h2 fw-bold mb-3">${escapeHtml(OFFLINE_PAGE.heading)}</h1>
      <p>${escapeHtml(OFFLINE_PAGE.body)}</p>
      <ul>${OFFLINE_PAGE.links.map((link) => `<li><a href="${link.href}">${escapeHtml(link.label)}</a></li>`).join('')}</ul>
      <p>${escapeHtml(OFFLINE_PAGE.retry)}</p>
    </main>`,
  );
writeFileSync(join(dist, 'offline.html'), withPolicy(offline));

writeFileSync(
  join(dist, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${PAGES.filter((p) => p.listed)
  .map((p) => `  <url><loc>${SITE_URL}${p.path}</loc></url>`)
  .join('\n')}
</urlset>
`,
);
writeFileSync(
  join(dist, 'robots.txt'),
  `User-agent: *\nDisallow: /admin\n\nSitemap: ${SITE_URL}/sitemap.xml\n`,
);
console.log('wrote dist/sitemap.xml and dist/robots.txt');
