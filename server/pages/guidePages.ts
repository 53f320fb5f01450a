import type { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '@/shared/api/content';
import { DOCUMENTS_PATH, guidePath, withTextsOf } from '@/shared/api/guideContent';
import { inEveryLocale, type Locale, localePath } from '@/shared/lib/localePaths';
import type { AppEnv } from '../appEnv';
import { contentCache } from '../articles/contentCache';
import { currentContentVersion } from '../articles/publicArticles';
import { guideAt } from '../articles/publicGuides';
import type { Database } from '../db/schema';
import type { Renderer, ServedPage } from './loadRenderer';
import { documentsPageData, publishedSlugs } from './pageData';
import { ARTICLE_CACHING, sendPage } from './sendPage';

/** What a guide's address answers, kept per content version. */
type GuideAnswer =
  { kind: 'page'; page: ServedPage; etag: string } | { kind: 'gone'; page: ServedPage } | { kind: 'none' };

/**
 * GET /documents: the catalogue, its cards written or "coming soon" as the published guides say; each
 * answer kept per content version, like the home page.
 * GET /documents/<slug>: a published guide, rendered from the database by the app's own guide route (its
 * English and the address's language in the page: /yo/documents/<slug> reads in Yorùbá), a minute's caching and an ETag
 * per published revision; taken down, 410 and the "taken down" page. A slug with no guide in the database
 * is left to the build's pages (the not-found page), as before guides were content.
 */
export function addGuidePages(
  app: Hono<AppEnv>,
  { db, renderer, origin }: { db: Kysely<Database>; renderer: Renderer; origin: string },
) {
  const answers = contentCache<GuideAnswer>();

  const answerFor = async (locale: Locale, slug: string): Promise<GuideAnswer> => {
    const address = localePath(locale, guidePath(slug));
    const at = await guideAt(db, slug);
    if (at.kind === 'notFound') return { kind: 'none' };
    if (at.kind === 'gone')
      return {
        kind: 'gone',
        page: await renderer.render(address, { guides: { missing: { [slug]: 'gone' } } }, origin),
      };
    // Its English and the page's language: the page reads in its language, English filling any gap.
    const guide = withTextsOf(at.guide, locale);
    return {
      kind: 'page',
      page: await renderer.render(
        address,
        // With the published guides: its sidebar says which of the other documents' guides are written.
        { guides: { bySlug: { [slug]: guide }, published: await publishedSlugs(db) } },
        origin,
      ),
      etag: `g-${locale}-${at.id}-${at.revision}-${renderer.buildId}`,
    };
  };

  // The catalogue, its cards as the published guides say (a published guide replaces its "coming soon").
  const catalogue = contentCache<ServedPage>(5);
  for (const { locale, path } of inEveryLocale(DOCUMENTS_PATH)) {
    app.get(path, async (c) => {
      const version = await currentContentVersion(db);
      const page = await catalogue.get(version, path, async () =>
        renderer.render(path, await documentsPageData(db), origin),
      );
      return sendPage(c, page, 200, 'no-cache', `documents-${locale}-${version}-${renderer.buildId}`);
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
      return sendPage(c, answer.page, 200, ARTICLE_CACHING, answer.etag);
    });
  }
}
