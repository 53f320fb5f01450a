import type { Kysely } from 'kysely';
import { PREVIEW_LINK_HOURS } from '@/shared/api/content';
import type { Database } from '../db/schema';
import { hashToken } from '../accounts/tokens';

/**
 * Preview links (content.ts previewLinkPath): an unpublished article's working copy for someone without
 * an account, as long as they have the link and it has not expired. The token is only in the link; the
 * database keeps its SHA-256, as it does for sessions, so a copy of the database opens no preview.
 */

export interface PreviewLinkDependencies {
  clock: () => Date;
  /** A new 256-bit secret (the app's randomToken). */
  randomToken: () => string;
}

const HOUR = 60 * 60 * 1000;

/**
 * A new link to the item `articleId` (an article or a guide), made by `createdBy`, expiring
 * PREVIEW_LINK_HOURS from now; or undefined when there is no such item. Links that have expired are
 * deleted meanwhile: nothing else reads them, so the table holds only the links that work.
 */
export async function createPreviewLink(
  db: Kysely<Database>,
  { clock, randomToken }: PreviewLinkDependencies,
  articleId: string,
  createdBy: string,
): Promise<{ token: string; expiresAt: Date } | undefined> {
  const now = clock();
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + PREVIEW_LINK_HOURS * HOUR);
  return db.transaction().execute(async (tx) => {
    await tx.deleteFrom('preview_links').where('expires_at', '<=', now).execute();
    const article = await tx
      .selectFrom('articles')
      .select('id')
      .where('id', '=', articleId)
      .executeTakeFirst();
    if (!article) return undefined;
    await tx
      .insertInto('preview_links')
      .values({
        token_hash: hashToken(token),
        article_id: articleId,
        created_by: createdBy,
        created_at: now,
        expires_at: expiresAt,
      })
      .execute();
    return { token, expiresAt };
  });
}

/** What a preview link leads to: its article, or nothing (expired, or never one of ours). */
export type PreviewLinkTarget =
  { kind: 'article'; articleId: string } | { kind: 'expired' } | { kind: 'unknown' };

/** The article `token` previews, if its link still works at the clock's time. */
export async function previewLinkTarget(
  db: Kysely<Database>,
  clock: () => Date,
  token: string,
): Promise<PreviewLinkTarget> {
  const link = await db
    .selectFrom('preview_links')
    .select(['article_id', 'expires_at'])
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!link) return { kind: 'unknown' };
  if (link.expires_at.getTime() <= clock().getTime()) return { kind: 'expired' };
  return { kind: 'article', articleId: link.article_id };
}
