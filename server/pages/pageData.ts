import type { Kysely } from 'kysely';
import { LATEST_UPDATES_COUNT } from '@/shared/api/articles';
import { SLUG_PATTERN } from '@/shared/api/content';
import { DOCUMENTS_PATH, withTextsOf, type PublicGuide } from '@/shared/api/guideContent';
import { SEARCH_PATH, searchedWords } from '@/shared/api/search';
import { localeOfPath, withoutLocale, type Locale } from '@/shared/lib/localePaths';
import type { Database } from '../db/schema';
import { articleAt, latestPublished, type ArticleAt } from '../articles/publicArticles';
import { guideAt, publishedGuides, type GuideAt } from '../articles/publicGuides';
import type { ArticleSearchLists } from '../articles/searchList';
import type { RenderData } from './loadRenderer';

/** `/articles/<slug>`: the slug, or undefined for any other path. */
export function articleSlugOf(path: string): string | undefined {
  return /^\/articles\/([^/]+)$/.exec(path)?.[1];
}

/** What the page of `slug` shows, as found there (a moved article's old slug is shown as not found). */
export function articlePageData(slug: string, at: ArticleAt): RenderData {
  if (at.kind === 'published') return { articles: { bySlug: { [at.article.slug]: at.article } } };
  return { articles: { missing: { [slug]: at.kind === 'gone' ? 'gone' : 'notFound' } } };
}

const GUIDE_PAGE = new RegExp(`^${DOCUMENTS_PATH}/([^/]+)$`);

/** `/documents/<slug>`: the slug, or undefined for any other path (the catalogue's own included). */
export function guideSlugOf(path: string): string | undefined {
  return GUIDE_PAGE.exec(path)?.[1];
}

/**
 * What the page of the guide at `slug` shows in `locale`, as found in the database: the guide (its English
 * and that language's texts, English filling any gap) with the published guides, whose sidebar says which
 * other documents' guides are written; or that it was taken down. A guide the database does not hold is
 * the build's page (undefined).
 */
export async function guidePageData(
  db: Kysely<Database>,
  slug: string,
  at: GuideAt,
  locale: Locale,
): Promise<RenderData | undefined> {
  if (at.kind === 'notFound') return undefined;
  if (at.kind === 'gone') return { guides: { missing: { [slug]: 'gone' } } };
  const guide: PublicGuide = withTextsOf(at.guide, locale);
  return { guides: { bySlug: { [slug]: guide }, published: await publishedSlugs(db) } };
}

/** The home page's latest updates, and which of its guide cards are published. */
export async function homePageData(db: Kysely<Database>): Promise<RenderData> {
  return {
    articles: { latest: await latestPublished(db, LATEST_UPDATES_COUNT) },
    ...(await documentsPageData(db)),
  };
}

/** The documents catalogue: a published guide replaces its "coming soon" card. */
export async function documentsPageData(db: Kysely<Database>): Promise<RenderData> {
  return { guides: { published: await publishedSlugs(db) } };
}

export async function publishedSlugs(db: Kysely<Database>): Promise<string[]> {
  return (await publishedGuides(db)).map((guide) => guide.slug);
}

/** Where a page's data comes from: the database, and the search list built from it once per version. */
export interface PageSources {
  db: Kysely<Database>;
  searchLists: ArticleSearchLists;
}

/**
 * The articles the page at `address` shows, read from the database: an article's page its article (or
 * that it is gone, or unknown), the home page the latest published, a results page the published list
 * its search looks through; the home and documents pages which guides are published. Any other page
 * shows none.
 */
export async function pageDataFor({ db, searchLists }: PageSources, address: string): Promise<RenderData> {
  const url = new URL(address, 'http://page');
  url.pathname = withoutLocale(url.pathname);
  const slug = articleSlugOf(url.pathname);
  if (slug !== undefined) {
    if (!SLUG_PATTERN.test(slug)) return { articles: { missing: { [slug]: 'notFound' } } };
    return articlePageData(slug, await articleAt(db, slug));
  }
  if (url.pathname === '/') return homePageData(db);
  if (url.pathname === DOCUMENTS_PATH) return documentsPageData(db);
  // A form's answer on a guide (its feedback, a translation report) shows the guide as its own page does:
  // without it the app, finding no guide to hydrate, drew the whole page afresh, and what the reader had
  // typed into the server's form before then was gone.
  const guide = guideSlugOf(url.pathname);
  if (guide !== undefined && SLUG_PATTERN.test(guide))
    return (await guidePageData(db, guide, await guideAt(db, guide), localeOfPath(address))) ?? {};
  if (url.pathname === SEARCH_PATH && searchedWords(url.searchParams.get('q') ?? undefined))
    return { searchArticles: (await searchLists.current()).list.items };
  return {};
}
