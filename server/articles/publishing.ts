import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ArticleRow } from './contentItems';
import {
  CLEARED_REVIEW_AND_SCHEDULE,
  audit,
  writeVersion,
  type ContentActor,
  type ContentDependencies,
} from './contentRules';
import { bumpContentVersion } from './publicArticles';

/** How a working copy goes out: with its public change note (null: none), as a minor fix or not. */
export interface Publication {
  note: string | null;
  minor: boolean;
  /** Published by the scheduler, at the time `actor` chose: said so in the audit log. */
  scheduled: boolean;
  /** A guide an admin published without a second editor: their reason (history and audit log). */
  withoutReview?: string | null;
}

/**
 * Publishes `before`'s working copy (locked, its revision checked, the step allowed): its next revision
 * becomes the one visitors read, at once. "Last updated" moves unless it is a minor fix; the first
 * publication is remembered; a page taken down is back; its review and any schedule are over.
 */
export async function publishWorkingCopy(
  db: Kysely<Database>,
  deps: ContentDependencies,
  actor: ContentActor,
  before: ArticleRow,
  publication: Publication,
): Promise<ArticleRow> {
  const now = deps.clock();
  const row = await writeVersion(
    db,
    deps,
    actor,
    before,
    {
      status: 'published',
      published_revision: before.revision + 1,
      published_at: now,
      first_published_at: before.first_published_at ?? now,
      last_major_update_at: (publication.minor && before.last_major_update_at) || now,
      unpublished_at: null,
      unpublish_redirect: null,
      ...CLEARED_REVIEW_AND_SCHEDULE,
    },
    'published',
    publication.note,
    publication.withoutReview ?? null,
  );
  await bumpContentVersion(db);
  const how = [
    publication.minor ? ', minor fix' : '',
    publication.scheduled ? ', scheduled' : '',
    publication.withoutReview ? `, without review (${publication.withoutReview})` : '',
  ].join('');
  await audit(db, deps, actor, 'contentPublished', row.title, detail(row.revision, how, publication.note));
  return row;
}

/** An audit entry's detail: the revision, how, and the note it was taken with. */
export const detail = (revision: number, how: string, note: string | null | undefined) =>
  `revision ${revision}${how}${note ? `: ${note}` : ''}`;
