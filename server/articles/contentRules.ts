import { sql, type Kysely } from 'kysely';
import type { AuditAction, Role } from '@/shared/api/accounts';
import type { ContentChange, ContentItem, NewContent, StatusChange } from '@/shared/api/content';
import { recordAudit, type AuditDependencies } from '../accounts/audit';
import { roleAllows } from '../accounts/roles';
import type { Database } from '../db/schema';
import { articleRow, contentItemOf } from './contentItems';
import { chooseSlug, recordSlugChange } from './contentSlugs';
import { bumpContentVersion } from './publicArticles';

/**
 * The rules of the staff content API (content.ts): who may do what, revisions, slugs, publication. Each
 * function runs inside the caller's transaction (the idempotency record is written in the same one) and
 * does there the change, the content version's bump (publicArticles.ts: pages, feed and search index are
 * rebuilt from it) and the audit entries, or nothing at all.
 */

/** Who asks: the signed-in account, and the address the request came from (for the audit log). */
export interface ContentActor {
  accountId: string;
  name: string;
  email: string;
  role: Role;
  ip: string;
}

export type ContentDependencies = AuditDependencies;

export type ContentRefusal =
  | { refused: 'conflict'; current: ContentItem | null }
  | { refused: 'notEditor'; doing: 'publish' | 'changePublished' | 'unpublish' | 'delete' }
  | { refused: 'slugTaken' | 'noSlug' };

export type ContentOutcome = { item: ContentItem } | ContentRefusal;

/**
 * Makes content saves take turns: held until the transaction ends. A save then sees every earlier one
 * (a slug is never given twice, however the two requests interleave), and the content version row it
 * bumps at the end is the one it holds.
 */
async function lockContentWrites(db: Kysely<Database>) {
  await db.selectFrom('content_version').select('version').where('id', '=', 1).forUpdate().execute();
}

/** Creates an article (a draft unless `status` says published, which needs an editor). */
export async function createContent(
  db: Kysely<Database>,
  deps: ContentDependencies,
  actor: ContentActor,
  request: NewContent,
): Promise<ContentOutcome> {
  const status = request.status ?? 'draft';
  if (status === 'published' && !isEditor(actor)) return { refused: 'notEditor', doing: 'publish' };
  await lockContentWrites(db);
  const choice = await chooseSlug(db, null, request.title, request.slug);
  if ('refused' in choice) return choice;
  const now = deps.clock();
  const published = status === 'published' ? now : null;
  const row = await db
    .insertInto('articles')
    .values({
      id: deps.newId(),
      slug: choice.slug,
      title: request.title,
      summary: request.summary,
      category: request.category,
      content: request.content,
      author: actor.name,
      status,
      revision: 1,
      created_at: now,
      updated_at: now,
      published_at: published,
      first_published_at: published,
      created_by: actor.accountId,
      updated_by: actor.accountId,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await bumpContentVersion(db);
  await audit(db, deps, actor, 'contentCreated', row.title, `revision ${row.revision}`);
  if (published) await audit(db, deps, actor, 'contentPublished', row.title, `revision ${row.revision}`);
  return { item: contentItemOf(row) };
}

/** Replaces an article's editable fields, if `change.revision` is still its revision. */
export async function changeContent(
  db: Kysely<Database>,
  deps: ContentDependencies,
  actor: ContentActor,
  id: string,
  change: ContentChange,
): Promise<ContentOutcome> {
  await lockContentWrites(db);
  const before = await articleRow(db, id, true);
  if (!before) return { refused: 'conflict', current: null };
  if (before.status === 'published' && !isEditor(actor))
    return { refused: 'notEditor', doing: 'changePublished' };
  if (before.revision !== change.revision) return { refused: 'conflict', current: contentItemOf(before) };
  const choice = await chooseSlug(
    db,
    { id, slug: before.slug, firstPublishedAt: before.first_published_at },
    change.title,
    change.slug,
  );
  if ('refused' in choice) return choice;
  const now = deps.clock();
  const row = await db
    .updateTable('articles')
    .set((eb) => ({
      slug: choice.slug,
      title: change.title,
      summary: change.summary,
      category: change.category,
      content: change.content,
      revision: eb('revision', '+', 1),
      updated_at: now,
      updated_by: actor.accountId,
    }))
    .where('id', '=', id)
    .where('revision', '=', change.revision)
    .returningAll()
    .executeTakeFirst();
  // The row is locked and its revision checked above: only a bug could get here.
  if (!row) throw new Error(`article ${id} changed under its lock`);
  await bumpContentVersion(db);
  if (choice.slug !== before.slug) {
    const wasPublished = before.first_published_at !== null;
    await recordSlugChange(db, id, before.slug, choice.slug, wasPublished, now);
    // A published address that changed: visitors' links now redirect, which is worth its own entry.
    if (wasPublished)
      await audit(db, deps, actor, 'contentRenamed', row.title, `${before.slug} → ${choice.slug}`);
  }
  await audit(db, deps, actor, 'contentChanged', row.title, `revision ${row.revision}`);
  return { item: contentItemOf(row) };
}

/**
 * Publishes or unpublishes an article (editors and admins), if `change.revision` is still its revision.
 * Publishing sets the publication time (and the first one, once); unpublishing takes the article down, so
 * its address answers 410 Gone. Asking for the status it already has changes nothing.
 */
export async function changeStatus(
  db: Kysely<Database>,
  deps: ContentDependencies,
  actor: ContentActor,
  id: string,
  change: StatusChange,
): Promise<ContentOutcome> {
  if (!isEditor(actor))
    return { refused: 'notEditor', doing: change.status === 'published' ? 'publish' : 'unpublish' };
  await lockContentWrites(db);
  const before = await articleRow(db, id, true);
  if (!before || before.revision !== change.revision)
    return { refused: 'conflict', current: before ? contentItemOf(before) : null };
  if (before.status === change.status) return { item: contentItemOf(before) };
  const now = deps.clock();
  const publishing = change.status === 'published';
  const row = await db
    .updateTable('articles')
    .set((eb) => ({
      status: change.status,
      published_at: publishing ? now : null,
      first_published_at: publishing ? eb.fn.coalesce('first_published_at', sql<Date>`${now}`) : undefined,
      unpublished_at: publishing ? null : now,
      revision: eb('revision', '+', 1),
      updated_at: now,
      updated_by: actor.accountId,
    }))
    .where('id', '=', id)
    .where('revision', '=', change.revision)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new Error(`article ${id} changed under its lock`);
  const action = publishing ? 'contentPublished' : 'contentUnpublished';
  await bumpContentVersion(db);
  await audit(db, deps, actor, action, row.title, `revision ${row.revision}`);
  return { item: contentItemOf(row) };
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
  await lockContentWrites(db);
  const before = await articleRow(db, id, true);
  if (!before || before.revision !== revision)
    return { refused: 'conflict', current: before ? contentItemOf(before) : null };
  await db.deleteFrom('articles').where('id', '=', id).where('revision', '=', revision).execute();
  await bumpContentVersion(db);
  await audit(db, deps, actor, 'contentDeleted', before.title, `revision ${before.revision}`);
  return { deleted: true };
}

const isEditor = (actor: ContentActor) => roleAllows(actor.role, 'editor');

/** An audit entry for a change: who, from where, which article (its title) and which revision. */
async function audit(
  db: Kysely<Database>,
  deps: ContentDependencies,
  actor: ContentActor,
  action: AuditAction,
  title: string,
  detail: string,
) {
  await recordAudit(db, deps, { action, actorEmail: actor.email, subject: title, ip: actor.ip, detail });
}
