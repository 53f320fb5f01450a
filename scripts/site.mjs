/**
 * What the build writes besides the bundle: the prerendered pages, their addresses and the site's
 * public origin. Shared by the prerender, service-worker and benchmark scripts, and by the server (the
 * sitemap and the updates feed list the listed pages).
 */

/**
 * The languages whose pages live under a prefix (/yo/documents): LOCALES in src/shared/i18n/translate.ts
 * without English (a test keeps the two the same).
 */
export const PREFIXED_LOCALES = ['pcm', 'yo', 'ha', 'ig'];

/** The public origin for canonical links and the sitemap: SITE_URL at build time, or this default. */
export const SITE_URL = (process.env.SITE_URL ?? 'https://citizenguide.ng').replace(/\/+$/, '');

/**
 * The Atom feed of new and changed pages, which the server writes (server/site/updatesFeed.ts) and every
 * page links to; its path is UPDATES_FEED_PATH in src/shared/api/articles.ts.
 */
export const UPDATES_FEED = { path: '/updates.xml', title: 'Citizen Guide Nigeria: new and changed pages' };

/**
 * Every prerendered page (articles are not among them: the server renders each from the database): its path, the file it is written to, whether search engines should list
 * it, and whether it is a staff page (kept out of robots' reach, the offline copy and the public pages'
 * budget). /admin is written as a shell (the layout and "checking that you are signed in") that the staff
 * area replaces in the browser, and the one-time link page as the layout alone (the link's token is in
 * the fragment, which only the browser sees); the not-found page goes to 404.html, which static hosts
 * answer unknown paths with, with status 404.
 */
export const PAGES = [
  { path: '/', file: 'index.html', listed: true, module: 'src/routes/HomeRoute.tsx' },
  { path: '/documents', file: 'documents/index.html', listed: true, module: 'src/routes/DocumentsRoute.tsx' },
  {
    path: '/documents/nin',
    file: 'documents/nin/index.html',
    listed: true,
    module: 'src/routes/GuideRoute.tsx',
    // In the updates feed and the sitemap with the date the guide was last checked (its reviewedOn in
    // src/features/guides/ninGuide.ts; a test keeps the two the same).
    updated: {
      date: '2026-11-01',
      title: 'National Identification Number (NIN) guide',
      summary: 'Enrol for free, find your NIN and correct mistakes on your record.',
    },
  },
  { path: '/search', file: 'search/index.html', listed: false, module: 'src/routes/SearchRoute.tsx' },
  { path: '/login', file: 'login/index.html', listed: false, module: 'src/routes/LoginRoute.tsx' },
  {
    path: '/unauthorized',
    file: 'unauthorized/index.html',
    listed: false,
    module: 'src/routes/UnauthorizedRoute.tsx',
  },
  {
    path: '/accessibility',
    file: 'accessibility/index.html',
    listed: true,
    module: 'src/routes/AccessibilityRoute.tsx',
  },
  { path: '/contact', file: 'contact/index.html', listed: true, module: 'src/routes/ContactRoute.tsx' },
  { path: '/privacy', file: 'privacy/index.html', listed: true, module: 'src/routes/PrivacyRoute.tsx' },
  {
    path: '/admin',
    file: 'admin/index.html',
    listed: false,
    staff: true,
    module: 'src/routes/AdminRoute.tsx',
  },
  {
    path: '/account/setup',
    file: 'account/setup/index.html',
    listed: false,
    staff: true,
    module: 'src/routes/SetupPasswordRoute.tsx',
  },
  { path: '/404', file: '404.html', listed: false, module: 'src/routes/NotFoundRoute.tsx' },
];

/** The pages a visitor reaches without signing in: what the byte budget and Lighthouse measure. */
export const PUBLIC_PAGES = PAGES.filter((page) => !page.staff);

/** The staff pages: robots.txt asks crawlers to stay out of them. */
export const STAFF_PAGES = PAGES.filter((page) => page.staff);

/**
 * The manifest's key for the page's entry script. The entry module (src/main.tsx) is in the `index` chunk
 * group (vite.config.ts), which leaves the entry's own chunk empty: with no modulepreload polyfill in it,
 * Vite lists no `index.html` entry, and index.html's script loads the group's chunk itself.
 */
function entryKey(manifest) {
  if (manifest['index.html']) return 'index.html';
  const key = Object.keys(manifest).find((name) => manifest[name].name === 'index' && name.endsWith('.js'));
  if (!key) throw new Error("neither index.html nor the index chunk is in Vite's manifest");
  return key;
}

/**
 * The files a page's first load fetches, from Vite's manifest (dist/.vite/manifest.json): the entry,
 * the page's own route module, and everything they import up front — not what loads later
 * (dynamic imports such as the newsletter's machine or the staff area), nor the entry's stylesheet,
 * which the page carries inline.
 */
export function firstLoadFiles(manifest, page) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in Vite's manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey(manifest));
  // The entry's stylesheets are inside every prerendered page (scripts/prerender.mjs), not fetched.
  for (const css of entryStylesheets(manifest)) files.delete(css);
  if (page.module) visit(page.module);
  return [...files];
}

/** The stylesheets of the entry and what it imports up front: index.html links them, every page inlines them. */
export function entryStylesheets(manifest) {
  const css = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const file of manifest[key].css ?? []) css.add(file);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  visit(entryKey(manifest));
  return [...css];
}
