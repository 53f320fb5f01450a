import type { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { UPDATES_FEED_PATH } from '@/shared/api/articles';
import type { AppEnv } from '../appEnv';
import type { Database } from '../db/schema';
import { encodeOnce, sendEncoded, type EncodedBody } from '../http/encodedBody';
import { allPublished, currentContentVersion } from '../articles/publicArticles';
import { contentCache } from '../articles/contentCache';
import { PAGES, UPDATES_FEED } from '../../scripts/site.mjs';
import { sitemapXml, type PublishedPages } from './sitemap';
import { updatesFeedXml } from './updatesFeed';

export const SITEMAP_PATH = '/sitemap.xml';

/**
 * GET /sitemap.xml and GET /updates.xml (the Atom feed of new and changed pages), from the published
 * articles and guides and the build's pages: built and compressed once per content version and build, whose
 * identities make the ETag (revalidated each time: a crawler or feed reader gets 304 until something is
 * published or changed, or a new build adds a page).
 */
export function addFeedRoutes(
  app: Hono<AppEnv>,
  { db, origin, buildId }: { db: Kysely<Database>; origin: string; buildId: string },
) {
  const documents = contentCache<EncodedBody>(2);
  const documentsOf: Record<string, (published: PublishedPages) => string> = {
    [SITEMAP_PATH]: (published) => sitemapXml(origin, PAGES, published),
    [UPDATES_FEED_PATH]: (published) => updatesFeedXml(origin, UPDATES_FEED, PAGES, published),
  };
  const types: Record<string, string> = {
    [SITEMAP_PATH]: 'application/xml; charset=utf-8',
    [UPDATES_FEED_PATH]: 'application/atom+xml; charset=utf-8',
  };

  for (const path of [SITEMAP_PATH, UPDATES_FEED_PATH]) {
    app.get(path, async (c) => {
      const version = await currentContentVersion(db);
      const built = await documents.get(version, path, async () =>
        encodeOnce(
          documentsOf[path]!({ articles: await allPublished(db), guides: await allPublished(db, 'guide') }),
        ),
      );
      // The build's pages are in both documents too: a new build is a new document.
      return sendEncoded(c, built, {
        type: types[path]!,
        etag: `${path.slice(1, -4)}-${version}-${buildId}`,
      });
    });
  }
}
