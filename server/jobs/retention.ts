import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { clearOldFeedbackText } from '../feedback/retention';
import type { LogWriter } from '../http/requestLog';
import { dropEndedVisitorWindows } from '../http/visitorLimits';
import { purgeUnconfirmedSignups } from '../newsletter/subscriptions';
import { dropOldVisitorSalts } from '../visits/visitCounts';
import { failureMessage, startRepeatingJob, type JobTimers, type RepeatingJob } from './repeatingJob';

/**
 * How often every server process applies the retention limits. They are written per day (7 days, 12
 * months, yesterday's salt) and each run is safe to repeat, so checking hourly applies each limit
 * within an hour of its time — a daily job that a restart or a stopped night cannot postpone by a day.
 */
export const RETENTION_CHECK_MS = 60 * 60_000;

export interface RetentionDependencies {
  db: Kysely<Database>;
  clock: () => Date;
}

/**
 * The privacy notice's limits (/privacy, docs/STORED-DATA.md), applied at `clock()`: sign-ups not
 * confirmed within 7 days deleted; what visitors wrote in feedback cleared after 12 months (the counts
 * stay); yesterday's visitor salt deleted, so its hashes can never be recomputed, and finished days'
 * hashes turned into counts; the public forms' ended windows per address deleted. Answers what each
 * step removed, for the log (counts only).
 */
export async function applyRetention({ db, clock }: RetentionDependencies) {
  const now = clock();
  const unconfirmedSignUps = await purgeUnconfirmedSignups(db, now);
  const feedbackTextsCleared = await clearOldFeedbackText(db, now);
  await dropOldVisitorSalts(db, now);
  await dropEndedVisitorWindows(db, now);
  return { unconfirmedSignUps, feedbackTextsCleared };
}

/** Applies the retention limits now and every RETENTION_CHECK_MS, logging what it removed. */
export function startRetention(
  deps: RetentionDependencies,
  log: LogWriter,
  timers?: JobTimers,
): RepeatingJob {
  return startRepeatingJob(
    async () => {
      const removed = await applyRetention(deps);
      if (removed.unconfirmedSignUps > 0 || removed.feedbackTextsCleared > 0)
        log({ msg: 'retentionApplied', ...removed });
    },
    RETENTION_CHECK_MS,
    (error) => log({ msg: 'retentionFailed', error: failureMessage(error) }),
    timers,
  );
}
