import { SLUG_PATTERN } from '@/shared/api/content';
import { withoutLocale } from '@/shared/lib/localePaths';
import { PAGES } from '../../scripts/site.mjs';
import { articleSlugOf } from './pageData';

const BUILT_PAGES = new Set(PAGES.map((page) => page.path).filter((path) => path !== '/404'));

/**
 * The pages a form may be sent from, and so be answered with: the site's own pages (the build's, and
 * an article's address), never any other address taken from the request (no open redirect, no
 * rendering of arbitrary paths), in any of the site's languages (/yo/documents).
 */
export const FORM_PAGES: Pick<ReadonlySet<string>, 'has'> = {
  has: (address) => {
    const path = withoutLocale(address);
    return BUILT_PAGES.has(path) || SLUG_PATTERN.test(articleSlugOf(path) ?? '');
  },
};

// Our largest form (feedback: a 500-character comment, in UTF-8 and percent-encoded, and a page's path)
// stays under this.
export const FORM_BYTES = 8 * 1024;

/** The fields of a form sent as a browser sends one without script (urlencoded), or undefined. */
export async function readForm(request: Request): Promise<Record<string, string> | undefined> {
  const type = request.headers.get('Content-Type') ?? '';
  if (!/^application\/x-www-form-urlencoded\s*(;|$)/i.test(type)) return undefined;
  const fields = new URLSearchParams(await request.text());
  // A field sent twice is not something our forms do.
  if (new Set(fields.keys()).size !== [...fields.keys()].length) return undefined;
  return Object.fromEntries(fields);
}
