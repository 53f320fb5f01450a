import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import type { PublicArticle } from '@/shared/api/articles';
import type { ContentCategory } from '@/shared/api/content';
import type { Database } from '../db/schema';
import type { Renderer, ServedPage } from './loadRenderer';
import { sendPage } from './sendPage';

/**
 * An article's working copy (the `articles` row: what staff edit, published or not) as its page would
 * show it, or undefined when there is no such article. Its dates are the working copy's: "Last updated"
 * is its latest save; the updates list has no notes, since a note belongs to a publication, and this
 * is not one.
 */
export async function workingCopyOf(db: Kysely<Database>, id: string): Promise<PublicArticle | undefined> {
  // A guide's draft is not an article page: its preview comes with guides drawn from the database.
  const row = await db
    .selectFrom('articles')
    .selectAll()
    .where('id', '=', id)
    .where('kind', '=', 'article')
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    category: row.category as ContentCategory,
    author: row.author,
    publishedAt: (row.published_at ?? row.updated_at).toISOString(),
    firstPublishedAt: (row.first_published_at ?? row.updated_at).toISOString(),
    updatedAt: row.updated_at.toISOString(),
    content: row.content,
    changeNotes: [],
  };
}

/**
 * The preview page of `article`: the app's own article page (rendered for the article's address, with
 * the same renderer and markup), under a "draft — not published" banner, for no search engine.
 */
export function renderPreview(renderer: Renderer, article: PublicArticle): Promise<ServedPage> {
  return renderer.render(`/articles/${article.slug}`, {
    articles: { bySlug: { [article.slug]: article } },
    preview: true,
  });
}

/**
 * Sends a preview page, or the page that says a preview link has ended: never kept (by the browser, a
 * proxy or the service worker) and never indexed, whoever asks — what a draft says is not for the public.
 */
export function sendPreview(c: Context, page: ServedPage, status: 200 | 404 | 410) {
  c.header('X-Robots-Tag', 'noindex');
  return sendPage(c, page, status, 'no-store, private');
}
