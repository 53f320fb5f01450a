import type { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '@/shared/api/content';
import type { ApiError } from '@/shared/api/errors';
import {
  GUIDE_LANGUAGES,
  GUIDES_PATH,
  withTextsOf,
  type GuideLanguage,
  type PublicGuide,
  type PublishedGuideList,
} from '@/shared/api/guideContent';
import type { AppEnv } from '../appEnv';
import type { Database } from '../db/schema';
import { etagMatches } from '../site/etag';
import { currentContentVersion } from './publicArticles';
import { guideAt, publishedGuides } from './publicGuides';

const GONE: ApiError = { error: 'This guide has been taken down.' };
const NOT_FOUND: ApiError = { error: 'There is no guide at this address.' };

/**
 * GET /api/guides: the published guides' addresses and titles.
 * GET /api/guides/<slug>: a published guide (PublicGuide), for every visitor; its working copy and
 * drafts never leave. A minute's caching and an ETag per published version, as for articles.
 */
export function addGuideRoutes(app: Hono<AppEnv>, db: Kysely<Database>) {
  // Every published guide's address and title: which catalogue cards are written. Kept a minute, and
  // answered by content version, like the pages that list them.
  app.get(GUIDES_PATH, async (c) => {
    const etag = `"guides-${await currentContentVersion(db)}"`;
    c.header('ETag', etag);
    c.header('Cache-Control', 'public, max-age=60');
    if (etagMatches(c.req.header('If-None-Match'), etag)) return c.body(null, 304);
    return c.json<PublishedGuideList>({ guides: await publishedGuides(db) });
  });

  app.get(`${GUIDES_PATH}/:slug`, async (c) => {
    const slug = c.req.param('slug');
    const at =
      slug.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(slug) ? await guideAt(db, slug) : undefined;
    // `?lang=ha`: English and that language only (what a page in Hausa needs), not all five.
    const lang = c.req.query('lang');
    const only = (GUIDE_LANGUAGES as readonly string[]).includes(lang ?? '')
      ? (lang as GuideLanguage)
      : undefined;
    if (at?.kind === 'published') {
      const etag = `"g-${at.id}-${at.revision}${only ? `-${only}` : ''}"`;
      c.header('ETag', etag);
      c.header('Cache-Control', 'public, max-age=60');
      if (etagMatches(c.req.header('If-None-Match'), etag)) return c.body(null, 304);
      return c.json<PublicGuide>(only ? withTextsOf(at.guide, only) : at.guide);
    }
    c.header('Cache-Control', 'no-cache');
    return at?.kind === 'gone' ? c.json(GONE, 410) : c.json(NOT_FOUND, 404);
  });

  // One language's texts of the published guide: what a page carrying only its English loads when a
  // visitor chooses another language (src/features/guides/guideFromContent.ts).
  app.get(`${GUIDES_PATH}/:slug/texts/:locale`, async (c) => {
    const { slug, locale } = c.req.param();
    const known = (GUIDE_LANGUAGES as readonly string[]).includes(locale);
    const at =
      known && slug.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(slug)
        ? await guideAt(db, slug)
        : undefined;
    if (at?.kind !== 'published') {
      c.header('Cache-Control', 'no-cache');
      return c.json(NOT_FOUND, 404);
    }
    const etag = `"g-${at.id}-${at.revision}-${locale}"`;
    c.header('ETag', etag);
    c.header('Cache-Control', 'public, max-age=60');
    if (etagMatches(c.req.header('If-None-Match'), etag)) return c.body(null, 304);
    return c.json({ texts: at.guide.content.texts[locale as GuideLanguage] ?? {} });
  });
}
