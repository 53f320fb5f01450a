import type { PublicArticle } from '@/shared/api/articles';
import { guidePath } from '@/shared/api/guideContent';
import type { SitePage } from '../../scripts/site.mjs';
import { escapeXml } from './xml';

/**
 * /sitemap.xml (sitemaps.org 0.9): the build's listed pages, and every published article and guide with
 * the day it last changed (a guide the database has stands for the build's page at its address). The
 * only sitemap: the build writes none, since only the server knows what is published.
 */
export function sitemapXml(origin: string, pages: readonly SitePage[], published: PublishedPages) {
  const url = (path: string, lastmod?: string) =>
    `  <url><loc>${escapeXml(origin + path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
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
  ...published.articles.map((article) => url(`/articles/${article.slug}`, article.updatedAt)),
].join('\n')}
</urlset>
`;
}

/** What is published, as the sitemap and the feed list it. */
export interface PublishedPages {
  articles: readonly PublicArticle[];
  guides: readonly PublicArticle[];
}
