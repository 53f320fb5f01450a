import type { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '@/shared/api/content';
import { CATALOGUE_TABS, DOCUMENTS_PATH, guidePath } from '@/shared/api/guideContent';
import { inEveryLocale, type Locale, localePath } from '@/shared/lib/localePaths';
import type { AppEnv } from '../appEnv';
import { contentCache } from '../articles/contentCache';
import { currentContentVersion } from '../articles/publicArticles';
import { guideAt } from '../articles/publicGuides';
import type { Database } from '../db/schema';
import type { Renderer, ServedPage } from './loadRenderer';
import { documentsPageData, guidePageData } from './pageData';
import { ARTICLE_CACHING, sendPage } from './sendPage';

/** What a guide's address answers, kept per content version. */
type GuideAnswer =
  | { kind: 'page'; page: ServedPage; etag: string; tabs: string[] }
  | { kind: 'gone'; page: ServedPage }
  | { kind: 'none' };

/**
 * The tab an address names (`?tab=fees`), if the page has one by that name. Its page is rendered with
 * that tab chosen, for that address, so the app hydrates it as it is: a tab is a link there, which a tap
 * before the app has arrived follows (issue 30).
 */
function tabIn(named: string | undefined, tabs: readonly string[]): string | undefined {
  return named !== undefined && tabs.includes(named) ? named : undefined;
}

/**
 * GET /documents: the catalogue, its cards written or "coming soon" as the published guides say; each
 * answer kept per content version, like the home page.
 * GET /documents/<slug>: a published guide, rendered from the database by the app's own guide route (its
 * English and the address's language in the page: /yo/documents/<slug> reads in Yorùbá), a minute's caching and an ETag
 * per published revision; taken down, 410 and the "taken down" page. A slug with no guide in the database
 * is left to the build's pages (the not-found page), as before guides were content.
 * Either with `?tab=` naming one of its tabs: the page with that tab chosen (tabIn).
 */
export function addGuidePages(
  app: Hono<AppEnv>,
  { db, renderer, origin }: { db: Kysely<Database>; renderer: Renderer; origin: string },
) {
  const answers = contentCache<GuideAnswer>();

  const answerFor = async (locale: Locale, slug: string, tab?: string): Promise<GuideAnswer> => {
    const address = `${localePath(locale, guidePath(slug))}${tab ? `?tab=${tab}` : ''}`;
    const at = await guideAt(db, slug);
    const data = await guidePageData(db, slug, at, locale);
    if (data === undefined || at.kind === 'notFound') return { kind: 'none' };
    if (at.kind === 'gone') return { kind: 'gone', page: await renderer.render(address, data, origin) };
    return {
      kind: 'page',
      page: await renderer.render(address, data, origin),
      etag: `g-${locale}-${at.id}-${at.revision}${tab ? `-${tab}` : ''}-${renderer.buildId}`,
      tabs: at.guide.content.tabs.map((each) => each.id),
    };
  };

  // The catalogue, its cards as the published guides say (a published guide replaces its "coming soon").
  const catalogue = contentCache<ServedPage>(5 * (1 + CATALOGUE_TABS.length));
  for (const { locale, path } of inEveryLocale(DOCUMENTS_PATH)) {
    app.get(path, async (c) => {
      const version = await currentContentVersion(db);
      const tab = tabIn(c.req.query('tab'), CATALOGUE_TABS);
      const address = tab ? `${path}?tab=${tab}` : path;
      const page = await catalogue.get(version, address, async () =>
        renderer.render(address, await documentsPageData(db), origin),
      );
      const etag = `documents-${locale}${tab ? `-${tab}` : ''}-${version}-${renderer.buildId}`;
      return sendPage(c, page, 200, 'no-cache', etag);
    });

    app.get(`${path}/:slug`, async (c, next) => {
      const slug = c.req.param('slug');
      if (slug.length > SLUG_MAX_LENGTH || !SLUG_PATTERN.test(slug)) return next();
      const version = await currentContentVersion(db);
      const answer = await answers.get(
        version,
        `${locale}/${slug}`,
        () => answerFor(locale, slug),
        (found) => found.kind !== 'none',
      );
      if (answer.kind === 'none') return next();
      if (answer.kind === 'gone') return sendPage(c, answer.page, 410, 'no-cache');
      const tab = tabIn(c.req.query('tab'), answer.tabs);
      const tabbed =
        tab &&
        (await answers.get(version, `${locale}/${slug}?tab=${tab}`, () => answerFor(locale, slug, tab)));
      const shown = tabbed && tabbed.kind === 'page' ? tabbed : answer;
      return sendPage(c, shown.page, 200, ARTICLE_CACHING, shown.etag);
    });
  }
}
