import type { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { UPDATES_FEED_PATH } from '@/shared/api/articles';
import type { AppEnv } from '../appEnv';
import type { Database } from '../db/schema';
import { encodeOnce, sendEncoded, type EncodedBody } from '../http/encodedBody';
import { allPublished, currentContentVersion } from '../articles/publicArticles';
import { contentCache } from '../articles/contentCache';
import { PAGES, UPDATES_FEED } from '../../scripts/site.mjs';
import { sitemapXml } from './sitemap';
import { updatesFeedXml } from './updatesFeed';

export const SITEMAP_PATH = '/sitemap.xml';

/**
 * GET /sitemap.xml and GET /updates.xml (the Atom feed of new and changed pages), from the published
 * articles and the build's pages: built and compressed once per content version and build, whose
 * identities make the ETag (revalidated each time: a crawler or feed reader gets 304 until something is
 * published or changed, or a new build adds a page).
 */
export function addFeedRoutes(
  app: Hono<AppEnv>,
  { db, origin, buildId }: { db: Kysely<Database>; origin: string; buildId: string },
) {
  const documents = contentCache<EncodedBody>(2);
  const documentsOf: Record<string, (articles: Awaited<ReturnType<typeof allPublished>>) => string> = {
    [SITEMAP_PATH]: (articles) => sitemapXml(origin, PAGES, articles),
    [UPDATES_FEED_PATH]: (articles) => updatesFeedXml(origin, UPDATES_FEED, PAGES, articles),
  };
  const types: Record<string, string> = {
    [SITEMAP_PATH]: 'application/xml; charset=utf-8',
    [UPDATES_FEED_PATH]: 'application/atom+xml; charset=utf-8',
  };

  for (const path of [SITEMAP_PATH, UPDATES_FEED_PATH]) {
    app.get(path, async (c) => {
      const version = await currentContentVersion(db);
      const built = await documents.get(version, path, async () =>
        encodeOnce(documentsOf[path]!(await allPublished(db))),
      );
      // The build's pages are in both documents too: a new build is a new document.
      return sendEncoded(c, built, {
        type: types[path]!,
        etag: `${path.slice(1, -4)}-${version}-${buildId}`,
      });
    });
  }
}
