import type { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { UPDATES_FEED_PATH } from '@/shared/api/articles';
import type { AppEnv } from '../appEnv';
import type { Database } from '../db/schema';
import { encodeOnce, sendEncoded, type EncodedBody } from '../http/encodedBody';
import { allPublished, currentContentVersion } from '../articles/publicArticles';
import { contentCache } from '../articles/contentCache';
import { PAGES, UPDATES_FEED } from '../../scripts/site.mjs';
import { sitemapIndexXml, sitemapPathOf, sitemapXml, type PublishedPages } from './sitemap';
import { LOCALES } from '@/shared/lib/localePaths';
import { updatesFeedXml } from './updatesFeed';

export const SITEMAP_PATH = '/sitemap.xml';

/**
 * GET /sitemap.xml (the index of /sitemap-<language>.xml) and GET /updates.xml (the Atom feed of new and changed pages), from the published
 * articles and guides and the build's pages: built and compressed once per content version and build, whose
 * identities make the ETag (revalidated each time: a crawler or feed reader gets 304 until something is
 * published or changed, or a new build adds a page).
 */
export function addFeedRoutes(
  app: Hono<AppEnv>,
  { db, origin, buildId }: { db: Kysely<Database>; origin: string; buildId: string },
) {
  const documents = contentCache<EncodedBody>(2 + LOCALES.length);
  const XML = 'application/xml; charset=utf-8';
  const documentsOf: Record<string, { type: string; xml: (published: PublishedPages) => string }> = {
    [SITEMAP_PATH]: { type: XML, xml: () => sitemapIndexXml(origin, LOCALES) },
    ...Object.fromEntries(
      LOCALES.map((locale) => [
        sitemapPathOf(locale),
        { type: XML, xml: (published: PublishedPages) => sitemapXml(origin, PAGES, published, locale) },
      ]),
    ),
    [UPDATES_FEED_PATH]: {
      type: 'application/atom+xml; charset=utf-8',
      xml: (published) => updatesFeedXml(origin, UPDATES_FEED, PAGES, published),
    },
  };

  for (const [path, { type, xml }] of Object.entries(documentsOf)) {
    app.get(path, async (c) => {
      const version = await currentContentVersion(db);
      const built = await documents.get(version, path, async () =>
        encodeOnce(xml({ articles: await allPublished(db), guides: await allPublished(db, 'guide') })),
      );
      // The build's pages are in these documents too: a new build is a new document.
      return sendEncoded(c, built, {
        type,
        etag: `${path.slice(1, -4)}-${version}-${buildId}`,
      });
    });
  }
}
