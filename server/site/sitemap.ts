import type { PublicArticle } from '@/shared/api/articles';
import { guidePath } from '@/shared/api/guideContent';
import type { SitePage } from '../../scripts/site.mjs';
import { localePath, type Locale } from '@/shared/lib/localePaths';
import { escapeXml } from './xml';

/**
 * /sitemap.xml is an index of one sitemap per language (sitemaps.org 0.9), each listing that language's
 * addresses (/sitemap-yo.xml: /yo, /yo/documents/nin…): the build's listed pages and every published
 * guide, with the day it last changed (a guide the database has stands for the build's page at its
 * address); articles, written in English, in the English one. The only sitemaps: the build writes none,
 * since only the server knows what is published.
 */
export function sitemapXml(
  origin: string,
  pages: readonly SitePage[],
  published: PublishedPages,
  locale: Locale = 'en',
) {
  const url = (path: string, lastmod?: string) =>
    `  <url><loc>${escapeXml(origin + localePath(locale, path))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
  const guides = published.guides.map((guide) => ({
    path: guidePath(guide.slug),
    updatedAt: guide.updatedAt,
  }));
  const fromDatabase = new Set(guides.map((guide) => guide.path));
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${[
  ...pages
    .filter((page) => page.listed && !fromDatabase.has(page.path))
    .map((page) => url(page.path, page.updated?.date)),
  ...guides.map((guide) => url(guide.path, guide.updatedAt)),
  ...(locale === 'en'
    ? published.articles.map((article) => url(`/articles/${article.slug}`, article.updatedAt))
    : []),
].join('\n')}
</urlset>
`;
}

/** The address of `locale`'s sitemap. */
export const sitemapPathOf = (locale: Locale) => `/sitemap-${locale}.xml`;

/** /sitemap.xml: the index of the per-language sitemaps. */
export function sitemapIndexXml(origin: string, locales: readonly Locale[]) {
  return `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${locales.map((locale) => `  <sitemap><loc>${escapeXml(origin + sitemapPathOf(locale))}</loc></sitemap>`).join('\n')}
</sitemapindex>
`;
}

/** What is published, as the sitemap and the feed list it. */
export interface PublishedPages {
  articles: readonly PublicArticle[];
  guides: readonly PublicArticle[];
}
