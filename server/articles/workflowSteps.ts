import type { Kysely } from 'kysely';
import type {
  CancelSchedule,
  Publish,
  Restore,
  SendBack,
  SubmitForReview,
  Unpublish,
} from '@/shared/api/content';
import type { Database } from '../db/schema';
import { versionOf } from './articleHistory';
import type { ArticleRow, ItemRow } from './contentItems';
import {
  CLEARED_REVIEW_AND_SCHEDULE,
  audit,
  isEditor,
  lockedArticle,
  writeVersion,
  written,
  type ContentActor,
  type ContentDependencies,
  type ContentOutcome,
} from './contentRules';
import { detail, publishWorkingCopy } from './publishing';
import { publicPath, wroteUnpublishedText } from './itemKinds';
import { bumpContentVersion } from './publicArticles';
import type { StepRefusal } from './workflowRefusals';

/**
 * The workflow's steps (content.ts): each checks who asks, takes the write lock and the item at the
 * revision it was decided on, checks that the item's state allows it, then writes one version (with its
 * history entry) and its audit entry.
 */

const refused = (reason: StepRefusal) => ({ refused: 'step', reason }) as const;

/** Published, and nothing saved since: visitors already read the working copy. */
const nothingToPublish = (row: ItemRow) => row.status === 'published' && !row.has_unpublished_changes;

/** Anyone on the staff: the working copy waits for an editor. */
export async function submitForReview(
  db: Kysely<Database>,
  deps: ContentDependencies,
  actor: ContentActor,
  id: string,
  request: SubmitForReview,
): Promise<ContentOutcome> {
  const locked = await lockedArticle(db, id, request.revision);
  if ('refused' in locked) return locked;
  const before = locked.row;
  if (before.review === 'submitted') return refused('alreadySubmitted');
  if (nothingToPublish(before)) return refused('nothingToPublish');
  const row = await writeVersion(
    db,
    deps,
    actor,
    before,
    { review: 'submitted', review_comment: null, submitted_by: actor.accountId },
    'submitted',
  );
  await audit(db, deps, actor, 'contentSubmitted', row.title, detail(row.revision, '', null));
  return written(db, id);
}

/** Editors, on someone else's submission: back to its author with what to change. */
export async function sendBack(
  db: Kysely<Database>,
  deps: ContentDependencies,
  actor: ContentActor,
  id: string,
  request: SendBack,
): Promise<ContentOutcome> {
  if (!isEditor(actor)) return { refused: 'notEditor', doing: 'sendBack' };
  const locked = await lockedArticle(db, id, request.revision);
  if ('refused' in locked) return locked;
  const before = locked.row;
  if (before.review !== 'submitted') return refused('notSubmitted');
  if (before.submitted_by === actor.accountId) return refused('ownSubmission');
  const row = await writeVersion(
    db,
    deps,
    actor,
    before,
    { review: 'sentBack', review_comment: request.comment },
    'sentBack',
    request.comment,
  );
  await audit(db, deps, actor, 'contentSentBack', row.title, detail(row.revision, '', request.comment));
  return written(db, id);
}

/**
 * Editors: publishes the working copy now, or schedules it for `scheduledAt`. A submitted item is
 * approved this way; an editor may also publish their own work, or a draft nobody submitted. The first
 * publication is a major change with an optional note; after it, a major change needs its public note
 * and a minor fix has none.
 */
export async function publish(
  db: Kysely<Database>,
  deps: ContentDependencies,
  actor: ContentActor,
  id: string,
  request: Publish,
): Promise<ContentOutcome> {
  if (!isEditor(actor)) return { refused: 'notEditor', doing: 'publish' };
  const withoutReview = request.withoutReview ?? null;
  if (withoutReview !== null && actor.role !== 'admin') return { refused: 'notAdmin' };
  const locked = await lockedArticle(db, id, request.revision);
  if ('refused' in locked) return locked;
  const before = locked.row;
  if (nothingToPublish(before)) return refused('nothingToPublish');
  if (before.kind === 'guide') {
    if (withoutReview === null && (await wroteUnpublishedText(db, before, actor.accountId)))
      return refused('secondEditor');
    if (withoutReview !== null && request.scheduledAt !== undefined) return refused('withoutReviewNow');
  } else if (withoutReview !== null) return refused('withoutReviewForGuides');
  const minor = request.change === 'minor';
  const note = request.changeNote ?? null;
  if (before.first_published_at === null) {
    if (minor) return refused('firstIsMajor');
  } else if (minor && note !== null) return refused('minorWithNote');
  else if (!minor && note === null) return refused('noteMissing');
  if (request.scheduledAt === undefined) {
    await publishWorkingCopy(db, deps, actor, before, { note, minor, scheduled: false, withoutReview });
    return written(db, id);
  }
  const at = new Date(request.scheduledAt);
  if (at <= deps.clock()) return refused('notInFuture');
  // What the scheduler will publish: a null note after the first publication means a minor fix.
  const row = await writeVersion(
    db,
    deps,
    actor,
    before,
    {
      scheduled_at: at,
      scheduled_by: actor.accountId,
      scheduled_note: note,
      review: 'none',
      review_comment: null,
      submitted_by: null,
    },
    'scheduled',
    note,
  );
  const how = `, for ${at.toISOString()}${minor ? ', minor fix' : ''}`;
  await audit(db, deps, actor, 'contentScheduled', row.title, detail(row.revision, how, note));
  return written(db, id);
}

/** Editors: the item stays as it is, unpublished at the time it was scheduled for. */
export async function cancelSchedule(
  db: Kysely<Database>,
  deps: ContentDependencies,
  actor: ContentActor,
  id: string,
  request: CancelSchedule,
): Promise<ContentOutcome> {
  if (!isEditor(actor)) return { refused: 'notEditor', doing: 'cancelSchedule' };
  const locked = await lockedArticle(db, id, request.revision);
  if ('refused' in locked) return locked;
  if (locked.row.scheduled_at === null) return refused('notScheduled');
  await dropSchedule(db, deps, actor, locked.row, null);
  return written(db, id);
}

/**
 * Cancels the item's scheduled publication (its row locked by the caller), with a history entry and an
 * audit entry by `actor`; `note` says why when it was not the actor's own choice.
 */
export async function dropSchedule(
  db: Kysely<Database>,
  deps: ContentDependencies,
  actor: ContentActor,
  before: ArticleRow,
  note: string | null,
): Promise<void> {
  const row = await writeVersion(
    db,
    deps,
    actor,
    before,
    { scheduled_at: null, scheduled_by: null, scheduled_note: null },
    'scheduleCancelled',
    note,
  );
  await audit(db, deps, actor, 'contentScheduleCancelled', row.title, detail(row.revision, '', note));
}

/**
 * Editors: takes a published page down, with the reason; its address then answers 410 Gone, or
 * redirects to `redirectTo`. A publication scheduled for it is cancelled: it would put the page back.
 */
export async function unpublish(
  db: Kysely<Database>,
  deps: ContentDependencies,
  actor: ContentActor,
  id: string,
  request: Unpublish,
): Promise<ContentOutcome> {
  if (!isEditor(actor)) return { refused: 'notEditor', doing: 'unpublish' };
  const locked = await lockedArticle(db, id, request.revision);
  if ('refused' in locked) return locked;
  const before = locked.row;
  if (before.status !== 'published') return refused('notPublished');
  const redirect = request.redirectTo ?? null;
  // Its own page (/articles/<slug> or /documents/<slug>) would send visitors round in a loop.
  if (redirect !== null && redirect.split(/[?#]/)[0] === publicPath(before))
    return refused('redirectsToItself');
  const row = await writeVersion(
    db,
    deps,
    actor,
    before,
    {
      status: 'draft',
      published_revision: null,
      published_at: null,
      unpublished_at: deps.clock(),
      unpublish_redirect: redirect,
      scheduled_at: null,
      scheduled_by: null,
      scheduled_note: null,
    },
    'unpublished',
    request.reason,
  );
  await bumpContentVersion(db);
  const how = redirect ? `, redirects to ${redirect}` : '';
  await audit(db, deps, actor, 'contentUnpublished', row.title, detail(row.revision, how, request.reason));
  return written(db, id);
}

/**
 * Anyone on the staff: the title, summary, category and text of version `from` become the working
 * copy's, as a new version; the current one stays in the history, the address stays, and what visitors
 * read does not change until it is published. Like a save, it ends the review and any schedule.
 */
export async function restore(
  db: Kysely<Database>,
  deps: ContentDependencies,
  actor: ContentActor,
  id: string,
  request: Restore,
): Promise<ContentOutcome> {
  const locked = await lockedArticle(db, id, request.revision);
  if ('refused' in locked) return locked;
  const version = await versionOf(db, id, request.from);
  if (!version) return refused('noSuchVersion');
  const note = `from revision ${request.from}`;
  const row = await writeVersion(
    db,
    deps,
    actor,
    locked.row,
    {
      title: version.title,
      summary: version.summary,
      category: version.category,
      content: version.content,
      updated_by: actor.accountId,
      ...CLEARED_REVIEW_AND_SCHEDULE,
    },
    'restored',
    note,
  );
  await audit(db, deps, actor, 'contentRestored', row.title, detail(row.revision, '', note));
  return written(db, id);
}
