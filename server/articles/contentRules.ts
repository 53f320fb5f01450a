import type { Kysely, Updateable } from 'kysely';
import type { AuditAction, Role } from '@/shared/api/accounts';
import type { ContentChange, ContentItem, HistoryEvent, NewContent } from '@/shared/api/content';
import { recordAudit, type AuditDependencies } from '../accounts/audit';
import { roleAllows } from '../accounts/roles';
import type { Database } from '../db/schema';
import { recordVersion } from './articleHistory';
import { articleRow, contentItemOf, findContentItem, type ArticleRow, type ItemRow } from './contentItems';
import { chooseSlug, recordSlugChange } from './contentSlugs';
import { contentProblem } from './itemKinds';
import { bumpContentVersion } from './publicArticles';
import type { StepRefusal } from './workflowRefusals';

/**
 * The rules of the staff content API (content.ts): who may do what, revisions, slugs, versions. Each
 * function runs inside the caller's transaction (the idempotency record is written in the same one) and
 * does there the change, its version in the history, the content version's bump when visitors' pages
 * change (publicArticles.ts: pages, feed and search index are rebuilt from it) and the audit entries, or
 * nothing at all. The workflow's steps are workflowSteps.ts.
 */

/** Who asks: the signed-in account, and the address the request came from (null: the scheduler). */
export interface ContentActor {
  accountId: string;
  name: string;
  email: string;
  role: Role;
  ip: string | null;
}

export type ContentDependencies = AuditDependencies;

/** What only editors and admins may do. */
export type EditorsOnly = 'publish' | 'rename' | 'sendBack' | 'cancelSchedule' | 'unpublish' | 'delete';

export type ContentRefusal =
  | { refused: 'conflict'; current: ContentItem | null }
  | { refused: 'notEditor'; doing: EditorsOnly }
  | { refused: 'notAdmin' }
  /** The text cannot be an item of its kind (itemKinds.ts): the message says why. */
  | { refused: 'content'; message: string }
  | { refused: 'slugTaken' | 'noSlug' }
  | { refused: 'step'; reason: StepRefusal };

export type ContentOutcome = { item: ContentItem } | ContentRefusal;

/**
 * Makes content writes take turns: held until the transaction ends. A write then sees every earlier one
 * (a slug is never given twice, however the two requests interleave), and the content version row it
 * bumps at the end is the one it holds. Every content write takes it first (and is counted), before any article row:
 * taking them in one order is what keeps two writes from waiting on each other for ever.
 */
export async function lockContentWrites(db: Kysely<Database>) {
  // An update locks the row as FOR UPDATE does, and counts the write (plannerStatistics.ts).
  await db
    .updateTable('content_version')
    .set((eb) => ({ writes: eb('writes', '+', 1 as unknown as string) }))
    .where('id', '=', 1)
    .execute();
}

/**
 * Takes the write lock, then article `id`'s row, held until the transaction ends, if `revision` is still
 * its revision; otherwise the conflict, with the item as it is now (null: deleted).
 */
export async function lockedArticle(
  db: Kysely<Database>,
  id: string,
  revision: number,
): Promise<{ row: ItemRow } | ContentRefusal> {
  await lockContentWrites(db);
  const row = await articleRow(db, id, true);
  if (!row || row.revision !== revision)
    return { refused: 'conflict', current: row ? contentItemOf(row) : null };
  return { row };
}

/** The review and the schedule a change of the text ends: what was reviewed or scheduled is no longer there. */
export const CLEARED_REVIEW_AND_SCHEDULE = {
  review: 'none',
  review_comment: null,
  submitted_by: null,
  scheduled_at: null,
  scheduled_by: null,
  scheduled_note: null,
} as const satisfies Updateable<Database['articles']>;

/**
 * Writes the next version of `before` (locked, its revision checked): `changes`, one more revision, the
 * time, and that version in the history as made by `event` with `note`.
 */
export async function writeVersion(
  db: Kysely<Database>,
  deps: ContentDependencies,
  actor: ContentActor,
  before: ArticleRow,
  changes: Updateable<Database['articles']>,
  event: HistoryEvent,
  note: string | null = null,
  withoutReview: string | null = null,
): Promise<ArticleRow> {
  const row = await db
    .updateTable('articles')
    .set({ ...changes, revision: before.revision + 1, updated_at: deps.clock() })
    .where('id', '=', before.id)
    .where('revision', '=', before.revision)
    .returningAll()
    .executeTakeFirst();
  // The row is locked and its revision checked before: only a bug could get here.
  if (!row) throw new Error(`article ${before.id} changed under its lock`);
  await recordVersion(db, row, event, actor, note, withoutReview);
  return row;
}

/** The item as it is after a write (with what only a read of its history tells). */
export async function written(db: Kysely<Database>, id: string): Promise<ContentOutcome> {
  const item = await findContentItem(db, id);
  if (!item) throw new Error(`article ${id} vanished inside its transaction`);
  return { item };
}

/**
 * Creates an article or a guide: a draft, or an article published at once (editors only) as one
 * version, event 'published', whose publication is its first and a major change. A guide is always
 * created a draft: a second editor publishes it.
 */
export async function createContent(
  db: Kysely<Database>,
  deps: ContentDependencies,
  actor: ContentActor,
  request: NewContent,
): Promise<ContentOutcome> {
  const publish = request.status === 'published';
  const kind = request.kind ?? 'article';
  if (publish && !isEditor(actor)) return { refused: 'notEditor', doing: 'publish' };
  if (publish && kind === 'guide') return { refused: 'step', reason: 'secondEditor' };
  const problem = contentProblem(kind, request.content);
  if (problem) return { refused: 'content', message: problem };
  await lockContentWrites(db);
  const choice = await chooseSlug(db, null, request.title, request.slug);
  if ('refused' in choice) return choice;
  const now = deps.clock();
  const published = publish ? now : null;
  const row = await db
    .insertInto('articles')
    .values({
      id: deps.newId(),
      kind,
      slug: choice.slug,
      title: request.title,
      summary: request.summary,
      category: request.category,
      content: request.content,
      author: actor.name,
      status: publish ? 'published' : 'draft',
      revision: 1,
      created_at: now,
      updated_at: now,
      published_at: published,
      first_published_at: published,
      published_revision: publish ? 1 : null,
      last_major_update_at: published,
      created_by: actor.accountId,
      updated_by: actor.accountId,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordVersion(db, row, publish ? 'published' : 'created', actor, null);
  await audit(db, deps, actor, 'contentCreated', row.title, `revision ${row.revision}`);
  if (publish) {
    await bumpContentVersion(db);
    await audit(db, deps, actor, 'contentPublished', row.title, `revision ${row.revision}`);
  }
  return written(db, row.id);
}

/**
 * Saves the working copy, if `change.revision` is still its revision: anyone on the staff, published or
 * not; visitors keep reading the published version. It ends the item's review and schedule. Renaming an
 * article visitors may have seen is editors' only, and takes effect at once (the old address redirects).
 */
export async function changeContent(
  db: Kysely<Database>,
  deps: ContentDependencies,
  actor: ContentActor,
  id: string,
  change: ContentChange,
): Promise<ContentOutcome> {
  const locked = await lockedArticle(db, id, change.revision);
  if ('refused' in locked) return locked;
  const before = locked.row;
  const problem = contentProblem(before.kind, change.content);
  if (problem) return { refused: 'content', message: problem };
  const choice = await chooseSlug(
    db,
    { id, slug: before.slug, firstPublishedAt: before.first_published_at },
    change.title,
    change.slug,
  );
  if ('refused' in choice) return choice;
  const renamed = choice.slug !== before.slug;
  const seen = before.first_published_at !== null;
  if (renamed && seen && !isEditor(actor)) return { refused: 'notEditor', doing: 'rename' };
  const row = await writeVersion(
    db,
    deps,
    actor,
    before,
    {
      slug: choice.slug,
      title: change.title,
      summary: change.summary,
      category: change.category,
      content: change.content,
      updated_by: actor.accountId,
      ...CLEARED_REVIEW_AND_SCHEDULE,
    },
    'saved',
  );
  if (renamed) {
    await recordSlugChange(db, id, before.slug, choice.slug, seen, row.updated_at);
    // A published address that changed: visitors' links now redirect, which is worth its own entry.
    if (seen) {
      await bumpContentVersion(db);
      await audit(db, deps, actor, 'contentRenamed', row.title, `${before.slug} → ${choice.slug}`);
    }
  }
  await audit(db, deps, actor, 'contentChanged', row.title, `revision ${row.revision}`);
  return written(db, id);
}

/** Deletes an article (editors and admins), if `revision` is still its revision; its redirects go too. */
export async function deleteContent(
  db: Kysely<Database>,
  deps: ContentDependencies,
  actor: ContentActor,
  id: string,
  revision: number,
): Promise<{ deleted: true } | ContentRefusal> {
  if (!isEditor(actor)) return { refused: 'notEditor', doing: 'delete' };
  const locked = await lockedArticle(db, id, revision);
  if ('refused' in locked) return locked;
  const before = locked.row;
  await db.deleteFrom('articles').where('id', '=', id).where('revision', '=', revision).execute();
  // Its address answered 200, 410 or a redirect, and now 404: visitors' pages change.
  if (before.first_published_at) await bumpContentVersion(db);
  await audit(db, deps, actor, 'contentDeleted', before.title, `revision ${before.revision}`);
  return { deleted: true };
}

export const isEditor = (actor: ContentActor) => roleAllows(actor.role, 'editor');

/** An audit entry for a change: who, from where, which article (its title) and what (`detail`). */
export async function audit(
  db: Kysely<Database>,
  deps: ContentDependencies,
  actor: ContentActor,
  action: AuditAction,
  title: string,
  detail: string,
) {
  await recordAudit(db, deps, { action, actorEmail: actor.email, subject: title, ip: actor.ip, detail });
}
