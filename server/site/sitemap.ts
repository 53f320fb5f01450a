import type { PublishedArticle } from '@/shared/api/articles';
import type { SitePage } from '../../scripts/site.mjs';
import { escapeXml } from './xml';

/**
 * /sitemap.xml (sitemaps.org 0.9): the build's listed pages, and every published article with the day it
 * last changed. The only sitemap: the build writes none, since only the server knows the articles.
 */
export function sitemapXml(
  origin: string,
  pages: readonly SitePage[],
  articles: readonly PublishedArticle[],
) {
  const url = (path: string, lastmod?: string) =>
    `  <url><loc>${escapeXml(origin + path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${[
  ...pages.filter((page) => page.listed).map((page) => url(page.path, page.updated?.date)),
  ...articles.map((article) => url(`/articles/${article.slug}`, article.updatedAt)),
].join('\n')}
</urlset>
`;
}
