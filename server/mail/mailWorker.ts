import type { LogWriter } from '../http/requestLog';
import { failureMessage, startRepeatingJob, type JobTimers, type RepeatingJob } from '../jobs/repeatingJob';
import type { SendRound } from './mailQueue';

/**
 * Runs `round` (sendDueMail) now and every `intervalMs` after the previous round ends, logging counts
 * only — never an address, a subject or a text. Started by main.ts only when SMTP_URL is set.
 */
export function startMailWorker(
  round: () => Promise<SendRound>,
  intervalMs: number,
  log: LogWriter,
  timers?: JobTimers,
): RepeatingJob {
  return startRepeatingJob(
    async () => {
      const { sent, failed } = await round();
      if (sent > 0 || failed > 0) log({ msg: 'mailSent', sent, failed });
    },
    intervalMs,
    (error) => log({ msg: 'mailQueueFailed', error: failureMessage(error) }),
    timers,
  );
}
