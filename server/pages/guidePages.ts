import type { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '@/shared/api/content';
import { DOCUMENTS_PATH, guidePath, withTextsOf } from '@/shared/api/guideContent';
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
 * English in the page; another language loads as a visitor chooses it), a minute's caching and an ETag
 * per published revision; taken down, 410 and the "taken down" page. A slug with no guide in the database
 * is left to the build's pages (the not-found page), as before guides were content.
 */
export function addGuidePages(
  app: Hono<AppEnv>,
  { db, renderer, origin }: { db: Kysely<Database>; renderer: Renderer; origin: string },
) {
  const answers = contentCache<GuideAnswer>();

  const answerFor = async (slug: string): Promise<GuideAnswer> => {
    const at = await guideAt(db, slug);
    if (at.kind === 'notFound') return { kind: 'none' };
    if (at.kind === 'gone')
      return {
        kind: 'gone',
        page: await renderer.render(guidePath(slug), { guides: { missing: { [slug]: 'gone' } } }, origin),
      };
    const guide = withTextsOf(at.guide, 'en');
    return {
      kind: 'page',
      page: await renderer.render(
        guidePath(slug),
        // With the published guides: its sidebar says which of the other documents' guides are written.
        { guides: { bySlug: { [slug]: guide }, published: await publishedSlugs(db) } },
        origin,
      ),
      etag: `g-${at.id}-${at.revision}-${renderer.buildId}`,
    };
  };

  // The catalogue, its cards as the published guides say (a published guide replaces its "coming soon").
  const catalogue = contentCache<ServedPage>(1);
  app.get(DOCUMENTS_PATH, async (c) => {
    const version = await currentContentVersion(db);
    const page = await catalogue.get(version, DOCUMENTS_PATH, async () =>
      renderer.render(DOCUMENTS_PATH, await documentsPageData(db), origin),
    );
    return sendPage(c, page, 200, 'no-cache', `documents-${version}-${renderer.buildId}`);
  });

  app.get('/documents/:slug', async (c, next) => {
    const slug = c.req.param('slug');
    if (slug.length > SLUG_MAX_LENGTH || !SLUG_PATTERN.test(slug)) return next();
    const version = await currentContentVersion(db);
    const answer = await answers.get(
      version,
      slug,
      () => answerFor(slug),
      (found) => found.kind !== 'none',
    );
    if (answer.kind === 'none') return next();
    if (answer.kind === 'gone') return sendPage(c, answer.page, 410, 'no-cache');
    return sendPage(c, answer.page, 200, ARTICLE_CACHING, answer.etag);
  });
}
