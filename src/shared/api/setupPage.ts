/**
 * The browser page a one-time link opens: `${origin}${SETUP_PAGE}#${token}` (a fragment never reaches a
 * log). A module of its own, re-exported by accounts.ts: the route table (every public page's first
 * download) needs this one path, and importing it from accounts.ts put the whole accounts contract there.
 */
export const SETUP_PAGE = '/account/setup';
