import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { UPDATES_FEED_PATH } from '@/shared/api/articles';
import type { AppEnv } from '../appEnv';
import type { Database } from '../db/schema';
import { allPublished, currentContentVersion } from '../articles/publicArticles';
import { contentCache } from '../articles/contentCache';
import { PAGES, UPDATES_FEED } from '../../scripts/site.mjs';
import { chooseEncoding } from './acceptEncoding';
import { etagMatches } from './etag';
import { sitemapXml } from './sitemap';
import { updatesFeedXml } from './updatesFeed';

export const SITEMAP_PATH = '/sitemap.xml';

/** One document in both encodings, built once per content version. */
interface Built {
  identity: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
}

const encode = async (xml: string): Promise<Built> => {
  const identity = new TextEncoder().encode(xml) as Uint8Array<ArrayBuffer>;
  return { identity, gzip: new Uint8Array(await promisify(gzip)(identity)) };
};

/**
 * GET /sitemap.xml and GET /updates.xml (the Atom feed of new and changed pages), from the published
 * articles and the build's pages: built once per content version, with that version as ETag (and
 * revalidated each time: a crawler or feed reader gets 304 until something is published or changed).
 */
export function addFeedRoutes(app: Hono<AppEnv>, { db, origin }: { db: Kysely<Database>; origin: string }) {
  const documents = contentCache<Built>(2);
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
        encode(documentsOf[path]!(await allPublished(db))),
      );
      const encoding = chooseEncoding(c.req.header('Accept-Encoding'), ['gzip']);
      const etag = `"${path.slice(1, -4)}-${version}${encoding === 'gzip' ? '-gzip' : ''}"`;
      c.header('Content-Type', types[path]!);
      c.header('Cache-Control', 'no-cache');
      c.header('Vary', 'Accept-Encoding');
      c.header('ETag', etag);
      if (etagMatches(c.req.header('If-None-Match'), etag)) return c.body(null, 304);
      if (encoding === 'gzip') {
        c.header('Content-Encoding', 'gzip');
        return c.body(built.gzip, 200);
      }
      return c.body(built.identity, 200);
    });
  }
}
