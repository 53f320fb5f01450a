import type { Kysely, NotNull } from 'kysely';
import type { Database } from '../db/schema';
import type { LogWriter } from '../http/requestLog';
import { failureMessage, startRepeatingJob, type JobTimers, type RepeatingJob } from '../jobs/repeatingJob';
import { isEditor, lockContentWrites, type ContentActor, type ContentDependencies } from './contentRules';
import { publishWorkingCopy } from './publishing';
import { dropSchedule } from './workflowSteps';

/** The history note of a schedule the server cancelled, as the item's history shows it to staff. */
export const SCHEDULER_NO_LONGER_EDITOR =
  'Not published: the account that scheduled it can no longer publish (disabled, or no longer an editor).';

/**
 * Scheduled publishing (content.ts, migration 0007): every server process asks the database, at start
 * and every SCHEDULE_CHECK_SECONDS, what is due, and publishes it. Several processes on one PostgreSQL
 * may ask at the same moment: the database's locks, not a timer in one of them, make each publication
 * happen once.
 */

/**
 * Publishes every item whose scheduled time has come by `deps.clock`, one transaction each, as the
 * account that scheduled it; answers how many. When that account has since been disabled or lost its
 * editor role, the schedule is cancelled instead (a history entry says why): nobody approved it now.
 * Each takes the content write lock first, as every content write does (taking the article's row first
 * would deadlock with a save waiting for that lock), then one due row not locked by another process; a
 * process that waited for the lock sees that row already published, because each statement reads what
 * was committed before it began.
 */
export async function publishDue(db: Kysely<Database>, deps: ContentDependencies): Promise<number> {
  // Most checks find nothing: asked first without a lock (migration 0007's index answers it), so an idle
  // server's checks write nothing.
  const due = await db
    .selectFrom('articles')
    .select('id')
    .where('scheduled_at', '<=', deps.clock())
    .limit(1)
    .executeTakeFirst();
  if (!due) return 0;
  let published = 0;
  while (await db.transaction().execute((trx) => publishOneDue(trx, deps))) published += 1;
  return published;
}

async function publishOneDue(db: Kysely<Database>, deps: ContentDependencies): Promise<boolean> {
  await lockContentWrites(db);
  const due = await db
    .selectFrom('articles')
    .selectAll()
    .where('scheduled_at', '<=', deps.clock())
    .orderBy('scheduled_at')
    .orderBy('id')
    .limit(1)
    .forUpdate()
    .skipLocked()
    // Migration 0007's check keeps scheduled_by whenever scheduled_at is set.
    .$narrowType<{ scheduled_by: NotNull }>()
    .executeTakeFirst();
  if (!due) return false;
  const account = await db
    .selectFrom('accounts')
    .select(['id', 'name', 'email', 'role', 'disabled_at'])
    .where('id', '=', due.scheduled_by)
    .executeTakeFirstOrThrow();
  const actor: ContentActor = {
    accountId: account.id,
    name: account.name,
    email: account.email,
    role: account.role,
    ip: null,
  };
  // The schedule is that editor's approval: an approval cannot outlive their right to give it.
  if (account.disabled_at !== null || !isEditor(actor)) {
    await dropSchedule(db, deps, actor, due, SCHEDULER_NO_LONGER_EDITOR);
    return true;
  }
  const note = due.scheduled_note;
  const minor = note === null && due.first_published_at !== null;
  await publishWorkingCopy(db, deps, actor, due, { note, minor, scheduled: true });
  return true;
}

/** The timer functions the scheduler uses: Node's, or a test's. */
export type SchedulerTimers = JobTimers;

export type ScheduledPublishing = RepeatingJob;

/**
 * Runs `check` now and then `intervalMs` after each check ends (never two at once). A failure (the
 * database restarting) is logged and the next check tries again: it never stops the server.
 */
export function startScheduledPublishing(
  check: () => Promise<number>,
  intervalMs: number,
  log: LogWriter,
  timers?: SchedulerTimers,
): ScheduledPublishing {
  return startRepeatingJob(
    async () => {
      const published = await check();
      if (published > 0) log({ msg: 'scheduledPublished', published });
    },
    intervalMs,
    (error) => log({ msg: 'scheduledPublishingFailed', error: failureMessage(error) }),
    timers,
  );
}
