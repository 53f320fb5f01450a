import type { Context } from 'hono';
import { withoutLocale } from '@/shared/lib/localePaths';
import type { ArticleSearchLists } from '../articles/searchList';
import type { RenderData, Renderer } from './loadRenderer';
import { articleSlugOf, guideSlugOf } from './pageData';
import { sendPage } from './sendPage';

/** Answers a request with the not-found page (404). */
export type NotFoundPage = (c: Context) => Promise<Response>;

/** A path's part as the app's router reads it (decoded); a malformed escape stays as it came. */
function decoded(part: string | undefined): string | undefined {
  try {
    return part === undefined ? undefined : decodeURIComponent(part);
  } catch {
    return part;
  }
}

/**
 * The not-found page rendered at the address asked for (issue 30), with what the site search finds for
 * the address's words among the pages and the published articles — in the HTML, so the browser hydrates
 * it as it came, with no search index to download. The page a route would show there says "not found"
 * too: an article or guide address that leads nowhere is marked missing.
 */
export function notFoundPages(
  renderer: Renderer,
  { searchLists, origin }: { searchLists: ArticleSearchLists; origin: string },
): NotFoundPage {
  return async (c) => {
    const url = new URL(c.req.url);
    const path = withoutLocale(url.pathname);
    const article = decoded(articleSlugOf(path));
    const guide = decoded(guideSlugOf(path));
    const data: RenderData = {
      searchArticles: (await searchLists.current()).list.items,
      ...(article !== undefined && { articles: { missing: { [article]: 'notFound' } } }),
      ...(guide !== undefined && { guides: { missing: { [guide]: 'notFound' } } }),
    };
    // The address without its query: what the page shows does not depend on it.
    return sendPage(c, await renderer.render(url.pathname, data, origin), 404, 'no-cache');
  };
}
