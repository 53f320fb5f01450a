import type { Context, Hono } from 'hono';
import { SEARCH_PATH, searchedWords } from '@/shared/api/search';
import { inEveryLocale } from '@/shared/lib/localePaths';
import type { AppEnv } from '../appEnv';
import type { Renderer } from './loadRenderer';
import { sendPage } from './sendPage';

/**
 * What the visitor forms send when the app is not running (JavaScript off, or not arrived yet), answered
 * with whole pages as the app would show them (progressive enhancement, as GOV.UK's forms work):
 * - GET /search?q=… (and /yo/search?q=…, in each language): the results page, results in the HTML. Without words it is the build's /search page.
 * Nothing a visitor sends is logged here. (POST /newsletter: server/newsletter/newsletterRoutes.ts.)
 */
export function addPageRoutes(
  app: Hono<AppEnv>,
  renderer: Renderer,
  /** Counts a search whose results the server rendered (server/visits/visitRoutes.ts countRenderedSearch). */
  countSearch?: (c: Context<AppEnv>, query: string, found: number | undefined) => Promise<void>,
) {
  for (const { path } of inEveryLocale(SEARCH_PATH))
    app.get(path, async (c, next) => {
      const query = searchedWords(c.req.query('q'));
      if (!query) return next();
      // Rendered for the address exactly as the browser reads it, so the app hydrates this very page.
      const address = `${path}${new URL(c.req.url).search}`;
      const page = await renderer.page(address);
      await countSearch?.(c, query, page.found);
      return sendPage(c, page, 200, 'no-cache');
    });
  // POST /newsletter (the sign-up without the app) is server/newsletter/newsletterRoutes.ts's.
}
