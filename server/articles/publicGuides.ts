import type { Kysely } from 'kysely';
import { forReaders, type PublicGuide } from '@/shared/api/guideContent';
import { parseGuideContent } from '@/shared/api/guideSchema';
import type { Database } from '../db/schema';
import { changeNotes, publicationDate, publishedVersions } from './publicArticles';

/** What an address /documents/<slug> leads to, of the guides staff publish. */
export type GuideAt =
  | { kind: 'published'; guide: PublicGuide; id: string; revision: number }
  | { kind: 'gone' }
  | { kind: 'notFound' };

/**
 * The guide at `slug`: published (its published version, never the working copy), taken down (it was
 * published, and is not now), or none. Every version was checked when it was saved (itemKinds.ts); one
 * that no longer reads (a format this server does not know) is not shown rather than shown broken.
 */
export async function guideAt(db: Kysely<Database>, slug: string): Promise<GuideAt> {
  const row = await db
    .selectFrom('articles')
    .select(['id', 'status', 'unpublished_at'])
    .where('slug', '=', slug)
    .where('kind', '=', 'guide')
    .executeTakeFirst();
  if (!row) return { kind: 'notFound' };
  if (row.status !== 'published') return row.unpublished_at ? { kind: 'gone' } : { kind: 'notFound' };
  const published = await publishedVersions(db, 'guide')
    .select('version.content')
    .where('articles.id', '=', row.id)
    .executeTakeFirstOrThrow();
  const parsed = parseGuideContent(published.content);
  if (!parsed.ok) return { kind: 'notFound' };
  const notes = (await changeNotes(db, row.id)).get(row.id) ?? [];
  return {
    kind: 'published',
    id: row.id,
    revision: published.published_revision,
    guide: {
      slug,
      title: published.title,
      content: forReaders(parsed.guide),
      firstPublishedAt: publicationDate(published.first_published_at, 'first_published_at'),
      updatedAt: publicationDate(published.last_major_update_at, 'last_major_update_at'),
      changeNotes: notes,
    },
  };
}

/** The published guides' slugs and titles (the documents catalogue, the sitemap). */
export async function publishedGuides(db: Kysely<Database>): Promise<{ slug: string; title: string }[]> {
  const rows = await publishedVersions(db, 'guide').orderBy('articles.slug').execute();
  return rows.map(({ slug, title }) => ({ slug, title }));
}
