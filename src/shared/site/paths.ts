import { SETUP_PAGE } from '@/shared/api/setupPage';
import { SEARCH_PATH } from '@/shared/api/search';

/**
 * Every path the portal answers, declared once: the route table, links, redirects and guards read them
 * from here. The sections still being written (/government, /education…) live in sections.ts.
 */
export const PATHS = {
  home: '/',
  documents: '/documents',
  ninGuide: '/documents/nin',
  /** A guide's page (issue 26): /documents/<slug>. */
  guide: '/documents/:slug',
  search: SEARCH_PATH,
  article: '/articles/:slug',
  login: '/login',
  admin: '/admin',
  /** Where a one-time link opens (the token is in the fragment). */
  accountSetup: SETUP_PAGE,
  unauthorized: '/unauthorized',
  contact: '/contact',
  accessibility: '/accessibility',
  /** The privacy notice (issue 28). */
  privacy: '/privacy',
} as const;

/** The public page of a published article, by its slug (its readable, stable address). */
export function articlePath(slug: string): string {
  return `/articles/${encodeURIComponent(slug)}`;
}

/** One tab of the NIN guide: the tab is in the address, so it can be shared and Back returns to it. */
export function guideTabPath(tab: string): string {
  return `${PATHS.ninGuide}?tab=${encodeURIComponent(tab)}`;
}

/** A document's card on the Documents page (for guides not written yet: it names where to go today). */
export function documentCardPath(id: string): string {
  return `${PATHS.documents}#doc-${id}`;
}

/** The results page for `query`; `from` names the box it came from, for the search log. */
export function searchPath(query: string, from?: string): string {
  const params = new URLSearchParams({ q: query });
  if (from) params.set('from', from);
  return `${PATHS.search}?${params}`;
}
