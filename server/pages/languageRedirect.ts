import type { Hono } from 'hono';
import { parseLocale, localeOfPath, localePath } from '@/shared/lib/localePaths';
import type { AppEnv } from '../appEnv';

/**
 * Links shared before the language was in the address (`/documents/nin?lang=ha`) open the same page at
 * its language's address (`/ha/documents/nin`), with a permanent redirect: search engines and the person
 * who follows the link see one address per page and language. Only the site's pages, never the API.
 */
export function addLanguageRedirects(app: Hono<AppEnv>) {
  app.get('*', async (c, next) => {
    const url = new URL(c.req.url);
    const lang = parseLocale(url.searchParams.get('lang'));
    if (!lang || url.pathname.startsWith('/api/') || localeOfPath(url.pathname) !== 'en') return next();
    url.searchParams.delete('lang');
    c.header('Cache-Control', 'public, max-age=86400');
    return c.redirect(localePath(lang, `${url.pathname}${url.search}`), 301);
  });
}
