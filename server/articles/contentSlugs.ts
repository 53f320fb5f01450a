import type { Kysely } from 'kysely';
import { SLUG_MAX_LENGTH } from '@/shared/api/content';
import { slugFromTitle } from '@/shared/lib/slug';
import type { Database } from '../db/schema';

/** The article a slug is being chosen for: none yet (a new one), or its id, slug and first publication. */
export interface SlugOwner {
  id: string;
  slug: string;
  firstPublishedAt: Date | null;
}

export type SlugChoice = { slug: string } | { refused: 'slugTaken' | 'noSlug' };

/**
 * The slug an article gets from a save. Sent: that one, unless another article has it (or had it: its
 * old addresses still redirect) — 'slugTaken'. Not sent: before the first publication it follows the
 * title, with -2, -3… when another article has that one; after, the article keeps the slug it has, so a
 * published address changes only when staff rename it. A title with no letter a–z or digit and no slug
 * sent is 'noSlug'.
 *
 * Call it inside the transaction that saves the article, after lockContentWrites, so no other save can
 * take the slug between the check and the write.
 */
export async function chooseSlug(
  db: Kysely<Database>,
  owner: SlugOwner | null,
  title: string,
  sent: string | undefined,
): Promise<SlugChoice> {
  if (sent !== undefined) {
    if (sent === owner?.slug) return { slug: sent };
    return (await takenByAnother(db, sent, owner?.id)) ? { refused: 'slugTaken' } : { slug: sent };
  }
  if (owner?.firstPublishedAt) return { slug: owner.slug };
  const base = slugFromTitle(title);
  if (!base) return { refused: 'noSlug' };
  for (let n = 1; ; n += 1) {
    const candidate = numbered(base, n);
    if (candidate === owner?.slug || !(await takenByAnother(db, candidate, owner?.id)))
      return { slug: candidate };
  }
}

/** `base` for the first, then base-2, base-3…, the base cut so the whole stays within the limit. */
function numbered(base: string, n: number): string {
  if (n === 1) return base;
  const suffix = `-${n}`;
  return `${base.slice(0, SLUG_MAX_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
}

/** True when an article other than `ownId` has `slug`, or redirects from it. */
async function takenByAnother(db: Kysely<Database>, slug: string, ownId: string | undefined) {
  const current = await db.selectFrom('articles').select('id').where('slug', '=', slug).executeTakeFirst();
  if (current && current.id !== ownId) return true;
  const old = await db
    .selectFrom('article_slug_redirects')
    .select('article_id')
    .where('slug', '=', slug)
    .executeTakeFirst();
  return old !== undefined && old.article_id !== ownId;
}

/**
 * Records a change of slug from `from` to `to`: the article's own old address `to`, if it had one, is
 * taken back (it is its address again, not a redirect), and `from` redirects to the article from now on
 * when visitors may have seen it (the article was published before). A draft's earlier slugs were never
 * anyone's address: they are simply dropped, and free for other articles again.
 */
export async function recordSlugChange(
  db: Kysely<Database>,
  articleId: string,
  from: string,
  to: string,
  wasPublished: boolean,
  now: Date,
) {
  await db
    .deleteFrom('article_slug_redirects')
    .where('slug', '=', to)
    .where('article_id', '=', articleId)
    .execute();
  if (wasPublished)
    await db
      .insertInto('article_slug_redirects')
      .values({ slug: from, article_id: articleId, created_at: now })
      .execute();
}
