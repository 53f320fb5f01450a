import type { Context, Hono } from 'hono';
import type { Kysely } from 'kysely';
import { SITE_PATH_PATTERN, SLUG_MAX_LENGTH, SLUG_PATTERN } from '@/shared/api/content';
import { inEveryLocale, type Locale, localeOfPath, localePath } from '@/shared/lib/localePaths';
import type { AppEnv } from '../appEnv';
import type { Database } from '../db/schema';
import { articleAt, currentContentVersion } from '../articles/publicArticles';
import type { NotFoundPage } from './notFoundPages';
import { contentCache } from '../articles/contentCache';
import type { Renderer, ServedPage } from './loadRenderer';
import { articlePageData, homePageData } from './pageData';
import { ARTICLE_CACHING, sendPage } from './sendPage';

export interface ArticlePagesDependencies {
  db: Kysely<Database>;
  renderer: Renderer;
  /** The not-found page, for an address that is no article's. */
  notFound: NotFoundPage;
  /** The site's public origin, for canonical links. */
  origin: string;
}

/** What an article's address answers, as kept per content version. */
type ArticleAnswer =
  | { kind: 'page'; page: ServedPage; etag: string }
  | { kind: 'moved'; slug: string }
  | { kind: 'redirect'; to: string }
  | { kind: 'gone'; page: ServedPage }
  | { kind: 'notFound' };

/**
 * The pages the server renders from the database, with the app's own routes, so they read without
 * JavaScript and hydrate as the app renders them:
 * - GET /articles/<slug>: a published article (200, with ETag and a minute's caching); its old slug
 *   (301 to the current one); taken down (410, the app's "taken down" page, or 301 to the page staff
 *   chose to send its readers to); never published or deleted (404, the site's not-found page).
 *   Nothing is built: an article is a page once published.
 * - GET /: the home page with the latest published articles.
 * Each in every language, at its address (/yo/articles/<slug>, /yo): an article is written in English,
 * and its page in another language says so (src/features/articles).
 * Each answer is kept per (address, content version): a request costs one small read while nothing
 * changes, and every process on one database answers the same once something does.
 */
export function addArticlePages(
  app: Hono<AppEnv>,
  { db, renderer, notFound, origin }: ArticlePagesDependencies,
) {
  const articles = contentCache<ArticleAnswer>();
  const home = contentCache<ServedPage>(5);

  const answerFor = async (locale: Locale, slug: string): Promise<ArticleAnswer> => {
    const address = localePath(locale, `/articles/${slug}`);
    const at = await articleAt(db, slug);
    switch (at.kind) {
      case 'published':
        return {
          kind: 'page',
          page: await renderer.render(address, articlePageData(slug, at), origin),
          // The page shows the article at this revision, in the build's markup and files.
          etag: `a-${at.article.id}-${at.revision}-${renderer.buildId}`,
        };
      case 'gone':
        return {
          kind: 'gone',
          page: await renderer.render(address, articlePageData(slug, at), origin),
        };
      default:
        return at;
    }
  };

  const articlePage = async (c: Context) => {
    const slug = c.req.param('slug') ?? '';
    const locale = localeOfPath(c.req.path);
    // Only a well-formed slug can be an article's: anything else is not looked up, nor kept.
    if (slug.length > SLUG_MAX_LENGTH || !SLUG_PATTERN.test(slug)) return notFound(c);
    const version = await currentContentVersion(db);
    const answer = await articles.get(
      version,
      `${locale}/${slug}`,
      () => answerFor(locale, slug),
      (found) => found.kind !== 'notFound',
    );
    switch (answer.kind) {
      case 'page':
        return sendPage(c, answer.page, 200, ARTICLE_CACHING, answer.etag);
      case 'moved':
        // In the same language, with the query the old address was asked with.
        return moved(c, localePath(locale, `/articles/${answer.slug}${new URL(c.req.url).search}`));
      case 'redirect':
        // Checked when staff chose it; checked again here, as what is stored becomes a Location: only
        // a path on this site (one "/" first), never "//elsewhere.example". In the reader's language.
        return SITE_PATH_PATTERN.test(answer.to)
          ? moved(c, localeOfPath(answer.to) === 'en' ? localePath(locale, answer.to) : answer.to)
          : notFound(c);
      case 'gone':
        return sendPage(c, answer.page, 410, 'no-cache');
      case 'notFound':
        return notFound(c);
    }
  };

  for (const { locale, path } of inEveryLocale('/')) {
    app.get(localePath(locale, '/articles/:slug'), articlePage);
    app.get(path, async (c) => {
      const version = await currentContentVersion(db);
      const page = await home.get(version, path, async () =>
        renderer.render(path, await homePageData(db), origin),
      );
      return sendPage(c, page, 200, 'no-cache', `home-${locale}-${version}-${renderer.buildId}`);
    });
  }
}

/** 301 to `location`, a path on this site. */
function moved(c: Context, location: string) {
  // A rename or a redirect can be undone: it is kept a minute, not for ever as a bare 301 may be.
  c.header('Cache-Control', ARTICLE_CACHING);
  return c.redirect(location, 301);
}
