import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import type { PublicArticle } from '@/shared/api/articles';
import type { ContentCategory } from '@/shared/api/content';
import { guidePath, type PublicGuide } from '@/shared/api/guideContent';
import { parseGuideContent } from '@/shared/api/guideSchema';
import type { Database } from '../db/schema';
import type { Renderer, ServedPage } from './loadRenderer';
import { sendPage } from './sendPage';

/** What a preview shows: an article's working copy, or a guide's. */
export type WorkingCopy = { kind: 'article'; article: PublicArticle } | { kind: 'guide'; guide: PublicGuide };

/**
 * An item's working copy (the `articles` row: what staff edit, published or not) as its page would show
 * it, or undefined when there is no such item (or a guide's content no longer reads as a guide). Its
 * dates are the working copy's: "Last updated" is its latest save; there are no notes, since a note
 * belongs to a publication, and this is not one.
 */
export async function workingCopyOf(db: Kysely<Database>, id: string): Promise<WorkingCopy | undefined> {
  const row = await db.selectFrom('articles').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const firstPublishedAt = (row.first_published_at ?? row.updated_at).toISOString();
  const updatedAt = row.updated_at.toISOString();
  if (row.kind === 'guide') {
    const parsed = parseGuideContent(row.content);
    if (!parsed.ok) return undefined;
    const guide = { slug: row.slug, title: row.title, content: parsed.guide, firstPublishedAt, updatedAt };
    return { kind: 'guide', guide: { ...guide, changeNotes: [] } };
  }
  return {
    kind: 'article',
    article: {
      id: row.id,
      slug: row.slug,
      title: row.title,
      summary: row.summary,
      category: row.category as ContentCategory,
      author: row.author,
      publishedAt: (row.published_at ?? row.updated_at).toISOString(),
      firstPublishedAt,
      updatedAt,
      content: row.content,
      changeNotes: [],
    },
  };
}

/**
 * The preview page of a working copy: the app's own page for its address (with the same renderer and
 * markup), under a "draft — not published" banner, for no search engine. A guide's names its facts due
 * for checking on `today` (YYYY-MM-DD in Lagos), as staff should know before it goes out.
 */
export function renderPreview(renderer: Renderer, copy: WorkingCopy, today: string): Promise<ServedPage> {
  if (copy.kind === 'guide') {
    const { guide } = copy;
    return renderer.render(guidePath(guide.slug), {
      guides: { bySlug: { [guide.slug]: guide } },
      preview: true,
      factsDue: guide.content.facts.filter((fact) => fact.checkBy <= today).map((fact) => fact.label),
    });
  }
  const { article } = copy;
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
