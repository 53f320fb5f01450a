import type { Kysely } from 'kysely';
import { BODY_MAX_LENGTH, type ContentKind } from '@/shared/api/content';
import { articleTooLong } from '@/shared/api/contentSchema';
import { guidePath } from '@/shared/api/guideContent';
import { parseGuideContent } from '@/shared/api/guideSchema';
import type { Database } from '../db/schema';
import type { ArticleRow } from './contentItems';

/**
 * What differs between an article and a guide (migration 0009): what their text may be, where visitors
 * read them, and who may publish a change (a guide's facts always get a second editor's look).
 */

/** Why `content` cannot be saved as a `kind`, in words staff can act on; null when it can. */
export function contentProblem(kind: ContentKind, content: string): string | null {
  if (kind === 'article') return content.length > BODY_MAX_LENGTH ? articleTooLong : null;
  const parsed = parseGuideContent(content);
  return parsed.ok ? null : parsed.message;
}

/** Where visitors read an item. */
export const publicPath = (row: Pick<ArticleRow, 'kind' | 'slug'>) =>
  row.kind === 'guide' ? guidePath(row.slug) : `/articles/${row.slug}`;

/**
 * Whether `accountId` wrote any of the text of `row` that its last publication did not include (created,
 * saved or restored a version since): they may not be the second editor of that text.
 */
export async function wroteUnpublishedText(
  db: Kysely<Database>,
  row: Pick<ArticleRow, 'id'>,
  accountId: string,
): Promise<boolean> {
  const lastPublication = db
    .selectFrom('article_history')
    .select((eb) => eb.fn.coalesce(eb.fn.max('revision'), eb.lit(0)).as('revision'))
    .where('article_id', '=', row.id)
    .where('event', '=', 'published');
  const found = await db
    .selectFrom('article_history')
    .select('revision')
    .where('article_id', '=', row.id)
    .where('event', 'in', ['created', 'saved', 'restored'])
    .where('actor_id', '=', accountId)
    .where('revision', '>', lastPublication)
    .limit(1)
    .executeTakeFirst();
  return found !== undefined;
}
