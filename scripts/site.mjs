/**
 * What the build writes besides the bundle: the prerendered pages, their addresses and the site's
 * public origin. Shared by the prerender, service-worker and benchmark scripts.
 */

/** The public origin for canonical links and the sitemap: SITE_URL at build time, or this default. */
export const SITE_URL = (process.env.SITE_URL ?? 'https://citizenguide.ng').replace(/\/+$/, '');

/**
 * Every prerendered page: its path, the file it is written to, and whether search engines should list
 * it. /admin is written as a shell (the layout and "checking that you are signed in") that the staff
 * area replaces in the browser; the not-found page goes to 404.html, which static hosts answer unknown
 * paths with, with status 404.
 */
export const PAGES = [
  { path: '/', file: 'index.html', listed: true },
  { path: '/documents', file: 'documents/index.html', listed: true },
  { path: '/documents/nin', file: 'documents/nin/index.html', listed: true },
  { path: '/login', file: 'login/index.html', listed: false },
  { path: '/unauthorized', file: 'unauthorized/index.html', listed: false },
  { path: '/admin', file: 'admin/index.html', listed: false },
  { path: '/404', file: '404.html', listed: false },
];

/** The pages a visitor reaches without signing in: what the byte budget and Lighthouse measure. */
export const PUBLIC_PAGES = PAGES.filter((page) => page.path !== '/admin');
