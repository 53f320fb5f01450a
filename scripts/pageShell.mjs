/**
 * The page shell every HTML page of the site is written into, for the build (scripts/prerender.mjs) and
 * the server (server/pages/), so the two never write a page differently: dist/index.html with its
 * stylesheet inlined, the page's content in #root, its title, description and canonical link, the link to
 * the updates feed, the notes shown without the app, the data a server-rendered page was rendered with,
 * and its Content-Security-Policy (allowing its own inline scripts by hash).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentSecurityPolicy } from './csp.mjs';
import { SITE_URL, UPDATES_FEED } from './site.mjs';

// Every page names the Atom feed of new and changed pages (served by the server), so feed readers and
// browsers find it from any page.
const FEED_LINK = `<link rel="alternate" type="application/atom+xml" title="${UPDATES_FEED.title}" href="${UPDATES_FEED.path}" />`;

/**
 * The shell, from the browser bundle's dist/index.html (read before the home page is written over it).
 * The site stylesheet goes inside each page: on slow 4G a separate stylesheet costs a round trip before
 * anything can paint, and it would compete with the script for the connection. (The service worker keeps
 * every page, so a later visit does not fetch it again either.)
 * A disabled link to the same file stays beside it, which the browser neither fetches nor applies: the
 * lazy chunks list the entry's stylesheet among their needs, and Vite's loader skips a stylesheet only
 * when a <link> to it is in the page. Without it, the first lazy chunk downloaded the whole stylesheet
 * again and the phone restyled the page with it (firstLoad.spec.ts checks it is not fetched).
 */
export function readShell(dist) {
  const shell = readFileSync(join(dist, 'index.html'), 'utf8').replace(
    /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g,
    (_link, file) =>
      `<style>${readFileSync(join(dist, file), 'utf8')}</style>\n    <link rel="stylesheet" href="/${file}" disabled>`,
  );
  if (!shell.includes('<style>')) throw new Error(`${dist}/index.html links no stylesheet to inline`);
  return shell;
}

/** Text made safe for HTML, in an element or a quoted attribute. */
export const escapeHtml = (text) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

/**
 * Puts the page's Content-Security-Policy first in its <head>, before any script it governs. Computed
 * from the finished page: besides the colour-mode script, React writes small inline scripts into a page
 * whose content arrived in parts (a Suspense boundary), and each is allowed by its own hash.
 */
function withPolicy(html) {
  if (!/<meta charset="UTF-8" \/>/.test(html)) throw new Error('the page shell has no charset meta');
  return html.replace(
    /<meta charset="UTF-8" \/>/,
    (charset) =>
      `${charset}\n    <meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(html)}" />`,
  );
}

/** Replaces each pattern once; fails loudly if the shell lost a marker. */
function replaceAll(shell, replacements, what) {
  return replacements.reduce((html, [pattern, replacement]) => {
    if (!pattern.test(html)) throw new Error(`the page shell has no ${pattern}: cannot write ${what}`);
    return html.replace(pattern, () => replacement);
  }, shell);
}

/** The shell without the app's scripts: a page that is HTML and the site's stylesheet only. */
const withoutApp = (shell) =>
  shell
    .replace(/\s*<script type="module"[^>]*><\/script>/, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');

/**
 * How pages are written into `shell`: `page` for an address the app rendered (src/app/prerender.tsx),
 * `plain` for a page without the app (offline, a form the server could not read).
 */
export function pageWriter(shell) {
  // Above every page, in its language: the note for readers without JavaScript, and the one shown when
  // the app could not start (its script did not download, or it stopped: index.html's body script and
  // src/app/appStart.ts mark the page `app-failed`), with a plain link that loads the same address again.
  const notesOf = ({ noscript, failed, reload }) =>
    [
      `<p class="start-note noscript-note">${escapeHtml(noscript)}</p>`,
      `<p class="start-note start-failed-note">${escapeHtml(failed)} <a href="">${escapeHtml(reload)}</a></p>`,
    ].join('\n    ');

  return {
    /**
     * A rendered page (src/app/prerender.tsx) as the whole document for `address` (its path, and the
     * query it was rendered for). #root records that address, which the browser hydrates only when it
     * is its own (src/main.tsx), and the answers of forms the page shows, which the app starts from;
     * the page's data script (if it has data) follows #root. `origin` starts its canonical link: the
     * build's SITE_URL, or the server's public origin.
     * A `preview` (staff's look at an unpublished draft) is for no search engine: `noindex` and no
     * canonical link; and it is a page without the app, which has no route for a preview's address and
     * would replace it with its not-found page (so no data to hydrate either).
     */
    page(page, address, answers = {}, { origin = SITE_URL, preview = false } = {}) {
      const path = new URL(address, 'http://page').pathname;
      const carried = Object.keys(answers).length
        ? ` data-answers="${escapeHtml(JSON.stringify(answers))}"`
        : '';
      // The same page in every language (hreflang, with English as x-default), so search engines offer
      // each reader their own; the not-found page has none, and its canonical is the home page.
      const alternates = page.alternates.map(
        ({ lang, path }) =>
          `<link rel="alternate" hreflang="${lang}" href="${escapeHtml(origin)}${escapeHtml(path)}" />`,
      );
      const home = page.alternates.length ? path : `/${page.lang === 'en' ? '' : page.lang}`;
      const head = preview
        ? `<meta name="robots" content="noindex" />`
        : [`<link rel="canonical" href="${escapeHtml(origin)}${escapeHtml(home)}" />`, ...alternates].join(
            '\n    ',
          );
      const dataScript = !preview && page.dataScript ? `\n    ${page.dataScript}` : '';
      return withPolicy(
        replaceAll(
          preview ? withoutApp(shell) : shell,
          [
            [/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`],
            [
              /<meta\s+name="description"\s+content="[^"]*"\s*\/>/,
              `<meta name="description" content="${escapeHtml(page.description)}" />`,
            ],
            [/<\/title>/, `</title>\n    ${head}\n    ${FEED_LINK}`],
            [/<html lang="en"/, `<html lang="${page.lang}"`],
            [
              /<div id="root"><\/div>/,
              `${notesOf(page.notes)}\n    <div id="root" data-path="${escapeHtml(address)}"${carried}>${page.html}</div>${dataScript}`,
            ],
          ],
          address,
        ),
      );
    },

    /** A page of plain HTML and the site's stylesheet, no script: a heading, text, links, a last line. */
    plain({ title, heading, body, links, footnote, lang = 'en' }) {
      return withPolicy(
        replaceAll(
          withoutApp(shell),
          [
            [/<html lang="en"/, `<html lang="${lang}"`],
            [/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>\n    ${FEED_LINK}`],
            [
              /<div id="root"><\/div>/,
              `<main class="container-xl py-5 guide-text">
      <h1 class="h2 fw-bold mb-3">${escapeHtml(heading)}</h1>
      <p>${escapeHtml(body)}</p>
      <ul>${links.map((link) => `<li><a href="${link.href}">${escapeHtml(link.label)}</a></li>`).join('')}</ul>${footnote ? `\n      <p>${escapeHtml(footnote)}</p>` : ''}
    </main>`,
            ],
          ],
          title,
        ),
      );
    },
  };
}
